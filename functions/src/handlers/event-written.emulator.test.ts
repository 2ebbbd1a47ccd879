// @vitest-environment node
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
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
import { announcementCreatedTrigger, eventWrittenTrigger } from '../triggers';

/**
 * The event and announcement triggers on Google's Firestore emulator (scripts/firestore-emulator.mjs),
 * through firebase-functions-test in online mode: real snapshots of real writes in, outbox entries
 * out. Skipped, saying so, without an emulator.
 */
if (!emulatorHost) console.info('Functions trigger tests skipped: FIRESTORE_EMULATOR_HOST is not set');

const DAY = 86_400_000;

/** Writes the document (or deletes it: null) and returns the snapshots a trigger is handed. */
async function write(ref: DocumentReference, data: Record<string, unknown> | null) {
  const before = await ref.get();
  if (data) await ref.set(data);
  else await ref.delete();
  return { before, after: await ref.get() };
}

describe.skipIf(!emulatorHost)('eventWritten and announcementCreated', { timeout: HANDLER_TEST_TIMEOUT_MS }, () => {
  let project: EmulatorProject;
  const open = async (name: string) => {
    project = openEmulatorProject(name);
    await seedTeam(project.db);
    const trigger = project.wrap(eventWrittenTrigger(project.wiring()));
    const fire = (ref: DocumentReference, change: { before: DocumentSnapshot; after: DocumentSnapshot }) =>
      trigger({ data: change, params: { eventId: ref.id } });
    return { db: project.db, fire };
  };
  afterEach(async () => {
    await project?.close();
  });

  it('a new event: one entry for the team’s readers, the parent once for both children; a replay writes nothing', async () => {
    const { db, fire } = await open('new-event');
    const ref = db.collection('events').doc('ev1');
    const change = await write(ref, eventData('lions', new Date(Date.now() + 3 * DAY)));
    await fire(ref, change);
    expect(await outboxIds(db)).toEqual(['event-created_ev1']);
    const entry = (await db.doc('outbox/event-created_ev1').get()).data();
    expect(entry).toMatchObject({
      kind: 'event-created',
      subject: { kind: 'event', id: 'ev1', groupKind: 'team', groupId: 'lions' },
      // everyone who reads the team but the coach who made it
      recipients: ['ana', 'ben', 'leo', 'mia', 'mum'],
      namesFor: { mum: 'Leo and Mia' },
      title: 'U12 Lions: New event: Training',
      url: '/events/ev1',
      results: {},
    });
    expect(entry?.expiresAt.toMillis()).toBe(change.after.get('startsAt').toMillis());
    const written = (await db.doc('outbox/event-created_ev1').get()).updateTime;
    await fire(ref, change);
    expect(await outboxIds(db)).toEqual(['event-created_ev1']);
    expect((await db.doc('outbox/event-created_ev1').get()).updateTime?.isEqual(written as never)).toBe(true);
  });

  it('a child’s second guardian is told once, as the first is, naming only the child they guard', async () => {
    const { db, fire } = await open('second-guardian');
    // Gran guards Leo beside Mum (a place on his profile, her link to the team)
    await db.doc('users/leo').update({ guardian1: 'gran' });
    await db.doc('teamGuardians/lions_gran').set({ teamId: 'lions', parentId: 'gran', viaChildId: 'leo' });
    const ref = db.collection('events').doc('ev1');
    await fire(ref, await write(ref, eventData('lions', new Date(Date.now() + 3 * DAY))));
    const entry = (await db.doc('outbox/event-created_ev1').get()).data();
    expect(entry?.recipients).toEqual(['ana', 'ben', 'gran', 'leo', 'mia', 'mum']);
    expect(entry?.namesFor).toEqual({ mum: 'Leo and Mia', gran: 'Leo' });
  });

  it('a 12-event series written in one batch: one entry, whichever trigger runs first', async () => {
    const { db, fire } = await open('series');
    const first = Date.now() + 2 * DAY;
    const refs = Array.from({ length: 12 }, (_, week) => db.collection('events').doc(`s1-${week}`));
    const befores = await Promise.all(refs.map((ref) => ref.get()));
    const batch = db.batch();
    refs.forEach((ref, week) => {
      batch.set(ref, eventData('lions', new Date(first + week * 7 * DAY), { seriesId: 'series1' }));
    });
    await batch.commit();
    const afters = await Promise.all(refs.map((ref) => ref.get()));
    await Promise.all(
      refs.map((ref, at) =>
        fire(ref, { before: befores[at] as DocumentSnapshot, after: afters[at] as DocumentSnapshot }),
      ),
    );
    expect(await outboxIds(db)).toEqual(['event-created_series1']);
    const entry = (await db.doc('outbox/event-created_series1').get()).data();
    expect(entry?.title).toBe('U12 Lions: New weekly events: Training');
    expect(entry?.body).toMatch(/^From \w{3} \d{1,2} \w{3}( \d{4})? \d{2}:\d{2}, 12 events · Pitch 3$/);
    expect(entry?.subject.id).toBe('s1-0');
  });

  it('a title-only edit tells nothing; a cancellation tells once per edit, all but its editor', async () => {
    const { db, fire } = await open('edits');
    const ref = db.collection('events').doc('ev2');
    const created = eventData('lions', new Date(Date.now() + 3 * DAY));
    await ref.set(created);
    await fire(ref, await write(ref, { ...created, title: 'Skills session', sequence: 1, editId: 'edit-a' }));
    expect(await outboxIds(db)).toEqual([]);
    const cancel = await write(ref, {
      ...created,
      title: 'Skills session',
      status: 'cancelled',
      cancelReason: 'Pitch waterlogged',
      sequence: 2,
      editId: 'edit-b',
      editedBy: 'coach',
    });
    await fire(ref, cancel);
    await fire(ref, cancel);
    expect(await outboxIds(db)).toEqual(['event-changed_edit-b']);
    const entry = (await db.doc('outbox/event-changed_edit-b').get()).data();
    expect(entry?.title).toBe('U12 Lions: Skills session cancelled');
    // the coach who cancelled it is not told
    expect(entry?.recipients).toEqual(['ana', 'ben', 'leo', 'mia', 'mum']);
    expect(entry?.body).toMatch(/ · Pitch waterlogged$/);
  });

  it('an edit of an event already started tells nothing, nor does a delete', async () => {
    const { db, fire } = await open('started');
    const ref = db.collection('events').doc('ev3');
    const created = eventData('lions', new Date(Date.now() - 10 * 60_000));
    await ref.set(created);
    await fire(ref, await write(ref, { ...created, location: 'Park', sequence: 1, editId: 'late' }));
    await fire(ref, await write(ref, null));
    expect(await outboxIds(db)).toEqual([]);
  });

  it('a new announcement: one entry `announcement_{id}`, living a week', async () => {
    const { db } = await open('announcement');
    const ref = db.collection('announcements').doc('an1');
    const postedAt = new Date();
    await ref.set({
      groupKind: 'team',
      groupId: 'lions',
      message: 'Kit collection on Saturday',
      authorId: 'coach',
      authorName: 'Sam Coach',
      postedAt,
    });
    const trigger = project.wrap(announcementCreatedTrigger(project.wiring()));
    const snapshot = await ref.get();
    await trigger({ data: snapshot, params: { id: 'an1' } });
    await trigger({ data: snapshot, params: { id: 'an1' } });
    expect(await outboxIds(db)).toEqual(['announcement_an1']);
    const entry = (await db.doc('outbox/announcement_an1').get()).data();
    expect(entry).toMatchObject({
      kind: 'announcement',
      title: 'U12 Lions: Announcement from Sam Coach',
      body: 'Kit collection on Saturday',
      url: '/announcements',
      namesFor: { mum: 'Leo and Mia' },
    });
    // its author is not told of their own post
    expect(entry?.recipients).toEqual(['ana', 'ben', 'leo', 'mia', 'mum']);
    const life = entry?.expiresAt.toMillis() - entry?.notBefore.toMillis();
    expect(life).toBe(7 * DAY);
  });
});
