import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openTestBackend,
  outcomeOf,
  readStoredDoc,
  seedDocs,
  setSession,
  type TestBackend,
} from '../../../assurance/local/local-test-kit';
import type { DocData, WriteOp } from '../../backend/ports';
import { removeMember } from '../../features/groups/hooks/use-remove-member';
import { joinByCode } from '../../features/join/hooks/join-by-code';
import { planRemoveChild } from '../../features/children/model/child-records';
import type { UserProfile } from '../person/user-profile';
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
import { splitWithCost } from '../../../assurance/domain/groups/cascades.test-support';
import { profileOf } from '../../../assurance/domain/groups/group-world.test-support';
import { planLinksOfGoneChild, readLinksOfChild } from './guardian-links';
import { leaveGroup } from './leave-group';

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
    ...profileOf(owner),
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
    if (!joiner.forChild) await seedDocs(t.db, profileOf(joiner));
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

  it('takes 27 writes in 7 batches: the club membership, then the club’s name and 5 teams (4 reads each) a batch', async () => {
    expect(await join({ uid: 'newU', personId: 'newU', displayName: 'Nia New' })).toEqual({
      writes: 26,
      batches: [5, 5, 5, 5, 5, 1],
      readsPerBatch: [18, 20, 20, 20, 20, 4],
    });
  });

  it('works for a claimed child too, the account read in each batch', async () => {
    expect(await join({ uid: 'kidUid', personId: 'kidP', displayName: 'Kid' })).toEqual({
      writes: 26,
      batches: [4, 4, 4, 4, 4, 4, 2],
      readsPerBatch: [17, 20, 20, 20, 20, 20, 10],
    });
  });

  it('by a parent for their child: 2 teams a batch, each membership (6 reads) with the parent’s link (1 read)', async () => {
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
      'users/parentP': { uid: 'parentP', role: 'Parent', firstName: 'Pat', createdAt: AT },
    });
    // each team's membership (6 reads: the code, the team, the club, the account, the child's
    // and the parent's profiles) comes with the parent's guardian link (1 read: the membership):
    // 2 teams a batch
    expect(await join(forKid)).toEqual({
      writes: 51,
      batches: [5, ...Array(11).fill(4), 2],
      readsPerBatch: [17, ...Array(11).fill(14), 7],
    });
    expect(await stored('teamGuardians/coachC-T25_parentP')).toEqual({
      teamId: 'coachC-T25',
      parentId: 'parentP',
      viaChildId: 'kidC',
    });
    expect(await stored(`clubGuardians/${CLUB}_parentP`)).toEqual({
      clubId: CLUB,
      parentId: 'parentP',
      viaChildId: 'kidC',
    });
    expect(await storedCount('teamGuardians', '')).toBe(25);
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

  it('a club is deleted with all 60 memberships (20 a batch: each reads the club), the owner’s last with the entry', async () => {
    await seedDocs(t.db, clubWorld(coach, 59));
    await setSession(t.db, session(coach));
    const memberIds = ['coachC', ...Array.from({ length: 59 }, (_, i) => `p${i + 1}`)];
    const { batches } = splitWithCost(
      planDeleteGroup({
        actor: coach,
        kind: 'club',
        group: { id: CLUB, ownerId: 'coachC', joinCode: CLUB_CODE },
        members: memberIds.map((personId) => ({ personId })),
        entryExists: true,
      }),
    );
    expect(batches.map((batch) => batch.length)).toEqual([20, 20, 19, 4]);
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

describe('guardian links: a parent reads their child’s team and club without being a member', () => {
  const pat: Actor = { uid: 'parentP', personId: 'parentP', displayName: 'Pat Parent', firstName: 'Pat' };
  const kit = childActor(pat, { id: 'kidC', name: 'Kit Kid' });
  const T1 = 'coachC-T1';
  const child = (first: string): DocData => ({
    role: 'Child',
    uid: null,
    linkedParentId: 'parentP',
    parentName: 'Pat Parent',
    firstName: first,
    lastName: 'Kid',
    email: '',
    emailLower: '',
    dob: '',
    createdAt: AT,
    updatedAt: AT,
  });
  const childMembership = (key: 'clubId' | 'teamId', groupId: string, userId: string): DocData => ({
    ...membership(key, groupId, userId),
    parentId: 'parentP',
    parentName: 'Pat',
  });

  /** coach's club Lions (code CLUB_CODE) with two teams, the first with code TEAMKEYABC; Pat with Kit and Dee */
  async function world(extra: Record<string, DocData> = {}) {
    const club = clubWorld(coach, 0, 2);
    await seedDocs(t.db, {
      ...club,
      [`teams/${T1}`]: { ...club[`teams/${T1}`], joinCode: 'TEAMKEYABC' },
      'joinCodes/TEAMKEYABC': { reservedAt: new Date(AT), teamId: T1, clubId: CLUB },
      'users/coachC': { uid: 'coachC', role: 'Parent', firstName: 'Cara', lastName: 'Coach' },
      'users/parentP': { uid: 'parentP', role: 'Parent', firstName: 'Pat', lastName: 'Parent' },
      'users/kidC': child('Kit'),
      'users/kidD': child('Dee'),
      ...extra,
    });
  }

  const settle = () => t.backend.data.allWritesSynced(3_000);
  const quiet = { report: () => {} };

  /** What Pat may read of the team and the club (as Pat: get each, list the team's squad). */
  async function patReads(teamId = T1) {
    await setSession(t.db, session(pat));
    const allowed = (read: Promise<unknown>) =>
      read.then(
        () => true,
        (error: { code?: string }) => (error.code === 'permission-denied' ? false : Promise.reject(error)),
      );
    return {
      team: await allowed(t.backend.data.get('teams', teamId, { source: 'server' })),
      club: await allowed(t.backend.data.get('clubs', CLUB, { source: 'server' })),
      squad: await allowed(
        t.backend.data.query({ collection: 'teamMemberships', where: [{ field: 'teamId', op: '==', value: teamId }] }),
      ),
    };
  }
  const all = { team: true, club: true, squad: true };
  const none = { team: false, club: false, squad: false };

  it('joined by the club’s code: reads the club and its teams; taken out of the club: no more', async () => {
    await world();
    expect(await patReads()).toEqual(none);
    const outcome = await joinByCode({ data: t.backend.data, actor: kit, ...quiet, timeoutMs: 2_000 }, CLUB_CODE);
    expect(outcome).toMatchObject({ ok: true });
    await settle();
    expect(await stored(`clubGuardians/${CLUB}_parentP`)).toEqual({
      clubId: CLUB,
      parentId: 'parentP',
      viaChildId: 'kidC',
    });
    expect(await stored(`teamGuardians/${T1}_parentP`)).toEqual({
      teamId: T1,
      parentId: 'parentP',
      viaChildId: 'kidC',
    });
    expect(await patReads()).toEqual(all);

    expect(await leaveGroup({ data: t.backend.data, actor: kit, ...quiet }, 'club', CLUB)).toEqual({
      ok: true,
      value: undefined,
    });
    await settle();
    expect(await stored(`clubMemberships/${CLUB}_kidC`)).toBeNull();
    expect(await stored(`teamGuardians/${T1}_parentP`)).toBeNull();
    expect(await stored(`clubGuardians/${CLUB}_parentP`)).toBeNull();
    expect(await patReads()).toEqual(none);
  });

  it('joined by a team’s code: the club joined with it is named; removed by the owner: no more', async () => {
    await world();
    await setSession(t.db, session(pat));
    const outcome = await joinByCode({ data: t.backend.data, actor: kit, ...quiet, timeoutMs: 2_000 }, 'TEAMKEYABC');
    expect(outcome).toMatchObject({ ok: true });
    await settle();
    expect(await patReads()).toEqual(all);
    // the parent read the club's name through the link: no `Unnamed Club` on the child's page
    expect(await stored(`clubMemberships/${CLUB}_kidC`)).toMatchObject({ groupName: 'Lions', parentId: 'parentP' });
    // the club's other team: the club's link lets Pat list the club's teams, not read its squad
    expect((await patReads('coachC-T2')).squad).toBe(false);

    await setSession(t.db, session(coach));
    const removed = await removeMember({ data: t.backend.data, actor: coach, ...quiet }, 'club', CLUB, 'kidC');
    expect(removed).toEqual({ ok: true, value: undefined });
    await expect.poll(() => stored(`teamMemberships/${T1}_kidC`)).toBeNull();
    await settle();
    expect(await stored(`clubGuardians/${CLUB}_parentP`)).toBeNull();
    expect(await stored(`teamGuardians/${T1}_parentP`)).toBeNull();
    expect(await patReads()).toEqual(none);
  });

  it('the owner adds the club’s members to a new team, a child among them; the parent deletes the child', async () => {
    await world({
      [`clubMemberships/${CLUB}_kidC`]: childMembership('clubId', CLUB, 'kidC'),
      [`clubGuardians/${CLUB}_parentP`]: { clubId: CLUB, parentId: 'parentP', viaChildId: 'kidC' },
    });
    await setSession(t.db, session(coach));
    const team = { id: 'coachC-T9', name: 'U10', clubId: CLUB };
    await fire([
      planCreateTeam({
        actor: coach,
        now: NOW,
        id: team.id,
        code: 'NEWTEAM234',
        fields: { name: 'U10', ageGroup: 'U10', notes: '', clubId: CLUB },
      }).ops,
    ]);
    const units = planAddClubMembersToTeam({
      actor: coach,
      now: NOW,
      team,
      clubMembers: [
        { personId: 'coachC', displayName: 'Cara Coach' },
        // named as their club membership names them (the app copies it)
        { personId: 'kidC', displayName: 'Name kidC', parent: { personId: 'parentP', firstName: 'Pat' } },
      ],
      onTeam: new Set(['coachC']),
    });
    const { batches, cost } = splitWithCost(units);
    // the child's membership (2 reads) and the link (3: the new membership, the account, the team)
    expect(cost).toEqual({ writes: 2, batches: [2], readsPerBatch: [5] });
    await fire(batches);
    expect(await stored('teamGuardians/coachC-T9_parentP')).toEqual({
      teamId: 'coachC-T9',
      parentId: 'parentP',
      viaChildId: 'kidC',
    });
    expect(await patReads('coachC-T9')).toEqual(all);

    await setSession(t.db, session(pat));
    const links = await readLinksOfChild(t.backend.data, 'parentP', 'kidC');
    expect(links).toEqual(
      expect.arrayContaining([
        { kind: 'team', groupId: 'coachC-T9', siblingId: null },
        { kind: 'club', groupId: CLUB, siblingId: null },
      ]),
    );
    await fire(
      splitWithCost([
        ...planLinksOfGoneChild(pat, 'parentP', 'kidC', links),
        ...planRemoveChild({
          child: { id: 'kidC', profile: child('Kit') as UserProfile },
          memberships: [
            { kind: 'team', groupId: 'coachC-T9' },
            { kind: 'club', groupId: CLUB },
          ],
          ownsEntry: false,
        }),
      ]).batches,
    );
    expect(await stored('users/kidC')).toBeNull();
    expect(await storedCount('teamGuardians', '')).toBe(0);
    expect(await storedCount('clubGuardians', '')).toBe(0);
    expect(await patReads('coachC-T9')).toEqual(none);
  });

  it('a sibling stays on the team: the owner re-points the link to them; the parent takes the sibling out too', async () => {
    await world({
      [`clubMemberships/${CLUB}_kidC`]: childMembership('clubId', CLUB, 'kidC'),
      [`clubMemberships/${CLUB}_kidD`]: childMembership('clubId', CLUB, 'kidD'),
      [`teamMemberships/${T1}_kidC`]: childMembership('teamId', T1, 'kidC'),
      [`teamMemberships/${T1}_kidD`]: childMembership('teamId', T1, 'kidD'),
      [`teamGuardians/${T1}_parentP`]: { teamId: T1, parentId: 'parentP', viaChildId: 'kidC' },
      [`clubGuardians/${CLUB}_parentP`]: { clubId: CLUB, parentId: 'parentP', viaChildId: 'kidD' },
    });
    await setSession(t.db, session(coach));
    const removed = await removeMember({ data: t.backend.data, actor: coach, ...quiet }, 'team', T1, 'kidC');
    expect(removed).toEqual({ ok: true, value: undefined });
    await settle();
    expect(await stored(`teamMemberships/${T1}_kidC`)).toBeNull();
    expect(await stored(`teamGuardians/${T1}_parentP`)).toEqual({
      teamId: T1,
      parentId: 'parentP',
      viaChildId: 'kidD',
    });
    expect(await patReads()).toEqual(all);

    const dee = childActor(pat, { id: 'kidD', name: 'Dee Kid' });
    expect(await leaveGroup({ data: t.backend.data, actor: dee, ...quiet }, 'team', T1)).toEqual({
      ok: true,
      value: undefined,
    });
    await settle();
    expect(await stored(`teamGuardians/${T1}_parentP`)).toBeNull();
    expect((await patReads()).team).toBe(true); // still in the club: the club's members and guardians read its teams
    expect((await patReads()).squad).toBe(false);
  });
});
