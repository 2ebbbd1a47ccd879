import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { NewClubPage } from '../../features/groups/components/new-club-page';

export const Route = createFileRoute('/_authed/clubs/new')({
  component: () => (
    <>
      <BackLink to="/manage" label="Manage" />
      <NewClubPage />
    </>
  ),
});
