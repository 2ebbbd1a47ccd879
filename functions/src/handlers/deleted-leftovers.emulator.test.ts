// @vitest-environment node
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type EmulatorProject,
  emulatorHost,
  eventData,
  HANDLER_TEST_TIMEOUT_MS,
  openEmulatorProject,
  seedTeam,
} from '../test-support/emulator-project';
import { announcementDeletedTrigger, eventWrittenTrigger } from '../triggers';

/**
 * What a delete leaves on the server, tidied by its trigger (docs/notifications.md "Tidying after a
 * delete") on Google's Firestore emulator, through firebase-functions-test in online mode.
 * Skipped, saying so, without an emulator.
 */
if (!emulatorHost) console.info('Functions leftovers tests skipped: FIRESTORE_EMULATOR_HOST is not set');

const DAY = 86_400_000;

const idsOf = async (db: Firestore, collection: string) =>
  (await db.collection(collection).get()).docs.map((doc) => doc.id).sort();

/** An answer, its note and, when `attended`, the attendance of `eventId`, as the app stores them. */
async function seedBelongings(db: Firestore, eventId: string, people: string[]) {
  const batch = db.batch();
  for (const personId of people) {
    const id = `${eventId}_${personId}`;
    batch.set(db.doc(`eventAnswers/${id}`), { eventId, teamId: 'lions', personId, answer: 'maybe' });
    batch.set(db.doc(`eventAnswerNotes/${id}`), { eventId, teamId: 'lions', personId, note: 'Late back' });
  }
  batch.set(db.doc(`eventAttendance/${eventId}`), { eventId, teamId: 'lions', present: people });
  await batch.commit();
}

describe.skipIf(!emulatorHost)('the leftovers of a delete', { timeout: HANDLER_TEST_TIMEOUT_MS }, () => {
  let project: EmulatorProject;
  afterEach(async () => {
    await project?.close();
  });

  it("a deleted event takes every answer, note and its attendance, and no other event's", async () => {
    project = openEmulatorProject('event-deleted');
    const { db } = project;
    await seedTeam(db);
    const fire = project.wrap(eventWrittenTrigger(project.wiring()));
    const gone: DocumentReference = db.collection('events').doc('ev1');
    await gone.set(eventData('lions', new Date(Date.now() + 3 * DAY)));
    await db.doc('events/ev2').set(eventData('lions', new Date(Date.now() + 10 * DAY)));
    await seedBelongings(db, 'ev1', ['ana', 'ben', 'leo']);
    await seedBelongings(db, 'ev2', ['ana']);

    // the deleting phone removed only what it had read: the event and Ana's answer
    const before = await gone.get();
    const batch = db.batch();
    batch.delete(gone);
    batch.delete(db.doc('eventAnswers/ev1_ana'));
    await batch.commit();
    const change = { before, after: await gone.get() };
    await fire({ data: change, params: { eventId: 'ev1' } });

    expect(await idsOf(db, 'eventAnswers')).toEqual(['ev2_ana']);
    expect(await idsOf(db, 'eventAnswerNotes')).toEqual(['ev2_ana']);
    expect(await idsOf(db, 'eventAttendance')).toEqual(['ev2']);
    // a redelivered trigger finds nothing more, and tells no one of a delete
    await fire({ data: change, params: { eventId: 'ev1' } });
    expect(await idsOf(db, 'eventAnswers')).toEqual(['ev2_ana']);
    expect(await idsOf(db, 'outbox')).toEqual([]);
  });

  it('an event written, not deleted, keeps its answers', async () => {
    project = openEmulatorProject('event-kept');
    const { db } = project;
    await seedTeam(db);
    const fire = project.wrap(eventWrittenTrigger(project.wiring()));
    const ref = db.collection('events').doc('ev1');
    const data = eventData('lions', new Date(Date.now() + 3 * DAY));
    await ref.set(data);
    await seedBelongings(db, 'ev1', ['ana']);
    const before = await ref.get();
    await ref.set({ ...data, status: 'cancelled', cancelReason: 'Pitch waterlogged', sequence: 1, editId: 'c1' });
    await fire({ data: { before, after: await ref.get() }, params: { eventId: 'ev1' } });
    expect(await idsOf(db, 'eventAnswers')).toEqual(['ev1_ana']);
    expect(await idsOf(db, 'eventAttendance')).toEqual(['ev1']);
  });

  it("a deleted announcement takes every seen mark, and no other announcement's", async () => {
    project = openEmulatorProject('announcement-deleted');
    const { db } = project;
    const fire = project.wrap(announcementDeletedTrigger(project.wiring()));
    const ref = db.collection('announcements').doc('an1');
    const posted = { groupKind: 'team', groupId: 'lions', message: 'Kit', authorId: 'coach', postedAt: new Date() };
    await ref.set(posted);
    const batch = db.batch();
    for (const [announcementId, personId] of [
      ['an1', 'ana'],
      ['an1', 'mum'],
      ['an2', 'ana'],
    ]) {
      batch.set(db.doc(`announcementSeen/${announcementId}_${personId}`), {
        announcementId,
        groupKind: 'team',
        groupId: 'lions',
        personId,
        postedAt: posted.postedAt,
        seenAt: new Date(),
      });
    }
    await batch.commit();
    const snapshot = await ref.get();
    await ref.delete();
    await fire({ data: snapshot, params: { id: 'an1' } });
    expect(await idsOf(db, 'announcementSeen')).toEqual(['an2_ana']);
  });
});
