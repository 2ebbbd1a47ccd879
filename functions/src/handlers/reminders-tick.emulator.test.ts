// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  type EmulatorProject,
  emulatorHost,
  HANDLER_TEST_TIMEOUT_MS,
  eventData,
  openEmulatorProject,
  outboxIds,
  seedTeam,
} from '../test-support/emulator-project';
import { remindersEvery15Trigger } from '../triggers';

/**
 * The 15-minute scheduler on Google's Firestore emulator, run as Cloud Scheduler would call it
 * (`.run()`: firebase-functions-test cannot wrap `onSchedule`). Skipped, saying so, without an emulator.
 */
if (!emulatorHost) console.info('Functions reminder tests skipped: FIRESTORE_EMULATOR_HOST is not set');

const HOUR = 3_600_000;

describe.skipIf(!emulatorHost)('remindersEvery15', { timeout: HANDLER_TEST_TIMEOUT_MS }, () => {
  let project: EmulatorProject;
  afterEach(async () => {
    await project?.close();
  });

  it('reminds the squad members who have not answered, once per deadline; a second tick writes nothing new', async () => {
    project = openEmulatorProject('reminders');
    const { db } = project;
    await seedTeam(db);
    const now = new Date();
    const soon = new Date(now.getTime() + 20 * HOUR);
    const answerBy = new Date(now.getTime() + 10 * HOUR);
    const batch = db.batch();
    batch.set(db.doc('events/due'), eventData('lions', soon));
    batch.set(db.doc('events/by-answer'), eventData('lions', new Date(now.getTime() + 72 * HOUR), { answerBy }));
    batch.set(db.doc('events/going-unless'), eventData('lions', soon, { defaultGoing: true }));
    batch.set(db.doc('events/called-off'), eventData('lions', soon, { status: 'cancelled' }));
    batch.set(
      db.doc('events/just-made'),
      eventData('lions', soon, { createdAt: new Date(now.getTime() - HOUR).toISOString() }),
    );
    batch.set(db.doc('events/far'), eventData('lions', new Date(now.getTime() + 30 * HOUR)));
    for (const [personId, status] of [
      ['ana', 'going'],
      ['leo', 'notGoing'],
    ])
      batch.set(db.doc(`eventAnswers/due_${personId}`), {
        eventId: 'due',
        teamId: 'lions',
        personId,
        status,
        answeredBy: personId,
      });
    await batch.commit();

    const tick = remindersEvery15Trigger(project.wiring());
    await tick.run({ scheduleTime: now.toISOString(), jobName: 'test' } as never);
    const expected = [`reminder_by-answer_${answerBy.getTime()}`, `reminder_due_${soon.getTime()}`].sort();
    expect(await outboxIds(db)).toEqual(expected);
    const due = (await db.doc(`outbox/reminder_due_${soon.getTime()}`).get()).data();
    // not the coach (staff), not Ana or Leo (answered); Mia, who reads, and Mum for her, once
    expect(due).toMatchObject({
      kind: 'reminder',
      recipients: ['ben', 'mia', 'mum'],
      namesFor: { mum: 'Mia' },
      title: 'U12 Lions: Training: are you going?',
      url: '/events/due',
      actions: [
        { action: 'going', title: 'Going' },
        { action: 'notGoing', title: 'Not going' },
      ],
    });
    expect(due?.expiresAt.toMillis()).toBe(soon.getTime());
    const byAnswer = (await db.doc(`outbox/reminder_by-answer_${answerBy.getTime()}`).get()).data();
    expect(byAnswer?.recipients).toEqual(['ana', 'ben', 'leo', 'mia', 'mum']);
    expect(byAnswer?.namesFor).toEqual({ mum: 'Leo and Mia' });

    await tick.run({ scheduleTime: new Date(now.getTime() + 15 * 60_000).toISOString(), jobName: 'test' } as never);
    expect(await outboxIds(db)).toEqual(expected);
    const again = (await db.doc(`outbox/reminder_due_${soon.getTime()}`).get()).data();
    expect(again?.createdAt.toMillis()).toBe(due?.createdAt.toMillis());
  });
});
