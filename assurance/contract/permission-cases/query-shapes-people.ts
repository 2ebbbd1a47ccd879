// Query shapes of people, memberships and groups (the table is query-shapes.ts).
import { DOCUMENT_ID } from '../../../src/backend/ports';
import {
  childProfile,
  claimed,
  dee,
  kid,
  member,
  newbie,
  owner,
  parent,
  profile,
  stranger,
  unverified,
} from '../rules-world';
import { STRICTER, stricterThanEmulator, where } from './case-kit';
import { allowed, type QueryShapeCase, refused } from './query-shape-kit';

export const USERS: QueryShapeCase[] = [
  allowed(
    'a parent lists their children',
    parent,
    where('users', { linkedParentId: 'parentP' }),
    'users/children-of-me',
  ),
  allowed(
    'a parent lists their children, narrowed by role',
    parent,
    where('users', { linkedParentId: 'parentP', role: 'Child' }),
    'users/children-of-me',
  ),
  allowed(
    'a parent lists their children with an in of one',
    parent,
    where('users', { linkedParentId: ['parentP'] }),
    'users/children-of-me',
  ),
  refused(
    'a parent lists their children and someone else’s',
    parent,
    where('users', { linkedParentId: ['parentP', 'strangerS'] }),
  ),
  refused('a stranger lists a parent’s children', stranger, where('users', { linkedParentId: 'parentP' })),
  refused('signed out, a parent’s children', null, where('users', { linkedParentId: 'parentP' })),
  refused(
    'users by an unused email address (answered [] before)',
    owner,
    where('users', { email: 'nobody@example.com' }),
  ),
  refused('users matching nothing', parent, where('users', { role: 'Nobody' })),
  refused('all users', parent, where('users')),
  refused('one’s own profile by uid (get it by id instead)', parent, where('users', { uid: 'parentP' })),
  allowed(
    'claim lookup by my address in lower case',
    kid,
    where('users', { role: 'Child', uid: null, emailLower: 'kid@example.com' }),
    'users/claimable-by-email-lower',
  ),
  allowed(
    'claim lookup by my address as typed',
    dee,
    where('users', { role: 'Child', uid: null, email: 'Dee@Example.com' }),
    'users/claimable-by-email',
  ),
  refused('claim lookup without uid == null', dee, where('users', { role: 'Child', email: 'Dee@Example.com' })),
  refused('claim lookup without role == Child', kid, where('users', { uid: null, emailLower: 'kid@example.com' })),
  refused(
    'claim lookup by emailLower not lowered',
    dee,
    where('users', { role: 'Child', uid: null, emailLower: 'Dee@Example.com' }),
  ),
  refused(
    'claim lookup for someone else’s address',
    kid,
    where('users', { role: 'Child', uid: null, emailLower: 'dee@example.com' }),
  ),
  refused(
    'claim lookup by an unverified user',
    unverified(kid),
    where('users', { role: 'Child', uid: null, emailLower: 'kid@example.com' }),
  ),
  // is this me: `me` is the uid, or the person id the account points at (a claimed child)
  allowed(
    'a claimed child lists the children linked to their person id',
    claimed,
    where('users', { linkedParentId: 'childQ' }),
    'users/children-of-me',
  ),
  allowed(
    'a claimed child lists the children linked to their uid',
    claimed,
    where('users', { linkedParentId: 'claimedQ' }),
    'users/children-of-me',
  ),
  refused(
    'a stranger lists the children of a claimed child’s person id',
    stranger,
    where('users', { linkedParentId: 'childQ' }),
  ),
];

export const MEMBERSHIPS: QueryShapeCase[] = [
  allowed('my club memberships', member, where('clubMemberships', { userId: 'memberM' }), 'clubMemberships/mine'),
  allowed(
    'my club memberships, none stored',
    newbie,
    where('clubMemberships', { userId: 'newbieU' }),
    'clubMemberships/mine',
  ),
  refused('someone else’s club memberships', member, where('clubMemberships', { userId: 'ownerO' })),
  allowed(
    'the memberships of my club',
    member,
    where('clubMemberships', { clubId: 'c1' }),
    'clubMemberships/of-my-club',
  ),
  allowed(
    'the memberships of my club by role (one read for every disjunct)',
    member,
    where('clubMemberships', { clubId: 'c1', role: ['owner', 'member'] }),
    'clubMemberships/of-my-club',
  ),
  refused('the memberships of a club I am not in', stranger, where('clubMemberships', { clubId: 'c1' })),
  refused('the memberships of my club and another', member, where('clubMemberships', { clubId: ['c1', 'c2'] })),
  refused('club memberships by role only', member, where('clubMemberships', { role: 'member' })),
  allowed('my team memberships', stranger, where('teamMemberships', { userId: 'strangerS' }), 'teamMemberships/mine'),
  allowed(
    'the memberships of my team, by in',
    member,
    where('teamMemberships', { teamId: ['t1'] }),
    'teamMemberships/of-my-team',
  ),
  allowed(
    'the memberships of my three teams',
    owner,
    where('teamMemberships', { teamId: ['t1', 't2', 't3'] }),
    'teamMemberships/of-my-team',
  ),
  refused('the memberships of my team and one I am not on', member, where('teamMemberships', { teamId: ['t1', 't2'] })),
  refused('the memberships of a team of my club I am not on', member, where('teamMemberships', { teamId: 't3' })),
  allowed(
    'a claimed child’s club memberships, by person id',
    claimed,
    where('clubMemberships', { userId: 'childQ' }),
    'clubMemberships/mine',
  ),
  allowed(
    'a claimed child’s team memberships, by person id',
    claimed,
    where('teamMemberships', { userId: 'childQ' }),
    'teamMemberships/mine',
  ),
  allowed(
    'the memberships of a claimed child’s club',
    claimed,
    where('clubMemberships', { clubId: 'c1' }),
    'clubMemberships/of-my-club',
  ),
  allowed(
    'the memberships of a claimed child’s team',
    claimed,
    where('teamMemberships', { teamId: ['t1'] }),
    'teamMemberships/of-my-team',
  ),
  refused('a stranger lists a claimed child’s memberships', stranger, where('teamMemberships', { userId: 'childQ' })),
];

/** a child who claimed their profile and whom parentP then unlinked: theirs no more */
const UNLINKED = { 'users/childU': profile('claimedU', 'una@example.com', 'Child', null) };
/** strangerS's unclaimed child */
const OTHERS_CHILD = { 'users/childZ': childProfile('zed@example.com', 'strangerS') };

/** A parent lists their children's memberships (userId == X, users/X linked to them: one read each). */
export const CHILDREN_MEMBERSHIPS: QueryShapeCase[] = [
  allowed(
    'a parent lists their child’s club memberships',
    parent,
    where('clubMemberships', { userId: 'childC' }),
    'clubMemberships/of-my-child',
  ),
  allowed(
    'a parent lists their child’s team memberships',
    parent,
    where('teamMemberships', { userId: 'childC' }),
    'teamMemberships/of-my-child',
  ),
  allowed(
    'a parent lists two of their children’s team memberships, by in',
    parent,
    where('teamMemberships', { userId: ['childC', 'childD'] }),
    'teamMemberships/of-my-child',
  ),
  allowed(
    'a parent lists a claimed child’s club memberships while still linked',
    parent,
    where('clubMemberships', { userId: 'childQ' }),
    'clubMemberships/of-my-child',
  ),
  refused(
    'a stranger lists a parent’s child’s club memberships',
    stranger,
    where('clubMemberships', { userId: 'childC' }),
  ),
  refused(
    'a stranger lists a parent’s child’s team memberships',
    stranger,
    where('teamMemberships', { userId: 'childC' }),
  ),
  refused(
    'a parent lists the memberships of a claimed child they unlinked',
    parent,
    where('teamMemberships', { userId: 'childU' }),
    UNLINKED,
  ),
  refused(
    'a parent lists the memberships of a profile that does not exist',
    parent,
    where('clubMemberships', { userId: 'ghostG' }),
  ),
  refused(
    'a parent lists their child’s and another parent’s child’s memberships, by in',
    parent,
    where('clubMemberships', { userId: ['childC', 'childZ'] }),
    OTHERS_CHILD,
  ),
  refused('a claimed child lists their parent’s memberships', claimed, where('clubMemberships', { userId: 'parentP' })),
];

export const GROUPS: QueryShapeCase[] = [
  refused('clubs I own, by ownerId (answered before)', owner, where('clubs', { ownerId: 'ownerO' })),
  refused('all clubs', member, where('clubs')),
  // the stricter reading of what Firestore leaves unsaid: a `__name__` filter binds no wildcard,
  // so no query can prove its clubs are mine (they are read by id, one get each)
  refused('my club by id (a __name__ filter binds no wildcard)', member, where('clubs', { [DOCUMENT_ID]: 'c1' })),
  refused('my clubs by id, in (a __name__ filter binds no wildcard)', owner, where('clubs', { [DOCUMENT_ID]: ['c1'] })),
  refused('my club and another by id', member, where('clubs', { [DOCUMENT_ID]: ['c1', 'c2'] })),
  refused('a club I am not in, by id', stranger, where('clubs', { [DOCUMENT_ID]: 'c1' })),
  allowed('the teams of my club', member, where('teams', { clubId: 'c1' }), 'teams/of-my-club'),
  refused('the teams of a club I am not in', stranger, where('teams', { clubId: 'c1' })),
  stricterThanEmulator(
    STRICTER.nameFilterBindsNothing,
    refused('my team by id (a __name__ filter binds no wildcard)', member, where('teams', { [DOCUMENT_ID]: 't1' })),
  ),
  refused(
    'my teams by id, in (a __name__ filter binds no wildcard)',
    owner,
    where('teams', { [DOCUMENT_ID]: ['t1', 't2', 't3'] }),
  ),
  stricterThanEmulator(
    STRICTER.nameFilterBindsNothing,
    refused(
      'a team of my club I am not on, by id (a get allows it; no filter proves its club)',
      member,
      where('teams', { [DOCUMENT_ID]: 't3' }),
    ),
  ),
  stricterThanEmulator(
    STRICTER.nameFilterBindsNothing,
    refused(
      'a claimed child’s team by id (a __name__ filter binds no wildcard)',
      claimed,
      where('teams', { [DOCUMENT_ID]: 't1' }),
    ),
  ),
  allowed('the teams of a claimed child’s club', claimed, where('teams', { clubId: 'c1' }), 'teams/of-my-club'),
  refused('teams by name', member, where('teams', { name: 'Team' })),
  refused('teams I own, by ownerId', owner, where('teams', { ownerId: 'ownerO' })),
];

export const GET_ONLY: QueryShapeCase[] = [
  refused('join codes of my club', owner, where('joinCodes', { clubId: 'c1' })),
  refused('a join code by id', owner, where('joinCodes', { [DOCUMENT_ID]: 'CLUB01' })),
  refused('my account pointer by id', owner, where('accounts', { [DOCUMENT_ID]: 'ownerO' })),
  refused('accounts pointing at a profile', claimed, where('accounts', { personId: 'childQ' })),
  refused('an email entry by address', owner, where('emails', { [DOCUMENT_ID]: 'olga@example.com' })),
  refused('the email entries naming my child', parent, where('emails', { childId: 'childC' })),
  refused('all email entries', parent, where('emails')),
  refused('another collection', owner, where('other')),
];
