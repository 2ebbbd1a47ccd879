import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openTestBackend,
  outcomeOf,
  readStoredDoc,
  seedDocs,
  setSession,
  type TestBackend,
} from '../../backend/local/local-test-kit';
import type { DocData, WriteOp } from '../../backend/ports';
import { type Actor, childActor } from './actor';
import {
  planAddClubMembersToTeam,
  planCreateTeam,
  planEntryFollowsTeam,
  planGroupNames,
  planSaveGroup,
} from './cascades';
import { planDeleteGroup, planLeaveClub, planRemoveFromClubTeams, planRemoveMember } from './cascades-exit';
import { planJoinClub, planJoinClubTeams } from './cascades-join';
import { splitWithCost } from './cascades.test-support';

/**
 * The cascades' batches as the local backend judges them, with the permission model and
 * Firestore's rule-read limits enforced exactly as firestore.rules would: every batch a
 * planner makes must be accepted, and one more write per batch must not be.
 */

const AT = '2026-01-01T00:00:00.000Z';
const NOW = '2026-03-01T10:00:00.000Z';
const CLUB = 'coachC-K1';
const CLUB_CODE = 'CLUBKEY234';
const coach: Actor = { uid: 'coachC', personId: 'coachC', displayName: 'Cara Coach' };
const claimedCoach: Actor = { uid: 'kimUid', personId: 'kimP', displayName: 'Kim Coach' };
const session = (actor: Actor) => ({ uid: actor.uid, email: `${actor.uid}@example.com`, emailVerified: true });

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
});
afterEach(() => t.cleanup());

const membership = (key: 'clubId' | 'teamId', groupId: string, userId: string, role = 'member'): DocData => ({
  [key]: groupId,
  userId,
  role,
  displayName: `Name ${userId}`,
  groupName: 'Lions',
  squadRole: '',
  createdAt: AT,
  updatedAt: AT,
});

/** A club owned by `owner` with `memberCount` members besides them (p1…) and `teamCount` teams (only the owner on each). */
function clubWorld(owner: Actor, memberCount: number, teamCount = 0): Record<string, DocData> {
  const clubId = owner === coach ? CLUB : `${owner.personId}-K1`;
  const docs: Record<string, DocData> = {
    [`clubs/${clubId}`]: {
      name: 'Lions',
      location: '',
      notes: '',
      ownerId: owner.personId,
      joinCode: CLUB_CODE,
      createdAt: AT,
      updatedAt: AT,
    },
    [`joinCodes/${CLUB_CODE}`]: { reservedAt: new Date(AT), clubId },
    [`clubMemberships/${clubId}_${owner.personId}`]: membership('clubId', clubId, owner.personId, 'owner'),
  };
  if (owner.uid !== owner.personId) docs[`accounts/${owner.uid}`] = { personId: owner.personId, createdAt: AT };
  for (let i = 1; i <= memberCount; i++)
    docs[`clubMemberships/${clubId}_p${i}`] = membership('clubId', clubId, `p${i}`);
  for (let i = 1; i <= teamCount; i++) {
    const teamId = `${owner.personId}-T${i}`;
    docs[`teams/${teamId}`] = {
      name: `Team ${i}`,
      ageGroup: '',
      notes: '',
      clubId,
      ownerId: owner.personId,
      joinCode: `TEAMKEY${String(i + 200)}`,
      createdAt: AT,
      updatedAt: AT,
    };
    docs[`teamMemberships/${teamId}_${owner.personId}`] = membership('teamId', teamId, owner.personId, 'owner');
  }
  return docs;
}

const fire = (batches: WriteOp[][]) =>
  outcomeOf(t.backend.data, (onRefused) => {
    for (const batch of batches) t.backend.data.batch(batch, onRefused);
  });
const stored = (path: string) => readStoredDoc(t.db, path);
async function storedCount(collection: string, prefix: string) {
  return (await t.db.docs.where('collection').equals(collection).toArray()).filter((row) => row.id.startsWith(prefix))
    .length;
}

describe('a club of 60 members gets a new team', () => {
  async function createTeamIn(owner: Actor) {
    const clubId = `${owner.personId}-K1`;
    await seedDocs(t.db, clubWorld(owner, 59));
    await setSession(t.db, session(owner));
    const team = { id: `${owner.personId}-T9`, name: 'U10', clubId };
    await fire([
      planCreateTeam({
        actor: owner,
        now: NOW,
        id: team.id,
        code: 'NEWTEAM234',
        fields: { name: 'U10', ageGroup: 'U10', notes: '', clubId },
      }).ops,
    ]);
    const clubMembers = [owner.personId, ...Array.from({ length: 59 }, (_, i) => `p${i + 1}`)].map((personId) => ({
      personId,
      displayName: `Name ${personId}`,
    }));
    return planAddClubMembersToTeam({ actor: owner, now: NOW, team, clubMembers, onTeam: new Set([owner.personId]) });
  }

  it('takes 1 creation batch and 6 batches of members (10 a batch: 2 rule reads each), every one accepted', async () => {
    const units = await createTeamIn(coach);
    const { batches, cost } = splitWithCost(units);
    expect(cost).toEqual({ writes: 59, batches: [10, 10, 10, 10, 10, 9], readsPerBatch: [20, 20, 20, 20, 20, 18] });
    await fire(batches);
    expect(await storedCount('teamMemberships', 'coachC-T9_')).toBe(60);
    expect(await stored('teamMemberships/coachC-T9_p59')).toMatchObject({
      role: 'member',
      displayName: 'Name p59',
      groupName: 'U10',
    });
  });

  it('is refused with an 11th member in a batch (22 rule reads)', async () => {
    const units = await createTeamIn(coach);
    await expect(fire([units.slice(0, 11).flatMap((unit) => unit.ops)])).rejects.toMatchObject({
      message: expect.stringContaining('at most 20 documents for one batch'),
    });
  });

  it('for a claimed child as owner: 6 a batch accepted (the account read too), 7 refused', async () => {
    const units = await createTeamIn(claimedCoach);
    const { batches, cost } = splitWithCost(units);
    expect(cost.batches).toEqual([...Array(9).fill(6), 5]);
    await expect(fire([units.slice(0, 7).flatMap((unit) => unit.ops)])).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await fire(batches);
    expect(await storedCount('teamMemberships', 'kimP-T9_')).toBe(60);
  });
});

describe('a club with 25 teams is joined', () => {
  const teams = Array.from({ length: 25 }, (_, i) => ({ id: `coachC-T${i + 1}`, name: `Team ${i + 1}` }));

  async function join(joiner: Actor) {
    await seedDocs(t.db, clubWorld(coach, 1, 25));
    if (joiner.uid !== joiner.personId && !joiner.forChild)
      await seedDocs(t.db, { [`accounts/${joiner.uid}`]: { personId: joiner.personId, createdAt: AT } });
    await setSession(t.db, session(joiner));
    await t.backend.data.confirmedBatch(
      planJoinClub({ actor: joiner, now: NOW, code: CLUB_CODE, clubId: CLUB, clubName: 'Lions' }).ops,
      2_000,
    );
    const { batches, cost } = splitWithCost(
      planJoinClubTeams({
        actor: joiner,
        now: NOW,
        code: CLUB_CODE,
        club: { id: CLUB, name: 'Lions' },
        teams,
        onTeams: new Set(),
      }),
    );
    await fire(batches);
    expect(await storedCount('teamMemberships', '')).toBe(50);
    expect(await stored(`teamMemberships/coachC-T25_${joiner.personId}`)).toMatchObject({
      joinCode: CLUB_CODE,
      role: 'member',
      groupName: 'Team 25',
    });
    expect(await stored(`clubMemberships/${CLUB}_${joiner.personId}`)).toMatchObject({
      joinCode: CLUB_CODE,
      groupName: 'Lions',
    });
    return cost;
  }

  it('takes 27 writes in 6 batches: the club membership, then the club’s name and 6 teams (3 reads each) a batch', async () => {
    expect(await join({ uid: 'newU', personId: 'newU', displayName: 'Nia New' })).toEqual({
      writes: 26,
      batches: [7, 6, 6, 6, 1],
      readsPerBatch: [20, 18, 18, 18, 3],
    });
  });

  it('works for a claimed child too, the account read in each batch', async () => {
    expect(await join({ uid: 'kidUid', personId: 'kidP', displayName: 'Kid' })).toEqual({
      writes: 26,
      batches: [5, 5, 5, 5, 5, 1],
      readsPerBatch: [18, 20, 20, 20, 20, 4],
    });
  });

  it('by a parent for their child: 4 teams a batch, the account and the child’s profile read for each (5 reads)', async () => {
    const forKid = childActor(
      { uid: 'parentP', personId: 'parentP', displayName: 'Pat', firstName: 'Pat' },
      {
        id: 'kidC',
        name: 'Kit Kid',
      },
    );
    await seedDocs(t.db, {
      'users/kidC': {
        role: 'Child',
        uid: null,
        linkedParentId: 'parentP',
        firstName: 'Kit',
        lastName: 'Kid',
        createdAt: AT,
      },
    });
    // a 4th team in the first batch is refused (23 reads): the permission table's rule-read limits
    expect(await join(forKid)).toEqual({
      writes: 26,
      batches: [4, 4, 4, 4, 4, 4, 2],
      readsPerBatch: [18, 20, 20, 20, 20, 20, 10],
    });
  });
});

describe('moving, renaming, leaving, deleting, removing', () => {
  it('a team moved into a club: its entry follows and the club’s members it lacks are added', async () => {
    await seedDocs(t.db, {
      ...clubWorld(coach, 3),
      'teams/coachC-T5': {
        name: 'Solo',
        ageGroup: '',
        notes: '',
        clubId: null,
        ownerId: 'coachC',
        joinCode: 'SOLOKEY234',
        createdAt: AT,
        updatedAt: AT,
      },
      'teamMemberships/coachC-T5_coachC': membership('teamId', 'coachC-T5', 'coachC', 'owner'),
      'teamMemberships/coachC-T5_p1': membership('teamId', 'coachC-T5', 'p1'),
      'joinCodes/SOLOKEY234': { reservedAt: new Date(AT), teamId: 'coachC-T5', clubId: null },
    });
    await setSession(t.db, session(coach));
    const fields = { name: 'Solo', ageGroup: '', notes: '', clubId: CLUB };
    const clubMembers = ['coachC', 'p1', 'p2', 'p3'].map((personId) => ({ personId, displayName: '' }));
    const { batches } = splitWithCost([
      planSaveGroup({ actor: coach, now: NOW, kind: 'team', id: 'coachC-T5', fields, movedToClub: CLUB }),
      planEntryFollowsTeam({ actor: coach, teamId: 'coachC-T5', code: 'SOLOKEY234', clubId: CLUB }),
      ...planAddClubMembersToTeam({
        actor: coach,
        now: NOW,
        team: { id: 'coachC-T5', name: 'Solo', clubId: CLUB },
        clubMembers,
        onTeam: new Set(['coachC', 'p1']),
      }),
    ]);
    await fire(batches);
    expect(await stored('joinCodes/SOLOKEY234')).toMatchObject({ clubId: CLUB });
    expect(await storedCount('teamMemberships', 'coachC-T5_')).toBe(4);
  });

  it('a rename puts the new name on every membership', async () => {
    await seedDocs(t.db, clubWorld(coach, 30));
    await setSession(t.db, session(coach));
    const memberships = ['coachC', ...Array.from({ length: 30 }, (_, i) => `p${i + 1}`)].map((personId) => ({
      personId,
      groupName: 'Lions',
    }));
    await fire(
      splitWithCost([
        planSaveGroup({
          actor: coach,
          now: NOW,
          kind: 'club',
          id: CLUB,
          fields: { name: 'Tigers', location: '', notes: '' },
        }),
        ...planGroupNames({ actor: coach, now: NOW, kind: 'club', groupId: CLUB, name: 'Tigers', memberships }),
      ]).batches,
    );
    expect(await stored(`clubMemberships/${CLUB}_p30`)).toMatchObject({ groupName: 'Tigers' });
  });

  it('the owner leaves a club and its teams, each handed to the member who joined first', async () => {
    const world = clubWorld(coach, 2, 1);
    world[`clubMemberships/${CLUB}_p2`] = {
      ...membership('clubId', CLUB, 'p2'),
      createdAt: '2025-12-01T00:00:00.000Z',
    };
    world['teamMemberships/coachC-T1_p1'] = membership('teamId', 'coachC-T1', 'p1');
    // adults with accounts: the rules hand a group only to someone whose profile has a uid
    world['users/p1'] = { uid: 'p1' };
    world['users/p2'] = { uid: 'p2' };
    await seedDocs(t.db, world);
    await setSession(t.db, session(coach));
    const lite = (...ids: string[]) =>
      ids.map((personId) => ({ personId, joinedAt: personId === 'p2' ? '2025-12-01T00:00:00.000Z' : AT }));
    const units = planLeaveClub({
      actor: coach,
      now: NOW,
      club: { id: CLUB, ownerId: 'coachC', members: lite('coachC', 'p1', 'p2') },
      teams: [{ id: 'coachC-T1', ownerId: 'coachC', members: lite('coachC', 'p1') }],
    });
    await fire(splitWithCost(units).batches);
    expect(await stored(`clubs/${CLUB}`)).toMatchObject({ ownerId: 'p2' });
    expect(await stored(`clubMemberships/${CLUB}_p2`)).toMatchObject({ role: 'owner' });
    expect(await stored(`clubMemberships/${CLUB}_coachC`)).toBeNull();
    expect(await stored('teams/coachC-T1')).toMatchObject({ ownerId: 'p1' });
    expect(await stored('teamMemberships/coachC-T1_coachC')).toBeNull();
  });

  it('a club is deleted with all 60 memberships (20 a batch: each reads the club) and then its join code entry', async () => {
    await seedDocs(t.db, clubWorld(coach, 59));
    await setSession(t.db, session(coach));
    const memberIds = ['coachC', ...Array.from({ length: 59 }, (_, i) => `p${i + 1}`)];
    const { batches } = splitWithCost(
      planDeleteGroup({
        actor: coach,
        kind: 'club',
        group: { id: CLUB, ownerId: 'coachC', joinCode: CLUB_CODE },
        memberIds,
        entryExists: true,
      }),
    );
    expect(batches.map((batch) => batch.length)).toEqual([20, 20, 20, 2]);
    await fire(batches);
    expect(await stored(`clubs/${CLUB}`)).toBeNull();
    expect(await stored(`joinCodes/${CLUB_CODE}`)).toBeNull();
    expect(await storedCount('clubMemberships', '')).toBe(0);
  });

  it('removing someone from a club removes them from its teams', async () => {
    const world = clubWorld(coach, 2, 2);
    world['teamMemberships/coachC-T2_p1'] = membership('teamId', 'coachC-T2', 'p1');
    await seedDocs(t.db, world);
    await setSession(t.db, session(coach));
    await fire(
      splitWithCost([
        planRemoveMember({ actor: coach, kind: 'club', groupId: CLUB, personId: 'p1' }),
        ...planRemoveFromClubTeams({
          actor: coach,
          clubId: CLUB,
          personId: 'p1',
          teams: [{ id: 'coachC-T2', ownerId: 'coachC' }],
        }).units,
      ]).batches,
    );
    expect(await stored(`clubMemberships/${CLUB}_p1`)).toBeNull();
    expect(await stored('teamMemberships/coachC-T2_p1')).toBeNull();
    expect(await stored(`clubMemberships/${CLUB}_p2`)).not.toBeNull();
  });
});
