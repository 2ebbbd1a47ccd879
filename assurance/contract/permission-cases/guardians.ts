import {
  clubGuardian,
  clubMember,
  guardian,
  owner,
  parent,
  stranger,
  teamGuardian,
  teamMember,
  unverified,
} from '../rules-world';
import { allow, batch, type Case, del, deny, get, set, setMembership } from './case-kit';
import { createTeam } from './group-batches';

/**
 * Guardian links (firestore.rules `teamGuardians`, `clubGuardians`, isTeamGuardian,
 * isClubGuardian): a parent of a child member sees the child's team and club through a link
 * whose path names the group and the parent. A link is true only while the child's membership
 * names that parent after the batch; the parent makes it joining the child, the group's owner in
 * the club-to-teams cascade. WORLD: guardianG's child childG is on c1 and t1, both linked;
 * parentP's childC is on nothing, their claimed childQ is on c1 and t1 without a link.
 */

/** parentP joins childC to a group with a code: the membership names parentP */
const childCJoins = (kind: 'club' | 'team', groupId: string, joinCode: string) =>
  setMembership(`${kind}Memberships/${groupId}_childC`, {
    ...(kind === 'club' ? clubMember(groupId, 'childC') : teamMember(groupId, 'childC')),
    joinCode,
    parentId: 'parentP',
    parentName: 'Pat',
  });
const linkT1 = set('teamGuardians/t1_parentP', teamGuardian('t1', 'parentP', 'childC'));
/** childC already on t1, its membership naming `parentId` */
const childCOnT1 = (parentId: string | null) => ({
  'teamMemberships/t1_childC': { ...teamMember('t1', 'childC'), parentId },
});
/** childC on club c1 (joined by parentP), before the owner of t3 adds them to it */
const CHILD_C_IN_CLUB = {
  'clubMemberships/c1_childC': { ...clubMember('c1', 'childC'), displayName: 'Kim Test', parentId: 'parentP' },
};

const LINK_WRITES: Case[] = [
  allow(
    'a parent links themself to the team in the batch that joins their child',
    parent,
    batch(childCJoins('team', 't1', 'TEAM01'), linkT1),
  ),
  allow(
    'a parent links themself to the club in the batch that joins their child',
    parent,
    batch(
      childCJoins('club', 'c1', 'CLUB01'),
      set('clubGuardians/c1_parentP', clubGuardian('c1', 'parentP', 'childC')),
    ),
  ),
  allow(
    'a parent links themself to the team of their child already on it',
    parent,
    batch(linkT1),
    childCOnT1('parentP'),
  ),
  deny(
    'a parent links themself through a child whose membership names another parent',
    parent,
    batch(linkT1),
    childCOnT1('strangerS'),
  ),
  deny(
    'a parent links themself through a child whose membership names no parent',
    parent,
    batch(linkT1),
    childCOnT1(null),
  ),
  deny('a parent links themself to a team their child is not on', parent, batch(linkT1)),
  deny(
    'a parent links themself to a club their child is not in',
    parent,
    batch(set('clubGuardians/c1_parentP', clubGuardian('c1', 'parentP', 'childC'))),
  ),
  deny(
    'a link whose id is not {teamId}_{parentId}',
    parent,
    batch(
      childCJoins('team', 't1', 'TEAM01'),
      set('teamGuardians/t1_strangerS', teamGuardian('t1', 'parentP', 'childC')),
    ),
  ),
  deny(
    'a link with a field of its own',
    parent,
    batch(
      childCJoins('team', 't1', 'TEAM01'),
      set('teamGuardians/t1_parentP', { ...teamGuardian('t1', 'parentP', 'childC'), role: 'admin' }),
    ),
  ),
  deny('an unverified parent links themself', unverified(parent), batch(linkT1), childCOnT1('parentP')),
  allow(
    'the team’s owner adds a club member’s child to the team with its parent’s link (the cascade)',
    owner,
    batch(
      setMembership('teamMemberships/t3_childC', { ...teamMember('t3', 'childC'), parentId: 'parentP' }),
      set('teamGuardians/t3_parentP', teamGuardian('t3', 'parentP', 'childC')),
    ),
    CHILD_C_IN_CLUB,
  ),
  // the team is judged as the batch leaves it (getAfter): its owner in the batch that creates it
  allow(
    'the owner creates a team in the club and adds a club member’s child with their parent’s link, in one batch',
    owner,
    batch(
      ...createTeam('ownerO-T9', 'ownerO', 'c1'),
      setMembership('teamMemberships/ownerO-T9_childC', { ...teamMember('ownerO-T9', 'childC'), parentId: 'parentP' }),
      set('teamGuardians/ownerO-T9_parentP', teamGuardian('ownerO-T9', 'parentP', 'childC')),
    ),
    CHILD_C_IN_CLUB,
  ),
  deny(
    'the team’s owner links someone as the parent of a member whose membership names no parent',
    owner,
    batch(set('teamGuardians/t1_strangerS', teamGuardian('t1', 'strangerS', 'memberM'))),
  ),
  deny('a stranger links a child’s parent to the team', stranger, batch(linkT1), childCOnT1('parentP')),
  deny(
    'a club link with a field of its own',
    parent,
    batch(
      childCJoins('club', 'c1', 'CLUB01'),
      set('clubGuardians/c1_parentP', { ...clubGuardian('c1', 'parentP', 'childC'), role: 'admin' }),
    ),
  ),
  deny(
    'an unverified parent links themself to their child’s club',
    unverified(parent),
    batch(set('clubGuardians/c1_parentP', clubGuardian('c1', 'parentP', 'childC'))),
    CHILD_C_IN_CLUB,
  ),
  deny(
    'a stranger links themself to a team through a member',
    stranger,
    batch(set('teamGuardians/t1_strangerS', teamGuardian('t1', 'strangerS', 'memberM'))),
  ),
  deny(
    'a stranger links themself to a club through a member',
    stranger,
    batch(set('clubGuardians/c1_strangerS', clubGuardian('c1', 'strangerS', 'memberM'))),
  ),
  allow('a guardian removes their team link', guardian, batch(del('teamGuardians/t1_guardianG'))),
  allow('a guardian removes their club link', guardian, batch(del('clubGuardians/c1_guardianG'))),
  allow(
    'the owner removes a child from the team with their parent’s link',
    owner,
    batch(del('teamMemberships/t1_childG'), del('teamGuardians/t1_guardianG')),
  ),
  allow(
    'the owner removes a child from the club with their parent’s link',
    owner,
    batch(del('clubMemberships/c1_childG'), del('clubGuardians/c1_guardianG')),
  ),
  allow('anyone removes a team link whose child is no member', stranger, batch(del('teamGuardians/t1_guardianG')), {
    'teamMemberships/t1_childG': null,
  }),
  allow('anyone removes a club link whose child is no member', stranger, batch(del('clubGuardians/c1_guardianG')), {
    'clubMemberships/c1_childG': null,
  }),
  deny('a stranger removes a team link that stands', stranger, batch(del('teamGuardians/t1_guardianG'))),
  deny(
    'an unverified guardian removes their team link',
    unverified(guardian),
    batch(del('teamGuardians/t1_guardianG')),
  ),
  deny(
    'an unverified guardian removes their club link',
    unverified(guardian),
    batch(del('clubGuardians/c1_guardianG')),
  ),
  deny('a stranger removes a club link that stands', stranger, batch(del('clubGuardians/c1_guardianG'))),
  deny('the team’s owner removes a link that stands', owner, batch(del('teamGuardians/t1_guardianG'))),
];

const LINK_READS: Case[] = [
  allow('a guardian reads their team link', guardian, get('teamGuardians/t1_guardianG')),
  allow('a guardian reads their club link', guardian, get('clubGuardians/c1_guardianG')),
  deny('a stranger reads a team link', stranger, get('teamGuardians/t1_guardianG')),
  deny('a stranger reads a club link', stranger, get('clubGuardians/c1_guardianG')),
  deny('the team’s owner reads a link', owner, get('teamGuardians/t1_guardianG')),
  allow('anyone signed in reads a missing team link (am I a guardian?)', parent, get('teamGuardians/t1_parentP')),
  allow('anyone signed in reads a missing club link', parent, get('clubGuardians/c1_parentP')),
  deny('signed out, a missing team link', null, get('teamGuardians/t1_parentP')),
  deny('signed out, a missing club link', null, get('clubGuardians/c1_parentP')),
];

/** What a link lets its parent see: the group, its squad and the club's teams. */
const GUARDIAN_READS: Case[] = [
  allow('a guardian reads their child’s team', guardian, get('teams/t1')),
  allow('a guardian reads their child’s club', guardian, get('clubs/c1')),
  allow('a club guardian reads another team of the club', guardian, get('teams/t3')),
  allow('a team guardian reads the team without a club link', guardian, get('teams/t1'), {
    'clubGuardians/c1_guardianG': null,
  }),
  allow('a guardian reads a team membership of the squad', guardian, get('teamMemberships/t1_memberM')),
  allow('a guardian reads a club membership of the club', guardian, get('clubMemberships/c1_memberM')),
  deny('a guardian reads a team they do not guard, of another club', guardian, get('teams/t2')),
  deny('a guardian reads a club they do not guard', guardian, get('clubs/c2')),
  deny('a parent without a link reads their child’s team', parent, get('teams/t1')),
  deny('a parent without a link reads their child’s club', parent, get('clubs/c1')),
  deny('a guardian reads the club once the club link is gone', guardian, get('clubs/c1'), {
    'clubGuardians/c1_guardianG': null,
  }),
  deny('a guardian reads the squad once the team link is gone', guardian, get('teamMemberships/t1_memberM'), {
    'teamGuardians/t1_guardianG': null,
  }),
  deny('a guardian reads a club membership once the club link is gone', guardian, get('clubMemberships/c1_memberM'), {
    'clubGuardians/c1_guardianG': null,
  }),
  deny('a guardian reads another team of the club once the club link is gone', guardian, get('teams/t3'), {
    'clubGuardians/c1_guardianG': null,
  }),
];

export const GUARDIAN_AREAS = {
  'guardian links: writes': LINK_WRITES,
  'guardian links: reads': LINK_READS,
  'guardians: what a link shows': GUARDIAN_READS,
};
