import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openTestBackend,
  outcomeOf,
  seedDocs,
  setSession,
  storedIds,
  type TestBackend,
} from '../../../assurance/local/local-test-kit';
import type { DocData } from '../../backend/ports';
import {
  answer,
  answerNote,
  announcement,
  attendance,
  clubGuardian,
  event,
  seenMark,
  teamGuardian,
} from '../../../assurance/contract/rules-world';
import type { Actor } from './actor';
import { collectionsUnder } from '../schema/belongings';
import { planDeleteGroup } from './cascades-delete';
import { splitWithCost } from '../../../assurance/domain/groups/cascades.test-support';
import {
  AT,
  clubDoc,
  coach,
  depsFor,
  membership,
  teamDoc,
} from '../../../assurance/domain/groups/group-world.test-support';
import { deleteGroup } from './delete-group';

/**
 * Deleting a club or team with everything under it (docs/architecture.md "Deleting a group"), as
 * the local backend judges the batches with firestore.rules and Firestore's rule-read limits:
 * every batch the delete fires must be accepted, and nothing of the group may be left.
 */

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
});
afterEach(() => t.cleanup());

const T = 'coachC-T1';
const K = 'coachC-K1';
const session = (actor: Actor) => ({ uid: actor.uid, email: `${actor.uid}@example.com`, emailVerified: true });
const settle = () => t.backend.data.allWritesSynced(5_000);
const child = (key: 'clubId' | 'teamId', groupId: string, userId: string, parentId: string): DocData =>
  membership(key, groupId, userId, 'member', { parentId, parentName: 'Pat' });

/** What a group's delete reaches, as the schema says (src/domain/schema/belongings.ts), the groups and their codes. */
const LIFE_COLLECTIONS = [
  ...new Set([...collectionsUnder('teams'), ...collectionsUnder('clubs'), 'teams', 'clubs', 'joinCodes']),
] as const;

/** Every stored id of the collections a group's delete touches, by collection. */
async function everything(): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    LIFE_COLLECTIONS.map(async (collection) => [collection, (await storedIds(t.db, collection)).sort()] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * The coach's team T (code TEAMKEYABC) with p1 (a Coach), kid1 and kid2 of par1, kid3 of par2 and
 * the guardian links their joins wrote; `eventCount` events, each answered by p1, kid1 and kid3
 * (kid1 with a note) and the first with attendance; an announcement seen by p1 and par1. And a
 * second team of the coach's, T2, with an event, an answer and an announcement that must stay.
 */
function teamWorld(eventCount: number): Record<string, DocData> {
  const docs: Record<string, DocData> = {
    'users/coachC': { uid: 'coachC', role: 'Parent' },
    [`teams/${T}`]: teamDoc('coachC', null, 'TEAMKEYABC'),
    'joinCodes/TEAMKEYABC': { reservedAt: new Date(AT), teamId: T, clubId: null },
    [`teamMemberships/${T}_coachC`]: membership('teamId', T, 'coachC', 'owner'),
    [`teamMemberships/${T}_p1`]: membership('teamId', T, 'p1', 'member', { squadRole: 'Coach' }),
    [`teamMemberships/${T}_kid1`]: child('teamId', T, 'kid1', 'par1'),
    [`teamMemberships/${T}_kid2`]: child('teamId', T, 'kid2', 'par1'),
    [`teamMemberships/${T}_kid3`]: child('teamId', T, 'kid3', 'par2'),
    [`teamGuardians/${T}_par1`]: teamGuardian(T, 'par1', 'kid1'),
    [`teamGuardians/${T}_par2`]: teamGuardian(T, 'par2', 'kid3'),
    'announcements/a1': announcement('team', T, { authorId: 'coachC' }),
    'announcementSeen/a1_p1': seenMark('a1', 'p1', { groupId: T }),
    'announcementSeen/a1_par1': seenMark('a1', 'par1', { groupId: T }),
    // the coach's other team: nothing of it goes
    'teams/coachC-T2': teamDoc('coachC', null, 'TEAMKEYXYZ'),
    'joinCodes/TEAMKEYXYZ': { reservedAt: new Date(AT), teamId: 'coachC-T2', clubId: null },
    'teamMemberships/coachC-T2_coachC': membership('teamId', 'coachC-T2', 'coachC', 'owner'),
    'teamMemberships/coachC-T2_kid1': child('teamId', 'coachC-T2', 'kid1', 'par1'),
    'teamGuardians/coachC-T2_par1': teamGuardian('coachC-T2', 'par1', 'kid1'),
    'events/other': event('coachC-T2'),
    'eventAnswers/other_kid1': answer('other', 'kid1', { teamId: 'coachC-T2' }),
    'announcements/a2': announcement('team', 'coachC-T2', { authorId: 'coachC' }),
  };
  for (let i = 1; i <= eventCount; i++) {
    docs[`events/e${i}`] = event(T, { createdBy: 'coachC' });
    for (const personId of ['p1', 'kid1', 'kid3'])
      docs[`eventAnswers/e${i}_${personId}`] = answer(`e${i}`, personId, { teamId: T });
    docs[`eventAnswerNotes/e${i}_kid1`] = answerNote(`e${i}`, 'kid1', { teamId: T, reason: 'Illness' });
  }
  docs['eventAttendance/e1'] = attendance(T, { p1: true, kid1: false }, 'coachC');
  return docs;
}

/** What stays of teamWorld once T is gone: T2's documents alone. */
const T2_ONLY = {
  events: ['other'],
  eventAnswers: ['other_kid1'],
  eventAnswerNotes: [],
  eventAttendance: [],
  announcements: ['a2'],
  announcementSeen: [],
  teamGuardians: ['coachC-T2_par1'],
  clubGuardians: [],
  teamMemberships: ['coachC-T2_coachC', 'coachC-T2_kid1'],
  clubMemberships: [],
  teams: ['coachC-T2'],
  clubs: [],
  joinCodes: ['TEAMKEYXYZ'],
};

describe('deleting a team with its events, answers, notes, attendance, announcements, marks and links', () => {
  it('is tried on a world holding a document of everything that belongs to a team', () => {
    const seeded = new Set(Object.keys(teamWorld(1)).map((path) => path.split('/')[0]));
    for (const collection of collectionsUnder('teams'))
      expect(seeded.has(collection), `teamWorld holds no ${collection}: seed one under team T`).toBe(true);
  });

  it('removes everything under it, every batch accepted, and leaves the owner’s other team alone', async () => {
    await seedDocs(t.db, teamWorld(12));
    await setSession(t.db, session(coach));
    const deps = depsFor(t.backend.data, coach);
    expect(await deleteGroup(deps, 'team', T)).toEqual({ ok: true, value: undefined });
    await settle();
    expect(deps.reported).toEqual([]);
    expect(await everything()).toEqual(T2_ONLY);
  });

  it('packs 20 one-read deletes a batch, 2 reads a guardian link, the team last', async () => {
    await seedDocs(t.db, teamWorld(12));
    await setSession(t.db, session(coach));
    const members = ['coachC', 'p1', 'kid1', 'kid2', 'kid3'].map((personId) => ({
      personId,
      parentId: personId === 'kid3' ? 'par2' : personId.startsWith('kid') ? 'par1' : null,
    }));
    const eventIds = Array.from({ length: 12 }, (_, i) => `e${i + 1}`);
    const units = planDeleteGroup({
      actor: coach,
      kind: 'team',
      group: { id: T, ownerId: 'coachC', joinCode: 'TEAMKEYABC' },
      members,
      life: {
        events: eventIds,
        eventAttendance: eventIds,
        eventAnswers: eventIds.flatMap((id) => ['p1', 'kid1', 'kid3'].map((personId) => `${id}_${personId}`)),
        eventAnswerNotes: eventIds.map((id) => `${id}_kid1`),
        announcements: ['a1'],
        announcementSeen: ['a1_p1', 'a1_par1'],
      },
      entryExists: true,
    });
    const { batches, cost } = splitWithCost(units);
    // 36 answers, 12 notes, 12 attendance, 2 marks, 12 events, 1 announcement, 4 memberships (79
    // one-read deletes), then 2 links (2 reads each) and the last unit (4 writes with the id’s mark × 2 reads)
    expect(cost.batches).toEqual([20, 20, 20, 19, 6]);
    expect(cost.readsPerBatch).toEqual([20, 20, 20, 19, 12]);
    await outcomeOf(t.backend.data, (onRefused) => {
      for (const batch of batches) t.backend.data.batch(batch, onRefused);
    });
    expect(await everything()).toEqual(T2_ONLY);
  });

  it('a device a step behind: deletes of what is already gone (events, answers, notes, marks, a link) are accepted', async () => {
    // kid5 of par5 joined before guardian links existed (older data): no link to find
    await seedDocs(t.db, { ...teamWorld(1), [`teamMemberships/${T}_kid5`]: child('teamId', T, 'kid5', 'par5') });
    await setSession(t.db, session(coach));
    const units = planDeleteGroup({
      actor: coach,
      kind: 'team',
      group: { id: T, ownerId: 'coachC', joinCode: 'TEAMKEYABC' },
      members: [
        { personId: 'coachC' },
        { personId: 'p1' },
        { personId: 'kid1', parentId: 'par1' },
        { personId: 'kid2', parentId: 'par1' },
        { personId: 'kid3', parentId: 'par2' },
        { personId: 'kid5', parentId: 'par5' },
      ],
      life: {
        events: ['e1', 'eGone'],
        eventAttendance: ['e1', 'eGone'],
        eventAnswers: ['e1_p1', 'e1_kid1', 'e1_kid3', 'eGone_p1'],
        eventAnswerNotes: ['e1_kid1', 'eGone_kid1'],
        announcements: ['a1', 'aGone'],
        announcementSeen: ['a1_p1', 'a1_par1', 'aGone_p1'],
      },
      entryExists: true,
    });
    const refusals: unknown[] = [];
    for (const batch of splitWithCost(units).batches) t.backend.data.batch(batch, (error) => refusals.push(error));
    await settle();
    expect(refusals).toEqual([]);
    expect(await everything()).toEqual(T2_ONLY);
  });

  it('a Coach of the team (not its owner) cannot delete it, and nothing goes', async () => {
    await seedDocs(t.db, { ...teamWorld(1), 'users/p1': { uid: 'p1', role: 'Parent' } });
    const p1: Actor = { uid: 'p1', personId: 'p1', displayName: '' };
    await setSession(t.db, session(p1));
    expect(await deleteGroup(depsFor(t.backend.data, p1), 'team', T)).toEqual({ ok: false, error: 'Delete failed' });
    await settle();
    expect((await everything()).events).toContain('e1');
  });
});

describe('deleting a club with its announcements, marks and guardian links', () => {
  it('removes everything under it, every batch accepted', async () => {
    await seedDocs(t.db, {
      'users/coachC': { uid: 'coachC', role: 'Parent' },
      [`clubs/${K}`]: clubDoc('coachC', 'CLUBKEY234'),
      'joinCodes/CLUBKEY234': { reservedAt: new Date(AT), clubId: K },
      [`clubMemberships/${K}_coachC`]: membership('clubId', K, 'coachC', 'owner'),
      [`clubMemberships/${K}_p1`]: membership('clubId', K, 'p1'),
      [`clubMemberships/${K}_kid1`]: child('clubId', K, 'kid1', 'par1'),
      [`clubGuardians/${K}_par1`]: clubGuardian(K, 'par1', 'kid1'),
      'announcements/ac1': announcement('club', K, { authorId: 'coachC' }),
      'announcements/ac2': announcement('club', K, { authorId: 'coachC' }),
      'announcementSeen/ac1_p1': seenMark('ac1', 'p1', { groupKind: 'club', groupId: K }),
      'announcementSeen/ac1_par1': seenMark('ac1', 'par1', { groupKind: 'club', groupId: K }),
    });
    await setSession(t.db, session(coach));
    const deps = depsFor(t.backend.data, coach);
    expect(await deleteGroup(deps, 'club', K)).toEqual({ ok: true, value: undefined });
    await settle();
    expect(deps.reported).toEqual([]);
    const left = await everything();
    expect(Object.values(left).flat()).toEqual([]);
  });
});
