import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';

export const Route = createFileRoute('/_authed/notifications')({
  component: () => (
    <>
      <BackLink to="/dashboard" label="Dashboard" />
      <NotificationsPage />
    </>
  ),
});
