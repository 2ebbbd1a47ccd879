import { createFileRoute } from '@tanstack/react-router';
import { warmScreen } from '../../session/warm-screen';
import { AnnouncementsPage } from '../../features/announcements/components/announcements-page';

export const Route = createFileRoute('/_authed/announcements')({
  // the screen's first reads (one's memberships) start while its chunk loads
  loader: ({ context }) =>
    warmScreen(context.session, () => import('../../shared/warm-screens').then((m) => m.warmAnnouncements)),
  component: AnnouncementsPage,
});
