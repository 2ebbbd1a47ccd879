import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORLD } from '../../../assurance/contract/rules-world';
import {
  openTestBackend,
  outcomeOf,
  readStoredDoc,
  seedDocs,
  signInAs,
  storedIds,
  type TestBackend,
} from '../../../assurance/local/local-test-kit';
import { isDataError } from '../../backend/ports';
import { fireUnits } from '../writes/fire-units';
import type { WriteUnit } from '../../backend/batch-splitter';
import { answerId } from './event-collections';
import { NOW, coachH, memberM, guardianG, newId } from '../../../assurance/domain/events/event-world.test-support';
import { planAnswer, planAnswerNote, planSaveEvent } from './event-plans';
import { planCancelEvents } from './edit-plans';
import { type TeamEvent, toEvent } from './event-records';

/**
 * A cancelled event takes no answer, as the local backend judges the planners' writes with
 * firestore.rules (as Firestore would): an answer or a note fired from a device that still shows
 * the event scheduled (offline while the coach cancelled it) is refused when it reaches the
 * server, whoever sends it, staff included, and leaves nothing on the device (the screen then says
 * `Answers are closed`). Only the staff's copy of a moved start still follows the event.
 */

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, WORLD);
});
afterEach(() => t.cleanup());

const stored = async (id: string): Promise<TeamEvent> => {
  const data = await readStoredDoc(t.db, `events/${id}`);
  if (!data) throw new Error(`no event ${id}`);
  return toEvent({ id, data, pending: false });
};
const fire = (units: WriteUnit[]) =>
  outcomeOf(t.backend.data, (onRefused) => fireUnits(t.backend.data, units, onRefused));
const refused = (units: WriteUnit[]) =>
  expect(fire(units)).rejects.toSatisfy((error) => isDataError(error, 'permission-denied'));

/** e1 as a device saw it while scheduled, then cancelled by the Coach on the server */
async function cancelE1(): Promise<TeamEvent> {
  const seen = await stored('e1');
  await signInAs(t.db, coachH);
  await fire(planCancelEvents({ actor: coachH, events: [seen], reason: 'Pitch frozen', newId, now: NOW }));
  expect((await stored('e1')).status).toBe('cancelled');
  return seen;
}

describe('answers to a cancelled event, judged by the rules', () => {
  it('an answer and a note from a device that still shows it scheduled are refused, and nothing stays', async () => {
    const seen = await cancelE1();
    for (const [actor, personId] of [
      [memberM, 'memberM'],
      [guardianG, 'childG'],
      [coachH, 'memberM'],
    ] as const) {
      await signInAs(t.db, actor);
      const id = answerId('e1', personId);
      const answerBefore = await readStoredDoc(t.db, `eventAnswers/${id}`);
      const noteBefore = await readStoredDoc(t.db, `eventAnswerNotes/${id}`);
      await refused([planAnswer({ actor, event: seen, personId, status: 'maybe', now: NOW })]);
      await refused([
        planAnswerNote({ actor, event: seen, personId, note: { reason: 'Work', note: 'Late shift' }, now: NOW }),
      ]);
      expect(await readStoredDoc(t.db, `eventAnswers/${id}`)).toEqual(answerBefore);
      expect(await readStoredDoc(t.db, `eventAnswerNotes/${id}`)).toEqual(noteBefore);
    }
  });

  it('a cancelled event moved by its staff still moves its answers’ copied start', async () => {
    await cancelE1();
    const cancelled = await stored('e1');
    const answers = (await storedIds(t.db, 'eventAnswers')).filter((id) => id.startsWith('e1_'));
    expect(answers.length).toBeGreaterThan(0);
    const startsAt = new Date(cancelled.startsAt.getTime() + 86_400_000);
    const changes = { startsAt, endsAt: new Date(cancelled.endsAt.getTime() + 86_400_000) };
    await fire(
      planSaveEvent({
        actor: coachH,
        event: cancelled,
        changes,
        answerIds: answers,
        editId: newId('events'),
        now: NOW,
      }),
    );
    for (const id of answers) expect((await readStoredDoc(t.db, `eventAnswers/${id}`))?.startsAt).toEqual(startsAt);
  });
});
