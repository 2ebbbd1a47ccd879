import {
  AT,
  claimed,
  event,
  guardian,
  member,
  newbie,
  parent,
  stranger,
  teamGuardian,
  unverified,
  WORLD,
} from '../rules-world';
import type { DocData } from '../../../src/backend/ports';
import { allow, batch, type Case, del, deny, get, queried, set, update, where } from './case-kit';

/**
 * A child's guardians beside the first (firestore.rules guardiansOf, isGuardianPlaceChange,
 * `guardianInvites`, `guardianships`; docs/product.md "Guardians"), with the attacker's cases
 * for each new power (docs/SECURITY.md "Guardians"). WORLD: guardianG is childG's first guardian;
 * childG is on t1 and c1. strangerS (sam@example.com) is the person invited, or the second
 * guardian in place 1.
 */

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

const invite = (childId: string, emailLower: string, overrides: DocData = {}): DocData => ({
  childId,
  emailLower,
  inviterId: 'guardianG',
  inviterName: 'Gus Test',
  childName: 'Gabi Test',
  childFirstName: 'Gabi',
  declined: false,
  expiresAt: inDays(14),
  createdAt: AT,
  ...overrides,
});

const CHILD_G = WORLD['users/childG'] ?? {};
/** childG with `places` (guardian1…) held */
export const childGWith = (places: DocData) => ({ 'users/childG': { ...CHILD_G, ...places } });
export const guardianship = (guardianId: string, guardianName: string): DocData => ({
  childId: 'childG',
  guardianId,
  guardianName,
  createdAt: AT,
});

/** Sam invited into place 1 */
const SAM_INVITED = { 'guardianInvites/childG_1': invite('childG', 'sam@example.com') };
/** Sam is childG's second guardian, in place 1, with their pointer and their link to t1 */
/** The stranger's answer for the child on the team's event, as the app writes it. */
const strangersAnswerForChildG = () =>
  batch(
    set('eventAnswers/e1_childG', {
      eventId: 'e1',
      teamId: 't1',
      personId: 'childG',
      status: 'going',
      answeredBy: 'strangerS',
      startsAt: event('t1').startsAt as Date,
      updatedAt: AT,
    }),
  );

export const SAM_GUARDS = {
  ...childGWith({ guardian1: 'strangerS' }),
  'guardianships/childG_strangerS': guardianship('strangerS', 'Sam Test'),
  'teamGuardians/t1_strangerS': teamGuardian('t1', 'strangerS', 'childG'),
};

/** The accept batch as the app writes it: the place, the invitation gone, the pointer. */
const acceptOps = (place = '1', personId = 'strangerS', name = 'Sam Test') => [
  update('users/childG', { [`guardian${place}`]: personId, updatedAt: AT }),
  del(`guardianInvites/childG_${place}`),
  set(`guardianships/childG_${personId}`, guardianship(personId, name)),
];

const INVITING: Case[] = [
  allow(
    'the first guardian invites an address into a free place',
    guardian,
    batch(set('guardianInvites/childG_1', invite('childG', 'sam@example.com'))),
  ),
  allow(
    'a second guardian invites an address into another free place',
    stranger,
    batch(
      set(
        'guardianInvites/childG_2',
        invite('childG', 'max@example.com', { inviterId: 'strangerS', inviterName: 'Sam Test' }),
      ),
    ),
    SAM_GUARDS,
  ),
  deny(
    'a stranger invites someone to be a guardian of another family’s child',
    stranger,
    batch(
      set(
        'guardianInvites/childG_1',
        invite('childG', 'sam@example.com', { inviterId: 'strangerS', inviterName: 'Sam Test' }),
      ),
    ),
  ),
  deny(
    'an invitation into a place a guardian holds (a fifth grown-up)',
    guardian,
    batch(set('guardianInvites/childG_1', invite('childG', 'max@example.com'))),
    SAM_GUARDS,
  ),
  deny(
    'an invitation beyond the three places (a fifth grown-up)',
    guardian,
    batch(set('guardianInvites/childG_4', invite('childG', 'max@example.com'))),
  ),
  deny(
    'a second invitation into a place an invitation holds',
    guardian,
    batch(set('guardianInvites/childG_1', invite('childG', 'max@example.com'))),
    SAM_INVITED,
  ),
  deny(
    'an invitation naming someone else as its sender',
    guardian,
    batch(set('guardianInvites/childG_1', invite('childG', 'sam@example.com', { inviterName: 'Head Coach' }))),
  ),
  deny(
    'an invitation that stays open for a month',
    guardian,
    batch(set('guardianInvites/childG_1', invite('childG', 'sam@example.com', { expiresAt: inDays(30) }))),
  ),
  deny(
    'an invitation to an address in capitals (the invited person would never see it)',
    guardian,
    batch(set('guardianInvites/childG_1', invite('childG', 'Sam@Example.com'))),
  ),
  deny(
    'an unverified guardian invites',
    unverified(guardian),
    batch(set('guardianInvites/childG_1', invite('childG', 'sam@example.com'))),
  ),
  allow('the first guardian cancels an invitation', guardian, batch(del('guardianInvites/childG_1')), SAM_INVITED),
  allow(
    'a guardian writes a new invitation over a declined one in its place',
    guardian,
    batch(set('guardianInvites/childG_1', invite('childG', 'max@example.com'))),
    { 'guardianInvites/childG_1': invite('childG', 'sam@example.com', { declined: true }) },
  ),
  allow(
    'a guardian writes a new invitation over a lapsed one in its place',
    guardian,
    batch(set('guardianInvites/childG_1', invite('childG', 'max@example.com'))),
    { 'guardianInvites/childG_1': invite('childG', 'sam@example.com', { expiresAt: inDays(-1) }) },
  ),
  deny(
    'a guardian writes a new invitation over an open one (to redirect it)',
    guardian,
    batch(set('guardianInvites/childG_1', invite('childG', 'max@example.com'))),
    SAM_INVITED,
  ),
  deny('a stranger cancels another family’s invitation', member, batch(del('guardianInvites/childG_1')), SAM_INVITED),
  deny(
    'a new child profile arrives with a guardian in a place',
    parent,
    batch(set('users/childN', { ...(WORLD['users/childC'] ?? {}), emailLower: '', email: '', guardian1: 'strangerS' })),
  ),
];

const INVITE_READS: Case[] = [
  allow(
    'the invited person lists the invitations to their verified address',
    stranger,
    queried(where('guardianInvites', { emailLower: 'sam@example.com' })),
    SAM_INVITED,
  ),
  deny(
    'an unverified account lists the invitations to its address',
    unverified(stranger),
    queried(where('guardianInvites', { emailLower: 'sam@example.com' })),
    SAM_INVITED,
  ),
  deny(
    'someone lists the invitations to another person’s address',
    member,
    queried(where('guardianInvites', { emailLower: 'sam@example.com' })),
    SAM_INVITED,
  ),
  allow(
    'a guardian lists their child’s invitations',
    guardian,
    queried(where('guardianInvites', { childId: 'childG' })),
    SAM_INVITED,
  ),
  deny(
    'another family lists a child’s invitations',
    parent,
    queried(where('guardianInvites', { childId: 'childG' })),
    SAM_INVITED,
  ),
];

const ACCEPTING: Case[] = [
  allow('the invited person accepts, taking the place', stranger, batch(...acceptOps()), SAM_INVITED),
  deny(
    'a stranger adds themself as a guardian with no invitation',
    stranger,
    batch(
      update('users/childG', { guardian1: 'strangerS', updatedAt: AT }),
      set('guardianships/childG_strangerS', guardianship('strangerS', 'Sam Test')),
    ),
  ),
  deny('accepting an invitation sent to another address', stranger, batch(...acceptOps()), {
    'guardianInvites/childG_1': invite('childG', 'someone@example.com'),
  }),
  deny(
    'accepting with an address one does not hold (unverified)',
    unverified(stranger),
    batch(...acceptOps()),
    SAM_INVITED,
  ),
  deny('accepting and keeping the invitation', stranger, batch(acceptOps()[0]!, acceptOps()[2]!), SAM_INVITED),
  deny(
    'accepting into a place other than the invitation’s',
    stranger,
    batch(
      update('users/childG', { guardian2: 'strangerS', updatedAt: AT }),
      del('guardianInvites/childG_1'),
      set('guardianships/childG_strangerS', guardianship('strangerS', 'Sam Test')),
    ),
    SAM_INVITED,
  ),
  deny(
    'accepting on someone else’s behalf',
    stranger,
    batch(update('users/childG', { guardian1: 'memberM', updatedAt: AT }), del('guardianInvites/childG_1')),
    SAM_INVITED,
  ),
  deny('accepting a declined invitation', stranger, batch(...acceptOps()), {
    'guardianInvites/childG_1': invite('childG', 'sam@example.com', { declined: true }),
  }),
  deny('accepting a lapsed invitation', stranger, batch(...acceptOps()), {
    'guardianInvites/childG_1': invite('childG', 'sam@example.com', { expiresAt: inDays(-1) }),
  }),
  deny('a Child (a claimed profile) becomes a guardian', claimed, batch(...acceptOps('1', 'childQ', 'claimedQ Test')), {
    'guardianInvites/childG_1': invite('childG', 'quinn@example.com'),
  }),
  deny(
    'accepting also changes the child’s names',
    stranger,
    batch(
      update('users/childG', { guardian1: 'strangerS', firstName: 'Mine', updatedAt: AT }),
      del('guardianInvites/childG_1'),
    ),
    SAM_INVITED,
  ),
  allow(
    'the invited person declines',
    stranger,
    batch(update('guardianInvites/childG_1', { declined: true })),
    SAM_INVITED,
  ),
  deny(
    'the invited person redirects the invitation to another address',
    stranger,
    batch(update('guardianInvites/childG_1', { emailLower: 'max@example.com' })),
    SAM_INVITED,
  ),
  deny(
    'a guardianship pointer without a place',
    stranger,
    batch(set('guardianships/childG_strangerS', guardianship('strangerS', 'Sam Test'))),
  ),
];

const SECOND_GUARDIAN: Case[] = [
  allow('a second guardian reads the child’s profile', stranger, get('users/childG'), SAM_GUARDS),
  allow(
    'a second guardian edits the child’s names and date of birth',
    stranger,
    batch(update('users/childG', { firstName: 'Gaby', dob: '2015-05-05', updatedAt: AT })),
    SAM_GUARDS,
  ),
  deny(
    'a second guardian sets an unclaimed child’s address to their own, to claim the child',
    stranger,
    batch(
      update('users/childG', { email: 'sam2@example.com', emailLower: 'sam2@example.com', updatedAt: AT }),
      set('emails/sam2@example.com', { createdAt: AT, childId: 'childG' }),
    ),
    SAM_GUARDS,
  ),
  deny(
    'a second guardian writes their own name as the first guardian’s',
    stranger,
    batch(update('users/childG', { parentName: 'Sam Test', updatedAt: AT })),
    SAM_GUARDS,
  ),
  deny(
    'a second guardian unlinks the first guardian',
    stranger,
    batch(update('users/childG', { linkedParentId: null, parentName: null })),
    SAM_GUARDS,
  ),
  deny(
    'a second guardian removes another guardian',
    stranger,
    batch(update('users/childG', { guardian2: null, updatedAt: AT })),
    { ...SAM_GUARDS, ...childGWith({ guardian1: 'strangerS', guardian2: 'memberM' }) },
  ),
  deny(
    'a second guardian deletes the child',
    stranger,
    batch(del('users/childG'), set('deletedIds/childG', { collection: 'users' })),
    SAM_GUARDS,
  ),
  deny('a second guardian frees the child’s address', stranger, batch(del('emails/gabi@example.com')), {
    ...SAM_GUARDS,
    'emails/gabi@example.com': { createdAt: AT, childId: 'childG' },
  }),
  allow('a second guardian reads the child’s team’s events through their link', stranger, get('events/e1'), SAM_GUARDS),
  allow(
    'a second guardian lists the child’s team’s events',
    stranger,
    queried(where('events', { teamId: 't1' })),
    SAM_GUARDS,
  ),
  allow('a second guardian answers for the child', stranger, strangersAnswerForChildG(), SAM_GUARDS),
  allow(
    'a second guardian lists the child’s team memberships',
    stranger,
    queried(where('teamMemberships', { userId: 'childG' })),
    SAM_GUARDS,
  ),
  allow(
    'a second guardian links themself to the child’s team',
    stranger,
    batch(set('teamGuardians/t1_strangerS', teamGuardian('t1', 'strangerS', 'childG'))),
    { ...SAM_GUARDS, 'teamGuardians/t1_strangerS': null },
  ),
  allow(
    'a guardian links the child’s other guardian to the child’s team',
    guardian,
    batch(set('teamGuardians/t1_strangerS', teamGuardian('t1', 'strangerS', 'childG'))),
    { ...SAM_GUARDS, 'teamGuardians/t1_strangerS': null },
  ),
  deny(
    'a guardian links someone who guards nothing to the child’s team',
    guardian,
    batch(set('teamGuardians/t1_memberM', teamGuardian('t1', 'memberM', 'childG'))),
    SAM_GUARDS,
  ),
  allow(
    'a guardian lists the child’s guardians',
    guardian,
    queried(where('guardianships', { childId: 'childG' })),
    SAM_GUARDS,
  ),
  allow(
    'a guardian lists their own guardianships',
    stranger,
    queried(where('guardianships', { guardianId: 'strangerS' })),
    SAM_GUARDS,
  ),
  deny(
    'another family lists a child’s guardians',
    parent,
    queried(where('guardianships', { childId: 'childG' })),
    SAM_GUARDS,
  ),
];

/** Sam removed from place 1 by the first guardian; pointer and link left behind */
const SAM_REMOVED = { ...SAM_GUARDS, ...childGWith({ guardian1: null }) };

const LEAVING: Case[] = [
  allow(
    'the first guardian removes a guardian, with their pointer and link',
    guardian,
    batch(
      update('users/childG', { guardian1: null, updatedAt: AT }),
      del('guardianships/childG_strangerS'),
      del('teamGuardians/t1_strangerS'),
    ),
    SAM_GUARDS,
  ),
  allow(
    'a second guardian stops being a guardian',
    stranger,
    batch(
      update('users/childG', { guardian1: null, updatedAt: AT }),
      del('guardianships/childG_strangerS'),
      del('teamGuardians/t1_strangerS'),
    ),
    SAM_GUARDS,
  ),
  deny('a removed guardian still reads the child', stranger, get('users/childG'), SAM_REMOVED),
  deny('a removed guardian still reads the child’s team’s events', stranger, get('events/e1'), SAM_REMOVED),
  deny(
    'a removed guardian still lists the child’s team’s squad',
    stranger,
    queried(where('teamMemberships', { teamId: 't1' })),
    SAM_REMOVED,
  ),
  deny('a removed guardian still answers for the child', stranger, strangersAnswerForChildG(), SAM_REMOVED),
  deny(
    'a removed guardian takes their place back',
    stranger,
    batch(update('users/childG', { guardian1: 'strangerS', updatedAt: AT })),
    SAM_REMOVED,
  ),
  deny(
    'a removed guardian comes back through an invitation to themself sent while they guarded',
    stranger,
    batch(
      update('users/childG', { guardian2: 'strangerS', updatedAt: AT }),
      del('guardianInvites/childG_2'),
      set('guardianships/childG_strangerS', guardianship('strangerS', 'Sam Test')),
    ),
    {
      ...SAM_REMOVED,
      'guardianships/childG_strangerS': null,
      'guardianInvites/childG_2': invite('childG', 'sam@example.com', {
        inviterId: 'strangerS',
        inviterName: 'Sam Test',
      }),
    },
  ),
  deny(
    'a guardian invites their own address (to come back once removed)',
    stranger,
    batch(
      set(
        'guardianInvites/childG_2',
        invite('childG', 'sam@example.com', { inviterId: 'strangerS', inviterName: 'Sam Test' }),
      ),
    ),
    SAM_GUARDS,
  ),
  deny(
    'the first guardian lets go of a claimed child and leaves its other guardians in place',
    parent,
    batch(update('users/childQ', { linkedParentId: null, parentName: null })),
    { 'users/childQ': { ...(WORLD['users/childQ'] ?? {}), guardian1: 'strangerS' } },
  ),
  allow(
    'the first guardian lets go of a claimed child, its other guardians with it',
    parent,
    batch(update('users/childQ', { linkedParentId: null, parentName: null, guardian1: null })),
    { 'users/childQ': { ...(WORLD['users/childQ'] ?? {}), guardian1: 'strangerS' } },
  ),
  deny(
    'a new account registers with someone in its guardian places (to link them to its teams)',
    newbie,
    batch(
      set('users/newbieU', {
        uid: 'newbieU',
        email: 'new@example.com',
        emailLower: 'new@example.com',
        role: 'Parent',
        firstName: '',
        lastName: '',
        dob: '',
        linkedParentId: null,
        guardian1: 'memberM',
        createdAt: AT,
        updatedAt: AT,
      }),
    ),
  ),
  allow(
    'anyone tidies the link of someone who guards the child no more',
    member,
    batch(del('teamGuardians/t1_strangerS')),
    SAM_REMOVED,
  ),
];

export const CHILD_GUARDIAN_AREAS = {
  'guardians of a child: inviting': INVITING,
  'guardians of a child: reading invitations': INVITE_READS,
  'attacker: guardians, accepting and declining': ACCEPTING,
  'attacker: guardians, a second guardian’s powers': SECOND_GUARDIAN,
  'attacker: guardians, removing and stopping': LEAVING,
};
