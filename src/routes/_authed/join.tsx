import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { JoinPage } from '../../features/join/components/join-page';

export const Route = createFileRoute('/_authed/join')({
  component: () => (
    <>
      <BackLink to="/dashboard" label="Dashboard" />
      <JoinPage />
    </>
  ),
});
