import {
  AT,
  account,
  club,
  clubMember,
  kid,
  LATER,
  member,
  newbie,
  owner,
  parent,
  profile,
  stranger,
  teamMember,
} from '../rules-world';
import { allow, batch, type Case, deny, set, update, setMembership } from './case-kit';
import { createClub } from './group-batches';

/**
 * What each stored field may hold (`holds` in firestore.rules): only listed fields, text as text, `createdAt`/`updatedAt` as ISO strings,
 * `dob` as `YYYY-MM-DD` or '', flags as booleans. Only the fields a write adds or changes are
 * judged, so older data (a timestamp where text is written now) does not block an edit. And how
 * text is measured: `size()` counts code points, as the rules evaluator and every form do.
 */

const legacyDob = {
  'users/parentP': { ...profile('parentP', parent.email, 'Parent'), dob: new Date('2000-01-01T00:00:00.000Z') },
};
const legacyJoined = { 'clubMemberships/c1_memberM': { ...clubMember('c1', 'memberM'), createdAt: new Date(AT) } };
/** U+1F3C6, one code point written as two UTF-16 units */
const trophies = (count: number) => '🏆'.repeat(count);

const USERS: Case[] = [
  allow(
    'a registration profile with no date of birth yet',
    newbie,
    batch(set('users/newbieU', { ...profile('newbieU', newbie.email, 'Parent'), dob: '' })),
  ),
  deny(
    'a registration profile with a field of its own',
    newbie,
    batch(set('users/newbieU', { ...profile('newbieU', newbie.email, 'Parent'), isAdmin: true })),
  ),
  deny('own profile given a field of its own', parent, batch(update('users/parentP', { isAdmin: true }))),
  deny('a first name that is not text', parent, batch(update('users/parentP', { firstName: 42 }))),
  deny('a date of birth not written YYYY-MM-DD', parent, batch(update('users/parentP', { dob: '01/02/2010' }))),
  deny('updatedAt that is not an ISO time', parent, batch(update('users/parentP', { updatedAt: 'yesterday' }))),
  deny(
    'updatedAt as a timestamp, not an ISO string',
    parent,
    batch(update('users/parentP', { updatedAt: new Date(LATER) })),
  ),
  deny(
    'a parent gives their child a parentName that is not text',
    parent,
    batch(update('users/childC', { parentName: 7 })),
  ),
  allow(
    'a profile whose older date of birth is a timestamp, renamed',
    parent,
    batch(update('users/parentP', { firstName: 'Patricia', updatedAt: LATER })),
    legacyDob,
  ),
  // Firestore's size() counts UTF-16 code units: an emoji is 2 (docs/RULES-ENGINE.md "Strings")
  allow(
    'a first name of 50 emoji (100 UTF-16 units)',
    parent,
    batch(update('users/parentP', { firstName: trophies(50) })),
  ),
  deny(
    'a first name of 50 emoji and a letter (101 UTF-16 units)',
    parent,
    batch(update('users/parentP', { firstName: `${trophies(50)}P` })),
  ),
  deny(
    'a first name of 100 emoji (200 UTF-16 units)',
    parent,
    batch(update('users/parentP', { firstName: trophies(100) })),
  ),
];

const ACCOUNTS: Case[] = [
  deny('an account given a field of its own', kid, batch(update('accounts/kidK', { isAdmin: true }))),
  deny('claimChecked that is not a boolean', kid, batch(update('accounts/kidK', { claimChecked: 'yes' }))),
  deny(
    'an account created with createdAt not an ISO time',
    newbie,
    batch(set('accounts/newbieU', { ...account('newbieU'), createdAt: 'today' })),
  ),
];

const EMAILS: Case[] = [
  deny(
    'an entry created with createdAt not an ISO time',
    newbie,
    batch(set('emails/new@example.com', { createdAt: 'today' })),
  ),
];

const GROUPS: Case[] = [
  deny('a club location that is not text', owner, batch(update('clubs/c1', { location: 5 }))),
  deny('club notes as a list', owner, batch(update('clubs/c1', { notes: ['a'] }))),
  deny(
    'a club’s updatedAt that is a date without a time',
    owner,
    batch(update('clubs/c1', { updatedAt: '2024-01-01' })),
  ),
  deny(
    'a new club with createdAt as a timestamp',
    stranger,
    batch(
      set('clubs/strangerS-K1', { ...club('strangerS', 'NEWCLUB234'), createdAt: new Date(AT) }),
      ...createClub('strangerS-K1', 'strangerS').slice(1),
    ),
  ),
  deny('a team age group that is a number', owner, batch(update('teams/t1', { ageGroup: 10 }))),
  allow('a club name of 50 emoji (100 UTF-16 units)', owner, batch(update('clubs/c1', { name: trophies(50) }))),
  deny(
    'a club name of 50 emoji and a letter (101 UTF-16 units)',
    owner,
    batch(update('clubs/c1', { name: `${trophies(50)}K` })),
  ),
  deny('a club name of 100 emoji (200 UTF-16 units)', owner, batch(update('clubs/c1', { name: trophies(100) }))),
  // a combining accent is a code point of its own: 51 accented letters are 102 characters
  deny(
    'a club name of 51 letters with combining accents (102 code points)',
    owner,
    batch(update('clubs/c1', { name: 'e\u0301'.repeat(51) })),
  ),
];

const MEMBERSHIPS: Case[] = [
  deny(
    'a display name that is not text',
    member,
    batch(update('clubMemberships/c1_memberM', { displayName: { first: 'Max' } })),
  ),
  deny(
    'a team membership added with createdAt not an ISO time',
    owner,
    batch(setMembership('teamMemberships/t3_memberM', { ...teamMember('t3', 'memberM'), createdAt: 'now' })),
  ),
  deny(
    'a membership joined with createdAt not an ISO time',
    stranger,
    batch(
      setMembership('clubMemberships/c1_strangerS', {
        ...clubMember('c1', 'strangerS'),
        joinCode: 'CLUB01',
        createdAt: 'now',
      }),
    ),
  ),
  allow(
    'a membership whose older createdAt is a timestamp, renamed',
    member,
    batch(update('clubMemberships/c1_memberM', { displayName: 'Max Test' })),
    legacyJoined,
  ),
];

export const FIELD_KIND_AREAS = {
  'users: field kinds': USERS,
  'accounts: field kinds': ACCOUNTS,
  'emails entries: field kinds': EMAILS,
  'clubs and teams: field kinds': GROUPS,
  'memberships: field kinds': MEMBERSHIPS,
};
