import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { EditProfilePage } from '../../features/profile/components/edit-profile-page';

export const Route = createFileRoute('/_authed/edit-profile')({
  component: () => (
    <>
      <BackLink to="/dashboard" label="Dashboard" />
      <EditProfilePage />
    </>
  ),
});
