import {
  childProfile,
  claimed,
  event,
  guardian,
  parent,
  stranger,
  team,
  teamGuardian,
  teamMember,
  WORLD,
} from '../rules-world';
import { allow, type Case, deny, get, queried, where } from './case-kit';

/**
 * The attacker's suite, families (docs/SECURITY.md): a parent reads a team through a
 * guardian link (firestore.rules isTeamGuardian), which is honoured only while the child it names
 * is a member whose membership names that parent. Each case is named by what the attacker gains.
 */

/** guardianG's child childG left c1 and t1; the parent kept both links */
const CHILD_LEFT = { 'teamMemberships/t1_childG': null, 'clubMemberships/c1_childG': null };
/** parentP wrote themself a link naming another family's child (childG, whose membership names guardianG) */
const LINK_VIA_OTHERS_CHILD = { 'teamGuardians/t1_parentP': teamGuardian('t1', 'parentP', 'childG') };

const LINK_LEFT_BEHIND: Case[] = [
  deny(
    'a parent whose child left the team keeps its squad’s names',
    guardian,
    get('teamMemberships/t1_memberM'),
    CHILD_LEFT,
  ),
  deny(
    'a parent whose child left the team keeps listing its squad',
    guardian,
    queried(where('teamMemberships', { teamId: 't1' })),
    CHILD_LEFT,
  ),
  deny('a parent whose child left the team keeps its events', guardian, get('events/e1'), CHILD_LEFT),
  deny(
    'a parent whose child left the team keeps listing its events',
    guardian,
    queried(where('events', { teamId: 't1' })),
    CHILD_LEFT,
  ),
  deny('a parent whose child left the team keeps its news', guardian, get('announcements/a1'), CHILD_LEFT),
  deny('a parent whose child left the club keeps its news', guardian, get('announcements/ac1'), CHILD_LEFT),
  deny('a parent whose child left the club keeps its details', guardian, get('clubs/c1'), CHILD_LEFT),
  deny(
    'a parent with a link naming another family’s child reads the team’s events',
    parent,
    get('events/e1'),
    LINK_VIA_OTHERS_CHILD,
  ),
  allow('a parent whose child is on the team reads its events', guardian, get('events/e1')),
];

/**
 * claimedQ claimed childQ and then chose Parent (the profile form allows it): their person id is
 * childQ, not their uid. Their own child childW is on team t2, joined by them.
 */
const PERSON_ID_PARENT = {
  'users/childQ': { ...WORLD['users/childQ'], role: 'Parent' },
  'users/childW': childProfile('wren@example.com', 'childQ'),
  'teamMemberships/t2_childW': { ...teamMember('t2', 'childW'), parentId: 'childQ', parentName: 'Quinn' },
  'teamGuardians/t2_childQ': teamGuardian('t2', 'childQ', 'childW'),
  'events/eT2': event('t2'),
};

const PARENT_BY_PERSON_ID: Case[] = [
  allow(
    'a parent whose person id is not their uid reads their child’s team',
    claimed,
    get('teams/t2'),
    PERSON_ID_PARENT,
  ),
  allow(
    'a parent whose person id is not their uid reads their child’s event',
    claimed,
    get('events/eT2'),
    PERSON_ID_PARENT,
  ),
  allow(
    'a parent whose person id is not their uid lists their child’s team’s events',
    claimed,
    queried(where('events', { teamId: 't2' })),
    PERSON_ID_PARENT,
  ),
  deny('a stranger borrows that parent’s link to read the team', stranger, get('teams/t2'), PERSON_ID_PARENT),
  // 4 reads a guarded team (two missing memberships, the link, the child's), the account once:
  // chunks of 2 for such a parent (group-lookups.ts guardedChunkFor)
  allow(
    'a parent whose person id is not their uid lists the events of 2 teams they guard: 9 reads',
    claimed,
    queried(where('events', { teamId: ['t2', 'tW'] })),
    {
      ...PERSON_ID_PARENT,
      'teams/tW': team('ownerO', null, 'TEAMW1'),
      'teamMemberships/tW_childW': { ...teamMember('tW', 'childW'), parentId: 'childQ', parentName: 'Quinn' },
      'teamGuardians/tW_childQ': teamGuardian('tW', 'childQ', 'childW'),
    },
  ),
];

/**
 * A link's existence tells which team a parent's child is on: nobody but the parent reads one,
 * missing or not (firestore.rules teamGuardians `get`).
 */
const LINK_ORACLE: Case[] = [
  deny(
    'a stranger learns that a parent’s child is on no team, from a missing link',
    stranger,
    get('teamGuardians/t2_guardianG'),
  ),
  deny(
    'a stranger learns that a parent’s child is in no club, from a missing link',
    stranger,
    get('clubGuardians/c2_guardianG'),
  ),
  deny('a team-mate learns which parent guards the team', parent, get('teamGuardians/t1_guardianG')),
  allow('a parent reads their own missing link', guardian, get('teamGuardians/t2_guardianG')),
  allow('a parent reads their own missing club link', guardian, get('clubGuardians/c2_guardianG')),
];

export const ATTACKER_FAMILY_AREAS = {
  'attacker: a link left behind': LINK_LEFT_BEHIND,
  'attacker: a parent by person id': PARENT_BY_PERSON_ID,
  'attacker: who guards what': LINK_ORACLE,
};
