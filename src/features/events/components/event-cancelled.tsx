import type { TeamEvent } from '../../../domain/events/event-records';
import { cancelledMarkId } from './cancelled-mark';

/** A cancelled event's `Cancelled`, with its reason when staff gave one. */
export function EventCancelled({ event }: { event: TeamEvent }) {
  return (
    <p className="event-cancelled" role="status">
      <strong id={cancelledMarkId(event.id)}>Cancelled</strong>
      {event.cancelReason ? `: ${event.cancelReason}` : null}
    </p>
  );
}
