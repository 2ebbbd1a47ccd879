import { fireUnits, nowIso } from '../../../domain/writes/fire-units';
import { planCancelEvents, planReinstateEvent } from '../../../domain/events/edit-plans';
import type { TeamEvent } from '../../../domain/events/event-records';
import { eventTexts } from '../../../domain/events/event-texts';
import type { EventWriter } from './event-writer';

/** Staff's `Cancel event` and `Reinstate`. */
export function cancelActions({ actor, data, fail, newId }: EventWriter) {
  return {
    /** `Cancel event` on these events (this one, or this and the following ones still scheduled). */
    cancel(events: readonly TeamEvent[], reason: string): void {
      fireUnits(
        data,
        planCancelEvents({ actor, events, reason, newId, now: nowIso() }),
        fail('Could not cancel the event'),
      );
    },
    /** `Reinstate`: the cancelled event scheduled again. */
    reinstate(event: TeamEvent): void {
      fireUnits(data, planReinstateEvent({ actor, event, newId, now: nowIso() }), fail(eventTexts.saveFailed));
    },
  };
}

export type CancelActions = ReturnType<typeof cancelActions>;
