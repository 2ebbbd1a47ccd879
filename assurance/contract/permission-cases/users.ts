import {
  AT,
  childProfile,
  claimed,
  dee,
  kid,
  LATER,
  member,
  newbie,
  owner,
  parent,
  profile,
  stranger,
  unverified,
  WORLD,
} from '../rules-world';
import { allow, batch, type Case, del, delMarked, deny, get, set, update } from './case-kit';

/** The `users` rules: reads, registration, a parent's children, one's own profile, limits. */

const memberAsChild = { 'users/memberM': profile('memberM', member.email, 'Child', 'parentP') };
/** claimedQ has become a Parent and added a child of their own, linked to their person id */
const claimedAsParent = {
  'users/childQ': { ...WORLD['users/childQ'], role: 'Parent' },
  'users/grandG': childProfile('gina@example.com', 'childQ'),
};
const newChild = (changes: Record<string, unknown> = {}) =>
  set('users/kid2', { ...childProfile('', 'parentP'), ...changes });
const x = (count: number) => 'x'.repeat(count);

const READS: Case[] = [
  allow('read own profile', parent, get('users/parentP')),
  allow('read own profile before it exists', newbie, get('users/newbieU')),
  allow('a parent reads a linked child', parent, get('users/childC')),
  allow('a parent reads a claimed child', parent, get('users/childQ')),
  allow('is this me: a claimed child reads their profile by its id', claimed, get('users/childQ')),
  allow(
    'a claimed child who became a parent reads a child linked to their person id',
    claimed,
    get('users/grandG'),
    claimedAsParent,
  ),
  deny('a stranger reads a child', stranger, get('users/childC')),
  deny('a stranger reads a claimed child', stranger, get('users/childQ')),
  deny('a stranger reads a profile', stranger, get('users/parentP')),
  deny('a stranger reads a missing profile', stranger, get('users/nobody')),
  deny('signed out, nobody reads a profile', null, get('users/parentP')),
  allow('a verified user reads the unclaimed child with their email (lower case)', kid, get('users/childC')),
  allow('a verified user reads the unclaimed child with their exact email', dee, get('users/childD')),
  deny('an unverified user cannot read the child with their email', unverified(kid), get('users/childC')),
  deny('a claimed child is not readable by email', kid, get('users/childC'), {
    'users/childC': { ...childProfile('kid@example.com', 'parentP'), uid: 'other' },
  }),
];

const CREATES: Case[] = [
  allow(
    'create own Parent profile before verifying',
    newbie,
    batch(set('users/newbieU', profile('newbieU', newbie.email, 'Parent'))),
  ),
  allow(
    'create own Parent profile with set merge',
    newbie,
    batch(set('users/newbieU', profile('newbieU', newbie.email, 'Parent'), true)),
  ),
  deny(
    'create own profile carrying another address',
    newbie,
    batch(set('users/newbieU', profile('newbieU', 'other@example.com', 'Parent'))),
  ),
  deny(
    'create own profile with emailLower not in lower case',
    newbie,
    batch(set('users/newbieU', { ...profile('newbieU', newbie.email, 'Parent'), emailLower: 'NEW@example.com' })),
  ),
  deny(
    'create own profile as Child without a claim',
    newbie,
    batch(set('users/newbieU', profile('newbieU', newbie.email, 'Child'))),
  ),
  deny(
    'create own profile linked to a parent',
    newbie,
    batch(set('users/newbieU', profile('newbieU', newbie.email, 'Parent', 'parentP'))),
  ),
  deny(
    'create a profile under another id',
    newbie,
    batch(set('users/someone', profile('newbieU', newbie.email, 'Parent'))),
  ),
  deny(
    'create own profile carrying another uid',
    newbie,
    batch(set('users/newbieU', profile('someone', newbie.email, 'Parent'))),
  ),
  deny('signed out, create a profile', null, batch(set('users/newbieU', profile('newbieU', newbie.email, 'Parent')))),
  allow('a parent creates a child linked to them', parent, batch(newChild())),
  deny('a parent creates a child without parentName', parent, batch(newChild({ parentName: null }))),
  deny('an unverified parent creates a child', unverified(parent), batch(newChild())),
  deny('a parent creates a child linked to someone else', parent, batch(newChild({ linkedParentId: 'strangerS' }))),
  deny('a parent creates a child that has a uid', parent, batch(newChild({ uid: 'kid2' }))),
  deny('a parent creates a Parent profile for someone', parent, batch(newChild({ role: 'Parent' }))),
  deny('a Child (by profile) creates a child', member, batch(set('users/kid2', childProfile('', 'memberM')))),
  deny('a user without a profile creates a child', owner, batch(set('users/kid2', childProfile('', 'ownerO')))),
  allow(
    'is this me: a claimed child who became a parent adds a child linked to their person id',
    claimed,
    batch(set('users/kid2', { ...childProfile('', 'childQ'), parentName: 'Quinn Test' })),
    claimedAsParent,
  ),
  deny(
    'a claimed child adds a child linked to their uid (no profile there)',
    claimed,
    batch(set('users/kid2', childProfile('', 'claimedQ'))),
    claimedAsParent,
  ),
  // the parent's role is read as the batch leaves it (getAfter)
  allow(
    'a verified user’s first profile and their first child in one batch',
    dee,
    batch(
      set('users/deeD', profile('deeD', dee.email, 'Parent', null, 'Dee')),
      set('users/deeKid', { ...childProfile('', 'deeD'), parentName: 'Dee Test' }),
    ),
  ),
];

const OWN_UPDATES: Case[] = [
  allow('update own profile', parent, batch(update('users/parentP', { firstName: 'Patricia' }))),
  allow('set own profile with merge', parent, batch(set('users/parentP', { firstName: 'Patricia' }, true))),
  allow('change own role to Child', parent, batch(update('users/parentP', { role: 'Child' }))),
  deny('change own role to something else', parent, batch(update('users/parentP', { role: 'Admin' }))),
  allow('own email in another letter case', parent, batch(update('users/parentP', { email: 'Pat@Example.com' }))),
  deny(
    'own email not the account’s',
    parent,
    batch(update('users/parentP', { email: 'other@example.com', emailLower: 'other@example.com' })),
  ),
  deny('own emailLower not the account’s', parent, batch(update('users/parentP', { emailLower: 'other@example.com' }))),
  deny('own emailLower not in lower case', parent, batch(update('users/parentP', { emailLower: 'PAT@example.com' }))),
  deny('change own uid', parent, batch(update('users/parentP', { uid: 'someone' }))),
  deny('own first name as a flag', parent, batch(update('users/parentP', { firstName: true }))),
  allow(
    'a linked child updates own profile keeping the link',
    member,
    batch(update('users/memberM', { firstName: 'M' })),
    memberAsChild,
  ),
  deny('unlink oneself from a parent', member, batch(update('users/memberM', { linkedParentId: null })), memberAsChild),
  deny('link oneself to someone else', stranger, batch(update('users/strangerS', { linkedParentId: 'parentP' }))),
  deny('link oneself to oneself', stranger, batch(update('users/strangerS', { linkedParentId: 'strangerS' }))),
  deny('update own profile unverified', unverified(parent), batch(update('users/parentP', { firstName: 'P' }))),
  allow(
    'is this me: a claimed child updates their profile by its id',
    claimed,
    batch(update('users/childQ', { firstName: 'Quinn', dob: '2012-05-06' })),
  ),
  allow(
    'is this me: a claimed child changes their own role',
    claimed,
    batch(update('users/childQ', { role: 'Parent' })),
  ),
  deny(
    'a claimed child unlinks themself from their parent',
    claimed,
    batch(update('users/childQ', { linkedParentId: null })),
  ),
  deny(
    'a claimed child hands their profile to another account',
    claimed,
    batch(update('users/childQ', { uid: 'strangerS' })),
  ),
  deny(
    'a claimed child takes on another address',
    claimed,
    batch(update('users/childQ', { email: 'sam@example.com', emailLower: 'sam@example.com' })),
  ),
];

const PARENT_EDITS: Case[] = [
  allow(
    'a parent updates their child',
    parent,
    batch(update('users/childC', { firstName: 'Kimberly', updatedAt: LATER })),
  ),
  allow(
    'a parent changes an unclaimed child’s email, with its entry',
    parent,
    batch(
      update('users/childC', { email: 'K2@example.com', emailLower: 'k2@example.com' }),
      set('emails/k2@example.com', { createdAt: AT, childId: 'childC' }),
    ),
  ),
  deny(
    'a parent changes an unclaimed child’s email without its entry',
    parent,
    batch(update('users/childC', { email: 'K2@example.com', emailLower: 'k2@example.com' })),
  ),
  deny('a parent makes an unclaimed child a Parent', parent, batch(update('users/childC', { role: 'Parent' }))),
  deny('a parent gives an unclaimed child a uid', parent, batch(update('users/childC', { uid: 'kidK' }))),
  deny(
    'a parent hands their child to someone else',
    parent,
    batch(update('users/childC', { linkedParentId: 'strangerS' })),
  ),
  deny('a parent changes other fields of a child', parent, batch(update('users/childC', { createdAt: LATER }))),
  allow(
    'a parent edits the names and date of birth of a claimed child',
    parent,
    batch(update('users/childQ', { firstName: 'Q', lastName: 'T', dob: '2012-01-01', updatedAt: LATER })),
  ),
  allow(
    'a parent puts their new name on a claimed child',
    parent,
    batch(update('users/childQ', { parentName: 'Patricia Test' })),
    { 'users/parentP': profile('parentP', 'pat@example.com', 'Parent', null, 'Patricia') },
  ),
  deny(
    'a parent puts a name other than their profile’s on their child, for the claim’s question',
    parent,
    batch(update('users/childQ', { parentName: 'Coach Olga' })),
  ),
  deny(
    'a parent changes a claimed child’s email',
    parent,
    batch(update('users/childQ', { email: 'q2@example.com', emailLower: 'q2@example.com' })),
  ),
  deny('a parent changes a claimed child’s uid', parent, batch(update('users/childQ', { uid: 'parentP' }))),
  deny('a parent clears a claimed child’s uid', parent, batch(update('users/childQ', { uid: null }))),
  deny('a parent changes a claimed child’s role', parent, batch(update('users/childQ', { role: 'Parent' }))),
  allow(
    'a parent unlinks a claimed child (their Delete)',
    parent,
    batch(update('users/childQ', { linkedParentId: null, parentName: null })),
  ),
  deny(
    'a parent unlinks a claimed child and changes a name',
    parent,
    batch(update('users/childQ', { linkedParentId: null, firstName: 'X' })),
  ),
  deny(
    'a parent unlinks a claimed child, clears parentName and changes a name',
    parent,
    batch(update('users/childQ', { linkedParentId: null, parentName: null, firstName: 'X' })),
  ),
  deny(
    'a parent unlinks an unclaimed child (they delete it)',
    parent,
    batch(update('users/childC', { linkedParentId: null })),
  ),
  deny('a stranger updates a child', stranger, batch(update('users/childC', { firstName: 'X' }))),
  deny('a stranger updates a profile', stranger, batch(update('users/parentP', { firstName: 'X' }))),
  allow(
    'is this me: a claimed child who became a parent edits their child',
    claimed,
    batch(update('users/grandG', { firstName: 'Gina' })),
    claimedAsParent,
  ),
];

const DELETES: Case[] = [
  allow('a parent deletes their unclaimed child', parent, batch(...delMarked('users/childC'))),
  deny('an unverified parent deletes their unclaimed child', unverified(parent), batch(del('users/childC'))),
  deny('a parent deletes a claimed child', parent, batch(del('users/childQ'))),
  deny('delete own profile', parent, batch(del('users/parentP'))),
  deny('a claimed child deletes their profile', claimed, batch(del('users/childQ'))),
  deny('a stranger deletes a child', stranger, batch(del('users/childC'))),
  deny('the child’s email owner deletes it outside a claim', kid, batch(del('users/childC'))),
  deny('delete a missing profile', parent, batch(del('users/nobody'))),
];

const LIMITS: Case[] = [
  allow('a first name of 100 characters', parent, batch(update('users/parentP', { firstName: x(100) }))),
  deny('a first name of 101 characters', parent, batch(update('users/parentP', { firstName: x(101) }))),
  allow('a last name of 100 characters', parent, batch(update('users/childC', { lastName: x(100) }))),
  deny('a last name of 101 characters', parent, batch(update('users/childC', { lastName: x(101) }))),
  allow(
    'an email of 254 characters on a new child',
    parent,
    batch(
      newChild({ email: `${x(242)}@example.com`, emailLower: `${x(242)}@example.com` }),
      set(`emails/${x(242)}@example.com`, { createdAt: AT, childId: 'kid2' }),
    ),
  ),
  deny('an email of 255 characters on a new child', parent, batch(newChild({ email: `${x(243)}@example.com` }))),
  deny(
    'an emailLower of 255 characters on a new child',
    parent,
    batch(newChild({ email: 'k@example.com', emailLower: `${x(243)}@example.com` })),
  ),
  allow('a parentName of 201 characters', parent, batch(newChild({ parentName: `${x(100)} ${x(100)}` })), {
    'users/parentP': { ...profile('parentP', 'pat@example.com', 'Parent', null, x(100)), lastName: x(100) },
  }),
  deny('a parentName of 202 characters', parent, batch(newChild({ parentName: x(202) }))),
];

export const USER_AREAS = {
  'users: reads': READS,
  'users: creates': CREATES,
  'users: one’s own profile': OWN_UPDATES,
  'users: a parent’s edits': PARENT_EDITS,
  'users: deletes': DELETES,
  'users: text limits': LIMITS,
};
