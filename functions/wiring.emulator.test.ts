// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, type App, initializeApp } from 'firebase-admin/app';
import { type DocumentData, type DocumentSnapshot, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorDevice, openEmulatorDevice } from '../assurance/firebase/emulator-port.test-support';
import { planLeaveGuardian } from '../src/domain/children/guardians';
import { eventCollections } from '../src/domain/events/event-collections';
import { planCreateEvents, planDeleteEvents } from '../src/domain/events/event-plans';
import { toEvent } from '../src/domain/events/event-records';
import type { Actor } from '../src/domain/groups/actor';
import { createTeam } from '../src/domain/groups/create-group';
import { fireUnits } from '../src/domain/writes/fire-units';

/**
 * The functions' wiring (docs/notifications.md "Tests"), run by scripts/test-functions-wiring.mjs
 * inside the Auth, Functions and Hosting emulators, with Google's Firestore emulator judging
 * firestore.rules and its triggers registered with the Functions emulator: a verified coach's new
 * event, written through the app's Firebase DataPort, fires `eventWritten`, whose outbox entry
 * fires the sender; the calendar feed answers through Hosting's `/calendar/**` rewrite; a delete
 * from a device that read none of the event's answers has them deleted by `eventWritten`; a first
 * guardian's `Remove` fires `guardianshipWritten`, told to the child's other guardians.
 * Skipped, saying so, outside that run.
 */
const projectId = process.env.WIRING_PROJECT_ID ?? '';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const hostingHost = process.env.WIRING_HOSTING_HOST ?? '';
const figuresDir = process.env.WIRING_FIGURES_DIR;
const inWiringRun = Boolean(projectId && authHost && hostingHost && process.env.FIRESTORE_EMULATOR_HOST);
if (!inWiringRun) console.info('functions wiring skipped: run it with npm run test:functions');

/** a bound on waiting for the emulators (a cold function takes ~12 s beside a CI run), not a speed claim */
const WAIT_MS = 90_000;
const DAY = 86_400_000;
const figures: Record<string, number> = {};

/** Resolves with the snapshot of `path` once `ready` holds for it, and how long that took from `since`. */
function waitForSnapshot(
  db: Firestore,
  path: string,
  ready: (snapshot: DocumentSnapshot) => boolean,
  since: number,
  what: string,
) {
  return new Promise<{ snapshot: DocumentSnapshot; ms: number }>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${path} ${what} within ${WAIT_MS / 1000} s`));
    }, WAIT_MS);
    const stop = db.doc(path).onSnapshot((snapshot) => {
      if (!ready(snapshot)) return;
      clearTimeout(timer);
      stop();
      resolve({ snapshot, ms: Date.now() - since });
    }, reject);
  });
}

/** The document once `ready(data)` holds, and how long that took from `since`. */
async function waitForDoc(db: Firestore, path: string, ready: (data: DocumentData) => boolean, since: number) {
  const found = await waitForSnapshot(
    db,
    path,
    (s) => s.exists && ready(s.data() as DocumentData),
    since,
    'was not as expected',
  );
  return { data: found.snapshot.data() as DocumentData, ms: found.ms };
}

/** Resolves once the document at `path` is gone, with how long that took from `since`. */
async function waitForGone(db: Firestore, path: string, since: number) {
  return (await waitForSnapshot(db, path, (s) => !s.exists, since, 'was still there')).ms;
}

/** Signs up, verifies through the Auth emulator's mailed link, and answers the verified user. */
async function signUpVerified(device: EmulatorDevice, email: string) {
  await device.auth.signUp(email, 'secret-123');
  await device.auth.sendVerification();
  const mail = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await mail.json()) as { oobCodes: { email: string; oobLink: string }[] };
  const link = oobCodes.filter((each) => each.email === email).at(-1)?.oobLink;
  if (!link) throw new Error(`no verification mail for ${email}`);
  expect((await fetch(link)).ok).toBe(true);
  const user = await device.auth.reload();
  if (!user?.emailVerified) throw new Error('the address is not verified after opening the link');
  return user;
}

describe.skipIf(!inWiringRun)('the functions in the emulators', { timeout: WAIT_MS * 2 }, () => {
  let device: EmulatorDevice;
  let admin: App;
  let db: Firestore;
  let coach: Actor;
  let teamId = '';
  let eventId = '';
  const refusals: unknown[] = [];
  const refused = (error: unknown) => refusals.push(error);

  beforeAll(async () => {
    device = openEmulatorDevice(projectId, authHost);
    admin = initializeApp({ projectId }, 'wiring-admin');
    db = getFirestore(admin);
    const user = await signUpVerified(device, `coach-${Date.now()}@example.test`);
    coach = { uid: user.uid, personId: user.uid, displayName: 'Casey Coach', firstName: 'Casey' };
    // the coach's profile names them as their membership will (the rules take no other name)
    await db.doc(`users/${user.uid}`).set({ firstName: 'Casey', lastName: 'Coach' }, { merge: true });
    const created = createTeam(
      { data: device.data, actor: coach, report: (_message, error) => refused(error) },
      { name: 'U12 Lions', ageGroup: 'U12', notes: '', clubId: null, timeZone: 'Europe/London', colour: 'green' },
    );
    if (!created.ok) throw new Error(created.error);
    teamId = created.value.id;
    expect(await device.data.allWritesSynced(WAIT_MS)).toBe(true);
    expect(refusals).toEqual([]);
    // the rest of the squad, as joins would have written it: a player, and a child whose parent guards the team
    const at = new Date().toISOString();
    const membership = (userId: string, more: Record<string, unknown>) => ({
      teamId,
      userId,
      role: 'member',
      squadRole: 'Player',
      groupName: 'U12 Lions',
      parentId: null,
      createdAt: at,
      updatedAt: at,
      ...more,
    });
    const batch = db.batch();
    batch.set(db.doc(`teamMemberships/${teamId}_ana`), membership('ana', { displayName: 'Ana Player' }));
    batch.set(
      db.doc(`teamMemberships/${teamId}_leo`),
      membership('leo', { displayName: 'Leo Smith', parentId: 'mum', parentName: 'Mum' }),
    );
    batch.set(db.doc(`teamGuardians/${teamId}_mum`), { teamId, parentId: 'mum', viaChildId: 'leo' });
    batch.set(db.doc('users/leo'), { uid: null, firstName: 'Leo', lastName: 'Smith', linkedParentId: 'mum' });
    await batch.commit();
  });

  afterAll(async () => {
    await device?.stop();
    if (admin) await deleteApp(admin);
    if (figuresDir) writeFileSync(join(figuresDir, 'test.json'), JSON.stringify(figures));
  });

  it("a new event written through the app's DataPort fires eventWritten: one entry for the team's readers, then the sender", async () => {
    const startsAt = new Date(Math.ceil((Date.now() + 10 * DAY) / 3_600_000) * 3_600_000);
    eventId = device.data.newId('events');
    const firedAt = Date.now();
    fireUnits(
      device.data,
      planCreateEvents({
        actor: coach,
        drafts: [
          {
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
            answerBy: null,
            defaultGoing: false,
          },
        ],
        ids: [eventId],
        seriesId: null,
        now: new Date().toISOString(),
      }),
      refused,
    );

    const entry = await waitForDoc(db, `outbox/event-created_${eventId}`, () => true, firedAt);
    figures.triggerMs = entry.ms;
    expect(refusals).toEqual([]);
    expect(entry.data).toMatchObject({
      kind: 'event-created',
      subject: { kind: 'event', id: eventId, groupKind: 'team', groupId: teamId },
      // the team's readers but the coach who made it (docs/notifications.md "Who is told")
      recipients: ['ana', 'leo', 'mum'],
      namesFor: { mum: 'Leo' },
      title: 'U12 Lions: New event: Training',
      url: `/events/${eventId}`,
      tag: `event-${eventId}`,
    });
    expect(entry.data.body).toMatch(/ · Pitch 3$/);
    expect((await db.collection('outbox').get()).docs.map((doc) => doc.id)).toEqual([`event-created_${eventId}`]);

    // the entry's own trigger ran the sender: nobody here has a device subscribed
    const sent = await waitForDoc(
      db,
      `outbox/event-created_${eventId}`,
      (data) => entry.data.recipients.every((id: string) => data.results?.[id]?.status === 'no-device'),
      firedAt,
    );
    figures.senderMs = sent.ms;
  });

  it("answers the person's calendar feed through Hosting's /calendar/** rewrite, and 404 for an unknown token", async () => {
    const token = randomBytes(16).toString('hex');
    await db.doc(`calendarFeeds/${token}`).set({ personId: coach.uid, createdAt: new Date().toISOString() });
    const askedAt = Date.now();
    const feed = await fetch(`http://${hostingHost}/calendar/${token}.ics`);
    figures.feedMs = Date.now() - askedAt;
    const body = await feed.text();
    expect(feed.status, body).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(body).toContain('BEGIN:VCALENDAR');
    const unfolded = body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`UID:${eventId}@pitchside.app`);
    // the event's link is on the host the calendar asked (Hosting forwards it), not the function's own
    expect(unfolded).toContain(`http://${hostingHost}/events/${eventId}`);

    const unknown = await fetch(`http://${hostingHost}/calendar/${randomBytes(16).toString('hex')}.ics`);
    expect(unknown.status).toBe(404);
    // every other path is still the app's
    const shell = await fetch(`http://${hostingHost}/schedule`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('app shell');
  });

  it("a delete from a device that read none of the event's answers: eventWritten deletes them on the server", async () => {
    // Ana answered from her phone, with a note; the coach's phone deletes the event having read neither
    const answer = `${eventId}_ana`;
    await db.doc(`${eventCollections.answers}/${answer}`).set({ eventId, teamId, personId: 'ana', answer: 'maybe' });
    await db.doc(`${eventCollections.answerNotes}/${answer}`).set({ eventId, teamId, personId: 'ana', note: 'Late' });
    const stored = await device.data.get(eventCollections.events, eventId);
    if (!stored) throw new Error('the event is not there to delete');
    const deletedAt = Date.now();
    fireUnits(
      device.data,
      planDeleteEvents({
        actor: coach,
        events: [toEvent(stored)],
        parts: { eventAnswers: [], eventAnswerNotes: [], eventAttendance: [] },
      }),
      refused,
    );
    figures.tidyMs = Math.max(
      await waitForGone(db, `${eventCollections.answers}/${answer}`, deletedAt),
      await waitForGone(db, `${eventCollections.answerNotes}/${answer}`, deletedAt),
    );
    expect(refusals).toEqual([]);
    expect((await db.doc(`${eventCollections.events}/${eventId}`).get()).exists).toBe(false);
  });

  it("a first guardian's Remove through the app's DataPort fires guardianshipWritten: told to the others", async () => {
    // the coach made Sam's profile; Kim and Jo hold places beside them
    const at = new Date().toISOString();
    const batch = db.batch();
    batch.set(db.doc('users/sam'), {
      uid: null,
      firstName: 'Sam',
      lastName: 'Coach',
      role: 'Child',
      linkedParentId: coach.uid,
      guardian1: 'kim',
      guardian2: 'jo',
      guardian3: null,
    });
    for (const guardianId of ['kim', 'jo'])
      batch.set(db.doc(`guardianships/sam_${guardianId}`), {
        childId: 'sam',
        guardianId,
        guardianName: guardianId === 'jo' ? 'Jo Lee' : 'Kim Lee',
        createdAt: at,
      });
    await batch.commit();
    const removedAt = Date.now();
    device.data.batch(
      planLeaveGuardian({ childId: 'sam', place: '2', guardianId: 'jo', groups: [], now: at }),
      refused,
    );
    const told = await new Promise<DocumentData>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no guardians' entry within ${WAIT_MS / 1000} s`)), WAIT_MS);
      const stop = db
        .collection('outbox')
        // the seeded pointers told of Kim and Jo as added: the removal's entry is the one awaited
        .where('body', '==', 'Jo Lee is no longer a guardian of Sam')
        .onSnapshot((found) => {
          const doc = found.docs[0];
          if (!doc) return;
          clearTimeout(timer);
          stop();
          resolve(doc.data());
        }, reject);
    });
    figures.guardiansMs = Date.now() - removedAt;
    expect(refusals).toEqual([]);
    expect(told).toMatchObject({
      subject: { kind: 'child', id: 'sam' },
      kind: 'guardians',
      // Jo, who is gone, is not told; the emulator names every write's principal
      // `fake-auth-id@gmail.com`, so the coach who removed them is told here too
      recipients: [coach.uid, 'kim'].sort(),
      title: "Sam's guardians",
      url: '/edit-child/sam',
    });
  });
});
