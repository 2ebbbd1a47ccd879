// @vitest-environment node
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type EmulatorProject,
  emulatorHost,
  HANDLER_TEST_TIMEOUT_MS,
  openEmulatorProject,
  outboxIds,
} from '../test-support/emulator-project';
import { guardianshipWrittenTrigger } from '../triggers';

/**
 * The guardians' trigger on Google's Firestore emulator (docs/notifications.md "Who is told"),
 * through firebase-functions-test in online mode: a guardian's pointer made or deleted, the
 * child's other guardians told once. Skipped, saying so, without an emulator.
 */
if (!emulatorHost) console.info('Functions guardians tests skipped: FIRESTORE_EMULATOR_HOST is not set');

const DAY = 86_400_000;

/** Sam, whose first guardian is Alex and who has Kim in a place; Jo about to join or leave. */
async function seedChild(db: Firestore, places: Record<string, string | null>) {
  await db.doc('users/sam').set({
    firstName: 'Sam',
    lastName: 'Lee',
    role: 'Child',
    linkedParentId: 'alex',
    guardian1: 'kim',
    guardian2: null,
    guardian3: null,
    ...places,
  });
}

const pointer = { childId: 'sam', guardianId: 'jo', guardianName: 'Jo Lee', createdAt: '2026-12-01T10:00:00.000Z' };

describe.skipIf(!emulatorHost)('guardianshipWritten', { timeout: HANDLER_TEST_TIMEOUT_MS }, () => {
  let project: EmulatorProject;
  afterEach(async () => {
    await project?.close();
  });

  const fire = async (before: Record<string, unknown> | null, after: Record<string, unknown> | null, more = {}) => {
    const { db } = project;
    const ref = db.doc('guardianships/sam_jo');
    if (before) await ref.set(before);
    const beforeSnap = await ref.get();
    if (after) await ref.set(after);
    else await ref.delete();
    const afterSnap = await ref.get();
    const trigger = project.wrap(guardianshipWrittenTrigger(project.wiring()));
    const event = { data: { before: beforeSnap, after: afterSnap }, params: { id: 'sam_jo' }, id: 'ev1', ...more };
    await trigger(event);
    // a redelivery of the same event writes nothing new
    await trigger(event);
  };

  it('an invitation accepted: the first guardian and the other guardian are told, each once, for a week', async () => {
    project = openEmulatorProject('guardian-added');
    await seedChild(project.db, { guardian2: 'jo' });
    await fire(null, pointer, { authType: 'unknown', authId: 'jo' });
    expect(await outboxIds(project.db)).toEqual(['guardians_ev1']);
    const entry = (await project.db.doc('outbox/guardians_ev1').get()).data();
    expect(entry).toMatchObject({
      kind: 'guardians',
      recipients: ['alex', 'kim'],
      title: "Sam's guardians",
      body: 'Jo Lee is now a guardian of Sam',
      url: '/edit-child/sam',
      namesFor: {},
    });
    expect(entry?.expiresAt.toMillis() - entry?.notBefore.toMillis()).toBe(7 * DAY);
  });

  it('a guardian removed by the first guardian: the other guardians are told, not the one who removed', async () => {
    project = openEmulatorProject('guardian-removed');
    await seedChild(project.db, {});
    await fire(pointer, null, { authType: 'unknown', authId: 'alex' });
    const entry = (await project.db.doc('outbox/guardians_ev1').get()).data();
    expect(entry).toMatchObject({ recipients: ['kim'], body: 'Jo Lee is no longer a guardian of Sam' });
  });

  it('a guardian who accepted before giving a name is told of by the address they were invited at', async () => {
    project = openEmulatorProject('guardian-unnamed');
    await seedChild(project.db, { guardian2: 'jo' });
    await project.db.doc('users/jo').set({ firstName: '', lastName: '', email: 'jo@example.com', role: 'Parent' });
    await fire(null, { ...pointer, guardianName: '' });
    const entry = (await project.db.doc('outbox/guardians_ev1').get()).data();
    expect(entry?.body).toBe('jo@example.com is now a guardian of Sam');
  });

  it('the pointer of a guardian the child was handed to (their first guardian left Pitchside) tells nobody', async () => {
    project = openEmulatorProject('guardian-handover');
    await seedChild(project.db, { linkedParentId: 'jo', guardian2: null });
    await fire(pointer, null, { authType: 'unknown', authId: 'alex' });
    expect(await outboxIds(project.db)).toEqual([]);
  });

  it('a rename of the pointer, and the delete that comes with the child’s own, tell nobody', async () => {
    project = openEmulatorProject('guardian-quiet');
    await seedChild(project.db, { guardian2: 'jo' });
    await fire(pointer, { ...pointer, guardianName: 'Jo Lee-Smith' });
    await project.db.doc('users/sam').delete();
    await fire(pointer, null);
    expect(await outboxIds(project.db)).toEqual([]);
  });
});
