import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { passOnChildren } from '../../features/children/hooks/leaver-children';
import { EditProfilePage } from '../../features/profile/components/edit-profile-page';

export const Route = createFileRoute('/_authed/edit-profile')({
  component: () => (
    <>
      <BackLink to="/dashboard" label="Dashboard" />
      {/* leaving Pitchside passes the person's children on: the children's part of it */}
      <EditProfilePage passOnChildren={passOnChildren} />
    </>
  ),
});
