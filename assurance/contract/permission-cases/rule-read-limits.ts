import type { DocData } from '../../../src/backend/ports';
import {
  AT,
  childProfile,
  claimed,
  club,
  clubGuardian,
  clubMember,
  clubsAndTeamsOf,
  guardian,
  ids,
  member,
  parent,
  stranger,
  team,
  teamGuardian,
  teamMember,
} from '../rules-world';
import {
  allow,
  batch,
  type Case,
  denyOverLimit,
  STRICTER,
  stricterThanEmulator,
  update,
  where,
  setMembership,
} from './case-kit';
import { allowed, type QueryShapeCase, refused } from './query-shape-kit';

/**
 * Firestore's rule-read limits (docs/RULES-ENGINE.md): the rules of one query or one write may
 * read 10 distinct documents (a document read twice within one write counts once), those of a
 * batch 20, summed write by write as the documentation's example sums them (a document read by
 * two writes counts twice). A query or batch needing more is refused whole, whatever it would be
 * allowed otherwise; the app splits its lookups and cascades to stay within them.
 */

/** A query refused at 11 reads: the emulator, which allows 20, lets it through (case-kit.ts STRICTER). */
const overLimit = (
  name: string,
  as: QueryShapeCase['as'],
  query: QueryShapeCase['query'],
  extra: Record<string, DocData>,
): QueryShapeCase =>
  stricterThanEmulator(STRICTER.queryReads, { ...refused(name, as, query, extra), readLimit: 'query' });

/** `count` unclaimed children (`kin1`…) linked to `parentId`. */
function childrenOf(parentId: string, count: number): Record<string, DocData> {
  return Object.fromEntries(
    ids('kin', count).map((id) => [`users/${id}`, childProfile(`${id}@example.com`, parentId)]),
  );
}

/**
 * `count` teams (`gt1`…) where `parentId` is a guardian and no member: their child `childG` is on
 * each, and each link says so.
 */
function guardedTeams(parentId: string, count: number): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  for (const id of ids('gt', count)) {
    docs[`teams/${id}`] = team('ownerO', null);
    docs[`teamMemberships/${id}_childG`] = { ...teamMember(id, 'childG'), parentId };
    docs[`teamGuardians/${id}_${parentId}`] = teamGuardian(id, parentId, 'childG');
  }
  return docs;
}

/**
 * `count` teams (`gt1`…) that `guardianId` guards beside each child's first guardian (guardianG):
 * a child of their own on each (`gk1`…, `guardianId` in the child's place 1), and a link through it.
 */
function guardedBesideFirst(guardianId: string, count: number): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  for (const [index, id] of ids('gt', count).entries()) {
    const childId = `gk${index + 1}`;
    docs[`users/${childId}`] = { ...childProfile(`${childId}@example.com`, 'guardianG'), guardian1: guardianId };
    docs[`teams/${id}`] = team('ownerO', null);
    docs[`teamMemberships/${id}_${childId}`] = { ...teamMember(id, childId), parentId: 'guardianG' };
    docs[`teamGuardians/${id}_${guardianId}`] = teamGuardian(id, guardianId, childId);
  }
  return docs;
}

/** `count` clubs (`gc1`…) where `parentId` is a guardian and no member, as guardedTeams. */
function guardedClubs(parentId: string, count: number): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  for (const id of ids('gc', count)) {
    docs[`clubs/${id}`] = club('ownerO');
    docs[`clubMemberships/${id}_childG`] = { ...clubMember(id, 'childG'), parentId };
    docs[`clubGuardians/${id}_${parentId}`] = clubGuardian(id, parentId, 'childG');
  }
  return docs;
}

/** the announcements of groups of a kind, by in, newest first (src/features/announcements/hooks/use-announcements.ts) */
const announcementsOf = (groupKind: 'team' | 'club', groupIds: string[]) => ({
  ...where('announcements', { groupKind, groupId: groupIds }),
  orderBy: [{ field: 'postedAt', direction: 'desc' as const }],
  limit: 50,
});

/** At most 10 distinct documents for one query, across all its disjuncts. */
export const QUERY_READ_LIMIT_CASES: readonly QueryShapeCase[] = [
  allowed(
    'the teams of 10 of my clubs: 10 reads',
    member,
    where('teams', { clubId: ids('k', 10) }),
    'teams/of-my-club',
    clubsAndTeamsOf('memberM', 10),
  ),
  overLimit(
    'the teams of 11 of my clubs: 11 reads',
    member,
    where('teams', { clubId: ids('k', 11) }),
    clubsAndTeamsOf('memberM', 11),
  ),
  allowed(
    'the memberships of 10 of my teams: 10 reads',
    member,
    where('teamMemberships', { teamId: ids('kt', 10) }),
    'teamMemberships/of-my-team',
    clubsAndTeamsOf('memberM', 10),
  ),
  overLimit(
    'the memberships of 11 of my teams: 11 reads',
    member,
    where('teamMemberships', { teamId: ids('kt', 11) }),
    clubsAndTeamsOf('memberM', 11),
  ),
  allowed(
    'my club’s memberships by 11 roles: one document read 11 times counts once',
    member,
    where('clubMemberships', { clubId: 'c1', role: ids('r', 11) }),
    'clubMemberships/of-my-club',
  ),
  // a claimed child's group checks read the uid's membership, the account, the person id's membership
  allowed(
    'the memberships of 4 of a claimed child’s teams: 9 reads',
    claimed,
    where('teamMemberships', { teamId: ids('kt', 4) }),
    'teamMemberships/of-my-team',
    clubsAndTeamsOf('childQ', 4),
  ),
  overLimit(
    'the memberships of 5 of a claimed child’s teams: 11 reads',
    claimed,
    where('teamMemberships', { teamId: ids('kt', 5) }),
    clubsAndTeamsOf('childQ', 5),
  ),
  // lookups by group run in chunks of 10, of 4 for a claimed child (groups/hooks/group-lookups.ts)
  allowed(
    'the teams of 4 of a claimed child’s clubs: 9 reads',
    claimed,
    where('teams', { clubId: ids('k', 4) }),
    'teams/of-my-club',
    clubsAndTeamsOf('childQ', 4),
  ),
  overLimit(
    'the teams of 5 of a claimed child’s clubs: 11 reads',
    claimed,
    where('teams', { clubId: ids('k', 5) }),
    clubsAndTeamsOf('childQ', 5),
  ),
  // a parent's query of their children's memberships reads each child's profile (the uid decides
  // whose child it is, so the account is not read): chunks of 10 children
  allowed(
    'the memberships of 10 of my children by in: 10 reads',
    parent,
    where('teamMemberships', { userId: ids('kin', 10) }),
    'teamMemberships/of-my-child',
    childrenOf('parentP', 10),
  ),
  allowed(
    'the club memberships of 10 of my children by in: 10 reads',
    parent,
    where('clubMemberships', { userId: ids('kin', 10) }),
    'clubMemberships/of-my-child',
    childrenOf('parentP', 10),
  ),
  overLimit(
    'the memberships of 11 of my children by in: 11 reads',
    parent,
    where('teamMemberships', { userId: ids('kin', 11) }),
    childrenOf('parentP', 11),
  ),
  // a team's events (isTeamReader): a member's own membership, one read a team, so chunks of 10
  allowed(
    'the events of 10 of my teams: 10 reads',
    member,
    where('events', { teamId: ids('kt', 10) }),
    'events/of-my-team',
    clubsAndTeamsOf('memberM', 10),
  ),
  overLimit(
    'the events of 11 of my teams: 11 reads',
    member,
    where('events', { teamId: ids('kt', 11) }),
    clubsAndTeamsOf('memberM', 11),
  ),
  // a guardian is no member: each team reads the membership under the uid (missing), the link
  // and the child's membership it names, and the account is read once (isTeamMember's person
  // id): 3 a team + 1, so chunks of 3 (guardedChunkFor)
  allowed(
    'the events of 3 teams I guard: 10 reads',
    guardian,
    where('events', { teamId: ids('gt', 3) }),
    'events/of-my-team',
    guardedTeams('guardianG', 3),
  ),
  overLimit(
    'the events of 4 teams I guard: 13 reads',
    guardian,
    where('events', { teamId: ids('gt', 4) }),
    guardedTeams('guardianG', 4),
  ),
  // a guardian beside a child's first has the child's profile read too (its places): 4 a team
  // + 1, so chunks of 2 (guardedChunkFor's besideFirst), whichever children they guard there
  allowed(
    'the events of 2 teams I guard beside each child’s first guardian, through two children: 9 reads',
    stranger,
    where('events', { teamId: ids('gt', 2) }),
    'events/of-my-team',
    guardedBesideFirst('strangerS', 2),
  ),
  overLimit(
    'the events of 3 teams I guard beside each child’s first guardian: 13 reads',
    stranger,
    where('events', { teamId: ids('gt', 3) }),
    guardedBesideFirst('strangerS', 3),
  ),
  // a group's announcements (isGroupReader) read as its events do: a member's groups in chunks
  // of 10 (4 for a claimed child), the groups I only guard in chunks of 3 (guardedChunkFor)
  allowed(
    'the announcements of 10 of my teams: 10 reads',
    member,
    announcementsOf('team', ids('kt', 10)),
    'announcements/of-my-group',
    clubsAndTeamsOf('memberM', 10),
  ),
  overLimit(
    'the announcements of 11 of my teams: 11 reads',
    member,
    announcementsOf('team', ids('kt', 11)),
    clubsAndTeamsOf('memberM', 11),
  ),
  allowed(
    'the announcements of 10 of my clubs: 10 reads',
    member,
    announcementsOf('club', ids('k', 10)),
    'announcements/of-my-group',
    clubsAndTeamsOf('memberM', 10),
  ),
  allowed(
    'the announcements of 4 of a claimed child’s teams: 9 reads',
    claimed,
    announcementsOf('team', ids('kt', 4)),
    'announcements/of-my-group',
    clubsAndTeamsOf('childQ', 4),
  ),
  overLimit(
    'the announcements of 5 of a claimed child’s teams: 11 reads',
    claimed,
    announcementsOf('team', ids('kt', 5)),
    clubsAndTeamsOf('childQ', 5),
  ),
  allowed(
    'the announcements of 3 teams I guard: 10 reads',
    guardian,
    announcementsOf('team', ids('gt', 3)),
    'announcements/of-my-group',
    guardedTeams('guardianG', 3),
  ),
  overLimit(
    'the announcements of 4 teams I guard: 13 reads',
    guardian,
    announcementsOf('team', ids('gt', 4)),
    guardedTeams('guardianG', 4),
  ),
  allowed(
    'the announcements of 3 clubs I guard: 10 reads',
    guardian,
    announcementsOf('club', ids('gc', 3)),
    'announcements/of-my-group',
    guardedClubs('guardianG', 3),
  ),
  overLimit(
    'the announcements of 4 clubs I guard: 13 reads',
    guardian,
    announcementsOf('club', ids('gc', 4)),
    guardedClubs('guardianG', 4),
  ),
];

/**
 * Teams z1… in club c1; joining each with the club's code reads the code's entry, the team, the
 * club (whose current code it must be) and the joiner's profile (the name on the membership): 4
 * reads a write, so 5 teams fit a batch's 20.
 */
const clubTeams = (count: number) =>
  Object.fromEntries(ids('z', count).map((id) => [`teams/${id}`, team('ownerO', 'c1')]));
const joinClubTeams = (count: number) =>
  batch(
    ...ids('z', count).map((id) =>
      setMembership(`teamMemberships/${id}_strangerS`, { ...teamMember(id, 'strangerS'), joinCode: 'CLUB01' }),
    ),
  );

/**
 * A parent joining their child to a club's teams (step two of a club's code,
 * features/groups/model/cascades-join.ts): the club's name on the child's club membership (the
 * club, the parent's account, the child's profile: 3 reads), then one membership per team, each
 * carrying the club's code (the account, the child's profile, the code, the team, the club: 5).
 */
const childInClub: DocData = { ...clubMember('c1', 'childC'), joinCode: 'CLUB01', groupName: '' };
const clubWithTeams = (count: number): Record<string, DocData> => ({
  'clubMemberships/c1_childC': childInClub,
  ...Object.fromEntries(ids('ct', count).map((id, i) => [`teams/${id}`, team('ownerO', 'c1', `CTEAM${i + 1}`)])),
});
const joinChildToTeams = (count: number) =>
  batch(
    update('clubMemberships/c1_childC', { groupName: 'Club', updatedAt: AT }),
    ...ids('ct', count).map((id) =>
      setMembership(`teamMemberships/${id}_childC`, {
        ...teamMember(id, 'childC'),
        joinCode: 'CLUB01',
        parentId: 'parentP',
      }),
    ),
  );

/** At most 20 documents for one batch, summed write by write. */
export const BATCH_READ_LIMIT_CASES: readonly Case[] = [
  allow('5 teams of a club joined with its code in one batch: 20 reads', stranger, joinClubTeams(5), clubTeams(5)),
  // the entry, the club and the profile are read by every write, and count for each: 6 × 4
  stricterThanEmulator(
    STRICTER.batchReadsSummed,
    denyOverLimit(
      'batch',
      '6 teams of a club joined with its code in one batch: 24 reads',
      stranger,
      joinClubTeams(6),
      clubTeams(6),
    ),
  ),
  allow(
    'a parent joins their child to 3 teams of a club with its code, naming the club: 18 reads',
    parent,
    joinChildToTeams(3),
    clubWithTeams(3),
  ),
  stricterThanEmulator(
    STRICTER.batchReadsSummed,
    denyOverLimit(
      'batch',
      'a parent joins their child to 4 teams of a club with its code, naming the club: 23 reads',
      parent,
      joinChildToTeams(4),
      clubWithTeams(4),
    ),
  ),
];
