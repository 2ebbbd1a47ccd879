import { createFileRoute } from '@tanstack/react-router';
import { warmScreen } from '../../session/warm-screen';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { NextUpCard } from '../../features/events/components/next-up-card';
import { AnnouncementsCard } from '../../features/announcements/components/announcements-card';

export const Route = createFileRoute('/_authed/dashboard/')({
  // the screen's first reads start while its chunk loads (never waiting for the network)
  loader: ({ context }) =>
    warmScreen(context.session, () => import('../../shared/warm-screens').then((m) => m.warmDashboard)),
  component: () => <DashboardPage nextUp={<NextUpCard />} announcements={<AnnouncementsCard />} />,
});
