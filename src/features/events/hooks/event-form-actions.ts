import { fireUnits, nowIso } from '../../../domain/writes/fire-units';
import { type EventDraft, planAnswerStarts, planCreateEvents } from '../../../domain/events/event-plans';
import { type EventEdit, planEventEdit } from '../../../domain/events/edit-plans';
import type { TeamEvent } from '../../../domain/events/event-records';
import { eventCollections } from '../../../domain/events/event-collections';
import { readAnswerIds } from '../../../domain/events/event-queries';
import { eventTexts } from '../../../domain/events/event-texts';
import { type EventWriter, useEventWrites } from './event-writer';

/** The new and edit event forms' operations: creating events, and one submit of an edit. */
export function eventFormActions({ actor, data, fail, newId }: EventWriter) {
  return {
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
  };
}

export const useEventFormActions = () => useEventWrites(eventFormActions);

export type EventFormActions = NonNullable<ReturnType<typeof useEventFormActions>>;
