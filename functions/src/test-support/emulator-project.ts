import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import functionsTest from 'firebase-functions-test';
import type { PushSend } from '../handlers/web-push-send';
import type { Wiring } from '../triggers';

/**
 * Test support: the functions against Google's Firestore emulator named by
 * FIRESTORE_EMULATOR_HOST (scripts/firestore-emulator.mjs), each test in an emulator project of
 * its own, through `firebase-functions-test` in online mode: its triggers are handed snapshots
 * read from the emulator, and what they write is read back from it.
 */

export const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

/**
 * How long one handler test may wait on the emulator: a bound on waiting, not a speed claim. A
 * test takes 1-16 s here beside a CI run (the first Admin SDK connection of a file is the slow
 * part); the permission table's suites run alongside and can slow the emulator several times over.
 */
export const HANDLER_TEST_TIMEOUT_MS = 120_000;

export interface EmulatorProject {
  projectId: string;
  db: Firestore;
  /** the wiring the triggers are made with in this project */
  wiring(push?: PushSend): Wiring;
  /** firebase-functions-test's `wrap`, in online mode for this project */
  wrap: ReturnType<typeof functionsTest>['wrap'];
  close(): Promise<void>;
}

const noPush: PushSend = async () => ({ outcome: 'failed', error: 'no push service in this test' });

export function openEmulatorProject(name: string): EmulatorProject {
  const projectId = `demo-functions-${name}-${randomBytes(3).toString('hex')}`;
  const testEnv = functionsTest({ projectId });
  const app = initializeApp({ projectId }, projectId);
  const db = getFirestore(app);
  return {
    projectId,
    db,
    wiring: (push = noPush) => ({ db: () => db, push: () => push }),
    wrap: testEnv.wrap,
    async close() {
      testEnv.cleanup();
      await deleteApp(app);
    },
  };
}

/** The ids of the outbox entries stored, sorted. */
export async function outboxIds(db: Firestore): Promise<string[]> {
  return (await db.collection('outbox').get()).docs.map((doc) => doc.id).sort();
}

/**
 * A team as the app stores it: `U12 Lions` in London, its owner the coach (squad role `Coach`),
 * two adult players, and Mum's two children Leo and Mia as child members (Mum is their guardian,
 * not a member).
 */
export async function seedTeam(db: Firestore, teamId = 'lions'): Promise<void> {
  const batch = db.batch();
  const at = '2026-11-01T09:00:00.000Z';
  batch.set(db.doc(`teams/${teamId}`), {
    name: 'U12 Lions',
    timeZone: 'Europe/London',
    ownerId: 'coach',
    clubId: null,
  });
  const member = (userId: string, more: Record<string, unknown> = {}) =>
    batch.set(db.doc(`teamMemberships/${teamId}_${userId}`), {
      teamId,
      userId,
      role: 'member',
      squadRole: 'Player',
      displayName: userId,
      groupName: 'U12 Lions',
      parentId: null,
      createdAt: at,
      updatedAt: at,
      ...more,
    });
  member('coach', { role: 'owner', squadRole: 'Coach' });
  member('ana');
  member('ben');
  member('leo', { parentId: 'mum', parentName: 'Mum' });
  member('mia', { parentId: 'mum', parentName: 'Mum' });
  batch.set(db.doc(`teamGuardians/${teamId}_mum`), { teamId, parentId: 'mum', viaChildId: 'leo' });
  for (const [id, firstName] of [
    ['leo', 'Leo'],
    ['mia', 'Mia'],
  ] as const)
    batch.set(db.doc(`users/${id}`), { uid: null, firstName, lastName: 'Smith', linkedParentId: 'mum', role: 'Child' });
  batch.set(db.doc('users/mum'), {
    uid: 'mum',
    firstName: 'Mum',
    lastName: 'Smith',
    linkedParentId: null,
    role: 'Parent',
  });
  await batch.commit();
}

/** An event of that team as the app writes it (startsAt and endsAt as instants). */
export function eventData(teamId: string, startsAt: Date, more: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    teamId,
    type: 'training',
    title: 'Training',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 90 * 60_000),
    timeZone: 'Europe/London',
    meetTime: '',
    location: 'Pitch 3',
    opponent: '',
    notes: '',
    defaultGoing: false,
    status: 'scheduled',
    cancelReason: '',
    seriesId: null,
    sequence: 0,
    createdBy: 'coach',
    createdAt: new Date(startsAt.getTime() - 7 * 86_400_000).toISOString(),
    updatedAt: new Date(startsAt.getTime() - 7 * 86_400_000).toISOString(),
    ...more,
  };
}
