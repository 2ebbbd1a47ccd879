import { describe, expect, it } from 'vitest';
import { childProfile, dee, kid, member, newbie, owner, parent, profile, stranger, unverified } from '../contract/rules-world';
import {
  type Case,
  allow,
  batch,
  claimOf,
  del,
  deny,
  get,
  runRuleCases,
  set,
  signInOnWorld,
  update,
  useRulesBackend,
} from './local-rules-fixtures';
import { readStoredDoc, setSession } from './local-test-kit';

const USERS: Case[] = [
  allow('read own profile', parent, get('users/parentP')),
  allow('read own profile before it exists', newbie, get('users/newbieU')),
  allow('a parent reads a linked child', parent, get('users/childC')),
  deny('a stranger reads a child', stranger, get('users/childC')),
  deny('a stranger reads a profile', stranger, get('users/parentP')),
  deny('a stranger reads a missing profile', stranger, get('users/nobody')),
  deny('signed out, nobody reads a profile', null, get('users/parentP')),
  allow('a verified user reads the unclaimed child with their email (lower case)', kid, get('users/childC')),
  allow('a verified user reads the unclaimed child with their exact email', dee, get('users/childD')),
  deny('an unverified user cannot read the child with their email', unverified(kid), get('users/childC')),
  deny('a claimed child is not readable by email', kid, get('users/childC'), { 'users/childC': { ...childProfile('kid@example.com', 'parentP'), uid: 'other' } }),

  allow('create own Parent profile before verifying', newbie, batch(set('users/newbieU', profile('newbieU', newbie.email, 'Parent')))),
  allow('create own Parent profile with set merge', newbie, batch(set('users/newbieU', profile('newbieU', newbie.email, 'Parent'), true))),
  deny('create own profile as Child without a claim', newbie, batch(set('users/newbieU', profile('newbieU', newbie.email, 'Child')))),
  deny('create own profile linked to a parent', newbie, batch(set('users/newbieU', profile('newbieU', newbie.email, 'Parent', 'parentP')))),
  deny('create a profile under another id', newbie, batch(set('users/someone', profile('newbieU', newbie.email, 'Parent')))),
  deny('create own profile carrying another uid', newbie, batch(set('users/newbieU', profile('someone', newbie.email, 'Parent')))),
  deny('signed out, create a profile', null, batch(set('users/newbieU', profile('newbieU', newbie.email, 'Parent')))),
  allow('a parent creates a child linked to them', parent, batch(set('users/kid2', childProfile('', 'parentP')))),
  deny('an unverified parent creates a child', unverified(parent), batch(set('users/kid2', childProfile('', 'parentP')))),
  deny('a parent creates a child linked to someone else', parent, batch(set('users/kid2', childProfile('', 'strangerS')))),
  deny('a parent creates a child that has a uid', parent, batch(set('users/kid2', { ...childProfile('', 'parentP'), uid: 'kid2' }))),
  deny('a parent creates a Parent profile for someone', parent, batch(set('users/kid2', { ...childProfile('', 'parentP'), role: 'Parent' }))),
  deny('a Child (by profile) creates a child', member, batch(set('users/kid2', childProfile('', 'memberM')))),
  deny('a user without a profile creates a child', owner, batch(set('users/kid2', childProfile('', 'ownerO')))),

  allow('update own profile', parent, batch(update('users/parentP', { firstName: 'Patricia' }))),
  allow('set own profile with merge', parent, batch(set('users/parentP', { firstName: 'Patricia' }, true))),
  allow('a linked child updates own profile keeping the link', member, batch(update('users/memberM', { firstName: 'M' })), { 'users/memberM': profile('memberM', member.email, 'Child', 'parentP') }),
  deny('unlink oneself from a parent', member, batch(update('users/memberM', { linkedParentId: null })), { 'users/memberM': profile('memberM', member.email, 'Child', 'parentP') }),
  deny('link oneself to someone else', stranger, batch(update('users/strangerS', { linkedParentId: 'parentP' }))),
  deny('link oneself to oneself', stranger, batch(update('users/strangerS', { linkedParentId: 'strangerS' }))),
  allow('a first name of 80 characters', parent, batch(update('users/parentP', { firstName: 'x'.repeat(80) }))),
  deny('a first name of 81 characters', parent, batch(update('users/parentP', { firstName: 'x'.repeat(81) }))),
  deny('an email of 255 characters on a new child', parent, batch(set('users/kid2', { ...childProfile('', 'parentP'), email: `${'x'.repeat(243)}@example.com` }))),
  deny('update own profile unverified', unverified(parent), batch(update('users/parentP', { firstName: 'P' }))),
  allow('a parent updates their child', parent, batch(update('users/childC', { firstName: 'Kimberly' }))),
  deny('a parent hands their child to someone else', parent, batch(update('users/childC', { linkedParentId: 'strangerS' }))),
  deny('a stranger updates a child', stranger, batch(update('users/childC', { firstName: 'X' }))),
  deny('a stranger updates a profile', stranger, batch(update('users/parentP', { firstName: 'X' }))),
  allow('a parent deletes their child', parent, batch(del('users/childC'))),
  allow('delete own profile', parent, batch(del('users/parentP'))),
  deny('a stranger deletes a child', stranger, batch(del('users/childC'))),
  deny('the child’s email owner deletes it outside a claim', kid, batch(del('users/childC'))),
];

const CLAIMS: Case[] = [
  allow('claim: own profile set and the child deleted in one batch', kid, batch(claimOf(kid, 'childC'), del('users/childC'))),
  allow('claim over an existing own Parent profile', kid, batch(claimOf(kid, 'childC'), del('users/childC')), { 'users/kidK': profile('kidK', kid.email, 'Parent') }),
  allow('claim by exact email match', dee, batch(claimOf(dee, 'childD'), del('users/childD'))),
  deny('claim without deleting the child', kid, batch(claimOf(kid, 'childC'))),
  deny('claim linked to another parent', kid, batch(claimOf(kid, 'childC', 'strangerS'), del('users/childC'))),
  deny('claim by an unverified user', unverified(kid), batch(claimOf(kid, 'childC'), del('users/childC'))),
  deny('claim of a child with another email', stranger, batch(claimOf(stranger, 'childC'), del('users/childC'))),
  deny('claim of an already claimed child', kid, batch(claimOf(kid, 'childC'), del('users/childC')), { 'users/childC': { ...childProfile('kid@example.com', 'parentP'), uid: 'someone' } }),
  deny('claim of a Parent profile', kid, batch(claimOf(kid, 'childC'), del('users/childC')), { 'users/childC': { ...childProfile('kid@example.com', 'parentP'), role: 'Parent' } }),
  deny('claim with another email in the new profile', kid, batch(claimOf(kid, 'childC', 'parentP', { email: 'other@example.com' }), del('users/childC'))),
  deny('delete the child with an own Parent profile set, no claim', kid, batch(set('users/kidK', profile('kidK', kid.email, 'Parent')), del('users/childC'))),
  deny('a claim that also deletes a second claimable child', kid, batch(claimOf(kid, 'childC'), del('users/childC'), del('users/childE')), { 'users/childE': childProfile('kid@example.com', 'parentP') }),
  deny('delete a claimable child named by an earlier claim, outside a claim batch', kid, batch(del('users/childE')), {
    'users/kidK': { ...profile('kidK', kid.email, 'Child', 'parentP'), claimedFrom: 'childE' },
    'users/childE': childProfile('kid@example.com', 'parentP'),
  }),
  deny('a claim set naming one child and deleting another', kid, batch(claimOf(kid, 'childC'), del('users/childE')), { 'users/childE': childProfile('kid@example.com', 'parentP') }),
];

runRuleCases('users', USERS);
runRuleCases('claiming a child profile', CLAIMS);

describe('rules: a stored claim', () => {
  const backend = useRulesBackend();

  it('moves the child’s profile to the claiming account, still seen by the parent', async () => {
    const t = backend();
    await signInOnWorld(t, kid);
    await batch(claimOf(kid, 'childC'), del('users/childC'))(t.backend.data);
    expect(await readStoredDoc(t.db, 'users/childC')).toBeNull();
    expect(await readStoredDoc(t.db, 'users/kidK')).toMatchObject({
      uid: 'kidK',
      role: 'Child',
      linkedParentId: 'parentP',
      claimedFrom: 'childC',
    });
    await setSession(t.db, parent);
    const { docs: children } = await t.backend.data.query({
      collection: 'users',
      where: [{ field: 'linkedParentId', op: '==', value: 'parentP' }],
    });
    expect(children.map((doc) => doc.id).sort()).toEqual(['childD', 'kidK']);
  });
});
