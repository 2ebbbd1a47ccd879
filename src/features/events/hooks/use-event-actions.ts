import { isDataError } from '../../../backend/ports';
import { toast } from '../../../lib/toast';
import { useActor } from '../../../domain/groups/use-actor';
import { fireUnits, nowIso } from '../../../domain/writes/fire-units';
import { toastFailure } from '../../../domain/writes/report';
import {
  type EventDraft,
  planAnswer,
  planAnswerNote,
  planAnswerStarts,
  planAttendance,
  planCreateEvents,
  planDeleteEvents,
} from '../../../domain/events/event-plans';
import {
  type EventEdit,
  type NewId,
  planCancelEvents,
  planEventEdit,
  planReinstateEvent,
} from '../../../domain/events/edit-plans';
import type { AnswerNote, AnswerStatus, TeamEvent } from '../../../domain/events/event-records';
import { eventCollections } from '../../../domain/events/event-collections';
import { readAnswerIds } from '../../../domain/events/event-queries';
import { type EventParts, findEventParts } from '../../../domain/writes/find-parts';
import { eventTexts } from '../../../domain/events/event-texts';

/**
 * The event operations of the screens: each plans its writes and fires them, never awaited
 * (docs/architecture.md "Writes and reads at the pitch side"); a later refusal reaches the toast.
 * Undefined until the actor is known.
 */
export function useEventActions() {
  const acting = useActor();
  if (!acting) return undefined;
  const { actor, data } = acting;
  const fail = (message: string) => (error: unknown) => toastFailure(message, error);
  // each submit that changes events draws its one edit id through this (edit-plans.ts)
  const newId: NewId = (collection) => data.newId(collection);

  return {
    actor,
    /** creates the events (one, or a series sharing a new series id); answers their ids */
    create(drafts: readonly EventDraft[]): string[] {
      const ids = drafts.map(() => data.newId(eventCollections.events));
      const seriesId = drafts.length > 1 ? data.newId(eventCollections.events) : null;
      fireUnits(data, planCreateEvents({ actor, drafts, ids, seriesId, now: nowIso() }), fail(eventTexts.saveFailed));
      return ids;
    },
    /**
     * One submit of the edit form: the event itself when the form changed it, and for `This and
     * following events` the later events this edit changed, each with its draft (series-edit.ts),
     * all under one edit id and packed into batches together; the later events' answers' copied
     * start follows once their answers are read (the device's copy when the server is silent).
     */
    edit(own: EventEdit | null, following: readonly { event: TeamEvent; draft: EventDraft }[]): void {
      const now = nowIso();
      const edits = [...(own ? [own] : []), ...following.map((each) => ({ ...each, answerIds: [] }))];
      // the events at once, like every write; their answers' copies once the answers are read
      fireUnits(data, planEventEdit({ actor, edits, newId, now }), fail(eventTexts.saveFailed));
      const moved = following.filter(({ event, draft }) => draft.startsAt.getTime() !== event.startsAt.getTime());
      const first = moved[0];
      if (!first) return;
      void readAnswerIds(
        data,
        first.event.teamId,
        moved.map(({ event }) => event.id),
      ).then(
        (answers) =>
          fireUnits(
            data,
            moved.flatMap(({ event, draft }) =>
              planAnswerStarts({ actor, event, startsAt: draft.startsAt, answerIds: answers.get(event.id) ?? [], now }),
            ),
            fail(eventTexts.saveFailed),
          ),
        // unread: the copies stay as they were (docs/team-life.md "Known gaps")
        () => {},
      );
    },
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
    /**
     * An answer for myself, my child, or (staff) anyone; it names me as who gave it. Refused when it reaches the server
     * after the close or after the event was cancelled (staff's too): the device's copy reverts, `onRefused` lets the
     * screen drop the choice it showed, and the toast says so.
     */
    answer(event: TeamEvent, personId: string, status: AnswerStatus, onRefused?: () => void): void {
      const refused = (error: unknown) => {
        onRefused?.();
        if (isDataError(error, 'permission-denied')) toast.error(eventTexts.answersClosed);
        else toastFailure('Could not save the answer', error);
      };
      fireUnits(data, [planAnswer({ actor, event, personId, status, now: nowIso() })], refused);
    },
    note(event: TeamEvent, personId: string, note: Pick<AnswerNote, 'reason' | 'note'>): void {
      const refused = (error: unknown) =>
        isDataError(error, 'permission-denied')
          ? toast.error(eventTexts.answersClosed)
          : toastFailure('Could not save the reason', error);
      fireUnits(data, [planAnswerNote({ actor, event, personId, note, now: nowIso() })], refused);
    },
    attendance(event: TeamEvent, present: ReadonlyMap<string, boolean>): void {
      fireUnits(data, [planAttendance({ actor, event, present, now: nowIso() })], fail('Could not save attendance'));
    },
  };
}

export type EventActions = NonNullable<ReturnType<typeof useEventActions>>;
