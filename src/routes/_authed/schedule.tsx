import { createFileRoute } from '@tanstack/react-router';
import { warmScreen } from '../../session/warm-screen';
import { SchedulePage } from '../../features/events/components/schedule-page';
import { CalendarSubscribe } from '../../features/notifications/components/calendar-subscribe';

export const Route = createFileRoute('/_authed/schedule')({
  // the screen's first reads (one's team memberships) start while its chunk loads
  loader: ({ context }) =>
    warmScreen(context.session, () => import('../../shared/warm-screens').then((m) => m.warmSchedule)),
  // the schedule, then its calendar subscription (docs/notifications.md "On the device")
  component: () => (
    <>
      <SchedulePage />
      <CalendarSubscribe />
    </>
  ),
});
