import type { WriteOp } from '../../../src/backend/ports';
import {
  AT,
  account,
  childProfile,
  claimed,
  club,
  clubMember,
  dee,
  kid,
  LATER,
  newbie,
  parent,
  profile,
  stranger,
  unverified,
} from '../rules-world';
import { allow, batch, type Case, claimOps, del, delMarked, deny, get, set, update, setMembership } from './case-kit';

/**
 * One identity for life (docs/architecture.md, "People and identity"): the claim, the account
 * pointer, the `emails` entries, and memberships that follow a claimed child's person id.
 */

const kidsClaimBatch = claimOps(kid, 'childC');
/** the state after kid's claim of childC */
const afterKidsClaim = {
  'users/childC': { ...childProfile('kid@example.com', 'parentP'), uid: 'kidK' },
  'accounts/kidK': account('childC'),
  'users/kidK': null,
};
/** a second unclaimed profile carrying kid's address */
const secondProfile = { 'users/childE': childProfile('kid@example.com', 'parentP') };
const [claimProfile, switchAccount, dropRegistration] = kidsClaimBatch as [WriteOp, WriteOp, WriteOp];

const CLAIMS: Case[] = [
  allow(
    'claim: the profile, the account pointer and the registration profile in one batch',
    kid,
    batch(...kidsClaimBatch),
  ),
  allow(
    'claim of an older profile matched by its exact email, with no registration profile left',
    dee,
    batch(...claimOps(dee, 'childD')),
  ),
  deny('claim of a profile carrying another address', stranger, batch(...claimOps(stranger, 'childC'))),
  deny('claim of an already claimed profile', kid, batch(...kidsClaimBatch), {
    'users/childC': { ...childProfile('kid@example.com', 'parentP'), uid: 'someone' },
  }),
  // the SDK sends it again after a reload when the first copy's answer was lost: it changes nothing
  allow('the claim’s copy, sent again once it landed', kid, batch(...kidsClaimBatch), afterKidsClaim),
  deny(
    'a stranger’s unchanged copy of a claimed child’s profile',
    stranger,
    batch(update('users/childC', { uid: 'kidK' })),
    afterKidsClaim,
  ),
  deny('a delete of a missing profile at someone else’s id', stranger, batch(del('users/kidK')), afterKidsClaim),
  deny('a replay for a second profile after the account already switched', kid, batch(...claimOps(kid, 'childE')), {
    ...afterKidsClaim,
    ...secondProfile,
  }),
  deny('the batch without the account switch', kid, batch(claimProfile, dropRegistration)),
  deny('the batch without removing the registration profile', kid, batch(claimProfile, switchAccount)),
  deny('the account switch and the delete, without the profile', kid, batch(switchAccount, dropRegistration)),
  deny('the account switch alone', kid, batch(switchAccount)),
  deny('the registration profile delete alone', kid, batch(dropRegistration)),
  deny(
    'a claim that also takes a second profile with the address',
    kid,
    batch(...kidsClaimBatch, update('users/childE', { uid: 'kidK' })),
    secondProfile,
  ),
  // who the account is comes from the state before the batch: not yet the profile it claims
  deny(
    'a claim that also joins a club as the claimed profile',
    kid,
    batch(
      ...kidsClaimBatch,
      setMembership('clubMemberships/c1_childC', { ...clubMember('c1', 'childC'), joinCode: 'CLUB01' }),
    ),
  ),
  // and so does whether the new owner has an account: the profile is unclaimed before the batch
  deny(
    'a claim that also hands the claimer’s club to the claimed profile',
    kid,
    batch(
      ...kidsClaimBatch,
      update('clubs/kidK-K1', { ownerId: 'childC', updatedAt: AT }),
      update('clubMemberships/kidK-K1_childC', { role: 'owner', updatedAt: AT }),
    ),
    {
      'clubs/kidK-K1': club('kidK', 'KIDCLUB234'),
      'clubMemberships/kidK-K1_kidK': clubMember('kidK-K1', 'kidK', 'owner'),
      'clubMemberships/kidK-K1_childC': clubMember('kidK-K1', 'childC'),
    },
  ),
  deny(
    'a stranger gives the profile to another account',
    stranger,
    batch(update('users/childC', { uid: 'kidK', email: kid.email, emailLower: kid.email })),
  ),
  deny(
    'a stranger points their account at a claimed profile',
    stranger,
    batch(update('accounts/strangerS', { personId: 'childQ' })),
  ),
  deny('a claim by an unverified user', unverified(kid), batch(...kidsClaimBatch)),
  deny('a claim that changes the parent link', kid, batch(...claimOps(kid, 'childC', { linkedParentId: 'kidK' }))),
  deny('a claim that changes a name', kid, batch(...claimOps(kid, 'childC', { firstName: 'K' }))),
  deny('a claim that changes parentName', kid, batch(...claimOps(kid, 'childC', { parentName: 'Someone' }))),
  deny('a claim that changes the role', kid, batch(...claimOps(kid, 'childC', { role: 'Parent' }))),
  deny(
    'a claim that writes another address',
    kid,
    batch(...claimOps(kid, 'childC', { email: 'x@example.com', emailLower: 'x@example.com' })),
  ),
  deny('a claim giving the profile another uid', kid, batch(...claimOps(kid, 'childC', { uid: 'strangerS' }))),
  deny('a claim of a Parent profile', kid, batch(...kidsClaimBatch), {
    'users/childC': { ...childProfile('kid@example.com', 'parentP'), role: 'Parent' },
  }),
];

const ACCOUNTS: Case[] = [
  allow('get own account', kid, get('accounts/kidK')),
  allow('get own account before it exists', newbie, get('accounts/newbieU')),
  deny('get someone else’s account', stranger, get('accounts/kidK')),
  deny('signed out, get an account', null, get('accounts/kidK')),
  allow(
    'create own account before verifying, pointing at one’s uid',
    newbie,
    batch(set('accounts/newbieU', { personId: 'newbieU', createdAt: AT })),
  ),
  allow(
    'the registration batch before verifying: profile and account',
    newbie,
    batch(
      set('users/newbieU', profile('newbieU', newbie.email, 'Parent')),
      set('accounts/newbieU', account('newbieU')),
    ),
  ),
  deny('create own account pointing at a child profile', newbie, batch(set('accounts/newbieU', account('childC')))),
  deny('create someone else’s account', newbie, batch(set('accounts/someone', account('someone')))),
  allow(
    'record the claim check and the answer `Not me`',
    kid,
    batch(update('accounts/kidK', { claimChecked: true, claimDeclined: true })),
  ),
  deny('update own account unverified', unverified(kid), batch(update('accounts/kidK', { claimChecked: true }))),
  deny('switch the person id outside a claim', kid, batch(update('accounts/kidK', { personId: 'childC' }))),
  deny('switch the person id to someone else’s profile', kid, batch(update('accounts/kidK', { personId: 'parentP' }))),
  deny(
    'a claimed child switches back to their uid',
    claimed,
    batch(update('accounts/claimedQ', { personId: 'claimedQ' })),
  ),
  deny('update someone else’s account', stranger, batch(update('accounts/kidK', { claimChecked: true }))),
  allow(
    'the registration batch re-sent unchanged before verifying (its first copy landed)',
    unverified(parent),
    batch(
      set('users/parentP', profile('parentP', 'pat@example.com', 'Parent', null, 'Pat')),
      set('accounts/parentP', account('parentP')),
    ),
  ),
  deny('an unchanged copy of someone else’s account', stranger, batch(set('accounts/parentP', account('parentP')))),
  deny(
    'an unchanged copy of someone else’s profile',
    stranger,
    batch(set('users/parentP', profile('parentP', 'pat@example.com', 'Parent'))),
  ),
  deny(
    'an unverified change of one’s profile',
    unverified(parent),
    batch(set('users/parentP', { ...profile('parentP', 'pat@example.com', 'Parent'), firstName: 'Patricia' })),
  ),
  deny('delete own account', kid, batch(del('accounts/kidK'))),
];

const fay = { 'users/childF': childProfile('fay@example.com', 'parentP') };
const entry = (childId?: string) => (childId ? { createdAt: AT, childId } : { createdAt: AT });

const EMAILS: Case[] = [
  allow('get an entry, as any signed-in user', stranger, get('emails/pat@example.com')),
  allow('get a missing entry', stranger, get('emails/nobody@example.com')),
  deny('get a missing entry unverified', newbie, get('emails/nobody@example.com')),
  deny('signed out, get an entry', null, get('emails/pat@example.com')),
  allow('the holder creates their entry before verifying', newbie, batch(set('emails/new@example.com', entry()))),
  deny('an entry for another address', newbie, batch(set('emails/other@example.com', entry()))),
  deny('the holder’s entry naming a child', newbie, batch(set('emails/new@example.com', entry('childC')))),
  deny(
    'an entry carrying other fields',
    newbie,
    batch(set('emails/new@example.com', { createdAt: AT, uid: 'newbieU' })),
  ),
  deny('the holder’s entry when a parent already took the address', kid, batch(set('emails/kid@example.com', entry()))),
  allow(
    'a parent adds a child and their entry in one batch',
    parent,
    batch(
      set('users/kid2', childProfile('Kid2@Example.com', 'parentP')),
      set('emails/kid2@example.com', entry('kid2')),
    ),
  ),
  allow(
    'a parent changes a child’s address and moves its entry in one batch',
    parent,
    batch(
      update('users/childC', { email: 'Kim@Example.com', emailLower: 'kim@example.com' }),
      del('emails/kid@example.com'),
      set('emails/kim@example.com', entry('childC')),
    ),
  ),
  allow(
    'a parent adds the entry of their unclaimed child',
    parent,
    batch(set('emails/fay@example.com', entry('childF'))),
    fay,
  ),
  deny('an entry for someone else’s child', stranger, batch(set('emails/fay@example.com', entry('childF'))), fay),
  deny(
    'an entry for an address the child does not carry',
    parent,
    batch(set('emails/other@example.com', entry('childF'))),
    fay,
  ),
  deny('an entry for a claimed child', parent, batch(set('emails/gil@example.com', entry('childG'))), {
    'users/childG': profile('gilG', 'gil@example.com', 'Child', 'parentP'),
  }),
  deny('an unverified parent’s entry', unverified(parent), batch(set('emails/fay@example.com', entry('childF'))), fay),
  deny('a parent’s entry when the address is taken', parent, batch(set('emails/pat@example.com', entry('childC')))),
  deny('an entry is never changed', parent, batch(update('emails/pat@example.com', { createdAt: LATER }))),
  allow(
    'the holder’s unchanged copy of their entry (a re-sent create)',
    parent,
    batch(set('emails/pat@example.com', entry())),
  ),
  deny('a stranger’s unchanged copy of someone’s entry', stranger, batch(set('emails/pat@example.com', entry()))),
  allow(
    'a parent’s unchanged copy of the entry naming their child',
    parent,
    batch(set('emails/kid@example.com', entry('childC'))),
  ),
  deny('the holder’s copy naming a child is a change', parent, batch(set('emails/pat@example.com', entry('childC')))),
  allow('the holder deletes their entry', parent, batch(del('emails/pat@example.com'))),
  deny('the holder deletes their entry unverified', unverified(parent), batch(del('emails/pat@example.com'))),
  allow('a parent deletes the entry naming their child', parent, batch(del('emails/kid@example.com'))),
  allow(
    'a parent deletes a child and their entry in one batch',
    parent,
    batch(...delMarked('users/childC'), del('emails/kid@example.com')),
  ),
  deny('a stranger deletes someone’s entry', stranger, batch(del('emails/pat@example.com'))),
  deny('the address’s holder deletes the entry naming a child', kid, batch(del('emails/kid@example.com'))),
  deny('delete a missing entry', parent, batch(del('emails/nobody@example.com'))),
];

const CLAIMED_CHILD_MEMBERSHIPS: Case[] = [
  allow('is this me: a claimed child reads their membership by person id', claimed, get('clubMemberships/c1_childQ')),
  allow('is this me: a claimed child reads their club', claimed, get('clubs/c1')),
  allow('is this me: a claimed child reads their team', claimed, get('teams/t1')),
  allow(
    'is this me: a claimed child reads their missing membership by person id',
    claimed,
    get('teamMemberships/t2_childQ'),
  ),
  allow('is this me: a claimed child leaves their team', claimed, batch(del('teamMemberships/t1_childQ'))),
  allow(
    'is this me: a claimed child touches their membership keeping its role',
    claimed,
    batch(update('clubMemberships/c1_childQ', { displayName: 'Quinn Test', updatedAt: AT })),
  ),
  deny('a claimed child promotes themself', claimed, batch(update('clubMemberships/c1_childQ', { role: 'owner' }))),
  allow(
    'is this me: a claimed child joins a club with its code as their person id',
    claimed,
    batch(setMembership('clubMemberships/c2_childQ', { ...clubMember('c2', 'childQ'), joinCode: 'OTHER1' })),
  ),
  allow(
    'is this me: a claimed child joins a team of their club with the club’s code',
    claimed,
    batch(
      setMembership('teamMemberships/t3_childQ', {
        teamId: 't3',
        userId: 'childQ',
        role: 'member',
        joinCode: 'CLUB01',
        createdAt: AT,
      }),
    ),
  ),
  deny('a stranger leaves for a claimed child', stranger, batch(del('teamMemberships/t1_childQ'))),
  deny(
    'a stranger joins as a claimed child',
    stranger,
    batch(
      setMembership('teamMemberships/t2_childQ', {
        teamId: 't2',
        userId: 'childQ',
        role: 'member',
        joinCode: 'TEAM02',
        createdAt: AT,
      }),
    ),
  ),
];

export const IDENTITY_AREAS = {
  'the claim': CLAIMS,
  accounts: ACCOUNTS,
  'emails entries': EMAILS,
  'a claimed child’s memberships': CLAIMED_CHILD_MEMBERSHIPS,
};
