import { isDataError } from '../../../backend/ports';
import { toast } from '../../../lib/toast';
import { fireUnits, nowIso } from '../../../domain/writes/fire-units';
import { toastFailure } from '../../../domain/writes/report';
import { planAnswer, planAnswerNote } from '../../../domain/events/event-plans';
import type { AnswerNote, AnswerStatus, TeamEvent } from '../../../domain/events/event-records';
import { eventTexts } from '../../../domain/events/event-texts';
import { type EventWriter, useEventWrites } from './event-writer';

/** Answering an event, and the reason and note of an answer. */
export function answerActions({ actor, data }: EventWriter) {
  return {
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
  };
}

/** What the schedule's cards need: answers and reasons, with who writes them. */
export const useAnswerActions = () => useEventWrites(answerActions);

export type AnswerActions = NonNullable<ReturnType<typeof useAnswerActions>>;
