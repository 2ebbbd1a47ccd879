import {
  AT,
  childProfile,
  coach,
  LATER,
  member,
  notificationSettings,
  owner,
  parent,
  stranger,
  teamMember,
  WORLD,
} from '../rules-world';
import { allow, batch, type Case, deny, set, setMembership, update } from './case-kit';
import { takes } from './attendance';

/**
 * The attacker's suite, fields (docs/SECURITY.md): where identity or size should be
 * fixed, free text lets an account claim what it is not or fill the documents others read.
 * Roles and dates are checked as values, an address is held by its `emails` entry, and every
 * list has the bound its meaning gives it. Each case is named by what the attacker would gain.
 */

const newChild = (changes: Record<string, unknown>) =>
  set('users/kid2', { ...childProfile('', 'parentP'), ...changes });
const x = (count: number) => 'x'.repeat(count);
/** `count` person ids of `length` characters each, all there */
const present = (count: number, length: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${i}`.padStart(length, 'p'), true]));
/** `count` muted ids of `length` characters each */
const muted = (count: number, length: number) => Array.from({ length: count }, (_, i) => `${i}`.padStart(length, 'g'));

const IDENTITY: Case[] = [
  deny('a parent makes a child profile an Admin', parent, batch(newChild({ role: 'Admin' }))),
  deny(
    'a parent turns their unclaimed child’s profile into an Admin',
    parent,
    batch(update('users/childC', { role: 'Admin', updatedAt: LATER })),
  ),
  deny(
    'a parent gives their new child a registered adult’s address without its entry, and so takes the address',
    parent,
    batch(newChild({ email: 'sam@example.com', emailLower: 'sam@example.com' })),
  ),
  deny(
    'a parent gives their new child a registered adult’s address, writing over the adult’s entry',
    parent,
    batch(
      newChild({ email: 'sam@example.com', emailLower: 'sam@example.com' }),
      set('emails/sam@example.com', { createdAt: AT, childId: 'kid2' }),
    ),
  ),
  deny(
    'a parent gives their child one address to show and another to claim with',
    parent,
    batch(
      newChild({ email: 'sam@example.com', emailLower: 'fay@example.com' }),
      set('emails/fay@example.com', { createdAt: AT, childId: 'kid2' }),
    ),
  ),
  deny(
    'a parent moves their unclaimed child to an adult’s address',
    parent,
    batch(update('users/childC', { email: 'sam@example.com', emailLower: 'sam@example.com', updatedAt: LATER })),
  ),
  allow(
    'a parent gives their new child a free address with its entry',
    parent,
    batch(
      newChild({ email: 'Fay@example.com', emailLower: 'fay@example.com' }),
      set('emails/fay@example.com', { createdAt: AT, childId: 'kid2' }),
    ),
  ),
];

const DATES: Case[] = [
  deny('a date of birth that is no date (9999-99-99)', parent, batch(update('users/childC', { dob: '9999-99-99' }))),
  deny('a date of birth in month 13', parent, batch(update('users/childC', { dob: '2016-13-01' }))),
  deny('a date of birth on day 32', parent, batch(update('users/childC', { dob: '2016-01-32' }))),
  deny('a date of birth in the year 2500', parent, batch(update('users/childC', { dob: '2500-01-01' }))),
  deny('a new child born 9999-99-99', parent, batch(newChild({ dob: '9999-99-99' }))),
  allow('a date of birth 2016-09-14', parent, batch(update('users/childC', { dob: '2016-09-14' }))),
];

const SIZES: Case[] = [
  deny(
    'the Coach fills the attendance with a long text instead of there or not',
    coach,
    batch(takes('ePast', 'coachH', { present: { memberM: x(5000) } })),
  ),
  deny(
    'the Coach fills the attendance with 500 ids of 200 characters (100 KB others download)',
    coach,
    batch(takes('ePast', 'coachH', { present: present(500, 200) })),
  ),
  allow(
    'the Coach takes the attendance of 500 people with ids of 128 characters',
    coach,
    batch(takes('ePast', 'coachH', { present: present(500, 128) })),
  ),
  deny(
    'a member mutes 100 ids of 200 characters each (the sender reads them with every notice)',
    member,
    batch(set('notificationSettings/memberM', notificationSettings({ muted: muted(100, 200), updatedAt: LATER }))),
  ),
  allow(
    'a member mutes 100 groups with ids of 160 characters',
    member,
    batch(set('notificationSettings/memberM', notificationSettings({ muted: muted(100, 160), updatedAt: LATER }))),
  ),
];

/** Names others see come from the person's own profile (firestore.rules isNamedByProfiles). */
const NAMES: Case[] = [
  deny(
    'a member renames their membership “Max Test (Head Coach)”, and so looks like staff in the squad',
    member,
    batch(update('teamMemberships/t1_memberM', { displayName: 'Max Test (Head Coach)', updatedAt: LATER })),
  ),
  deny(
    'a joiner joins under the owner’s name',
    stranger,
    batch(
      setMembership('teamMemberships/t1_strangerS', {
        ...teamMember('t1', 'strangerS'),
        joinCode: 'TEAM01',
        displayName: 'Olga Test',
      }),
    ),
  ),
  deny(
    'a parent joins their child under another family’s child’s name',
    parent,
    batch(
      setMembership('teamMemberships/t1_childC', {
        ...teamMember('t1', 'childC'),
        joinCode: 'TEAM01',
        displayName: 'Gabi Test',
        parentId: 'parentP',
        parentName: 'Pat',
      }),
    ),
  ),
  deny(
    'a parent calls themself “Coach Olga” on their child’s membership',
    parent,
    batch(
      setMembership('teamMemberships/t1_childC', {
        ...teamMember('t1', 'childC'),
        joinCode: 'TEAM01',
        parentId: 'parentP',
        parentName: 'Coach Olga',
      }),
    ),
  ),
  deny(
    'the team’s owner adds a club member to a team under another name',
    owner,
    batch(setMembership('teamMemberships/t3_memberM', { ...teamMember('t3', 'memberM'), displayName: 'Someone Else' })),
  ),
  allow(
    'a member puts their profile’s new name on their membership',
    member,
    batch(update('teamMemberships/t1_memberM', { displayName: 'Maxine Test', updatedAt: LATER })),
    { 'users/memberM': { ...WORLD['users/memberM'], firstName: 'Maxine' } },
  ),
];

export const ATTACKER_FIELD_AREAS = {
  'attacker: names others see': NAMES,
  'attacker: who a child is': IDENTITY,
  'attacker: dates': DATES,
  'attacker: sizes': SIZES,
};
