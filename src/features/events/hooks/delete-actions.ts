import { fireUnits } from '../../../domain/writes/fire-units';
import { planDeleteEvents } from '../../../domain/events/event-plans';
import type { TeamEvent } from '../../../domain/events/event-records';
import { type EventParts, findEventParts } from '../../../domain/writes/find-parts';
import type { EventWriter } from './event-writer';

/** Staff's `Delete`: this event, and the following ones of its series. */
export function deleteActions({ actor, data, fail }: EventWriter) {
  return {
    /** `Delete` of this event, with what of it the page has read. */
    remove(event: TeamEvent, parts: EventParts): void {
      fireUnits(data, planDeleteEvents({ actor, events: [event], parts }), fail('Could not delete the event'));
    },
    /**
     * `Delete` of the following events of a series, each with what belongs to it once that is
     * read (the device's copy when the server is silent), in batches together.
     */
    removeFollowing(events: readonly TeamEvent[]): void {
      const first = events[0];
      if (!first) return;
      void findEventParts(
        data,
        first.teamId,
        events.map((event) => event.id),
      ).then((parts) =>
        fireUnits(data, planDeleteEvents({ actor, events, parts }), fail('Could not delete the event')),
      );
    },
  };
}

export type DeleteActions = ReturnType<typeof deleteActions>;
