import { AT, answerNote, claimed, guardian, kid, member, stranger, WORLD } from '../rules-world';
import { allow, batch, type Case, del, deny, get, queried, set, update, where } from './case-kit';
import { childGWith, SAM_GUARDS } from './child-guardians';

/**
 * Leaving Pitchside for good (`Delete my account`; docs/SECURITY.md "Leaving Pitchside"): a
 * person deletes their own profile, account pointer and address entry together, marking the id;
 * their reasons and notes go; a first guardian hands a child to a guardian in a place. The
 * attacker's cases for each of these powers. WORLD: strangerS (Sam Test, sam@example.com) has an
 * account, a profile and an entry; guardianG is childG's first guardian, and in SAM_GUARDS Sam
 * holds place 1.
 */

const mark = (id: string) => set(`deletedIds/${id}`, { collection: 'users' });

/** Sam's whole leaving batch, as the app writes it last. */
const samLeaves = () =>
  batch(del('emails/sam@example.com'), del('users/strangerS'), del('accounts/strangerS'), mark('strangerS'));

const handover = (changes: Record<string, unknown> = {}) =>
  batch(
    update('users/childG', { linkedParentId: 'strangerS', parentName: 'Sam Test', guardian1: null, updatedAt: AT }),
    del('guardianships/childG_strangerS'),
    ...(Object.keys(changes).length ? [update('users/childG', changes)] : []),
  );

/** childG after the handover: Sam first, his place empty; the memberships still name Gus, who joined them. */
const HANDED_OVER = {
  ...SAM_GUARDS,
  ...childGWith({ linkedParentId: 'strangerS', parentName: 'Sam Test', guardian1: null }),
};

const OWN_DELETE: Case[] = [
  allow('a person leaving Pitchside deletes their profile, pointer and entry, marking the id', stranger, samLeaves()),
  deny(
    'deleting one’s profile and keeping the account pointer',
    stranger,
    batch(del('users/strangerS'), mark('strangerS')),
  ),
  deny(
    'deleting one’s profile without marking the id',
    stranger,
    batch(del('users/strangerS'), del('accounts/strangerS')),
  ),
  deny('deleting one’s account pointer alone', stranger, batch(del('accounts/strangerS'))),
  deny(
    'deleting another person’s profile with one’s own pointer',
    stranger,
    batch(del('users/memberM'), del('accounts/strangerS'), mark('memberM')),
  ),
  deny(
    'deleting another person’s pointer',
    stranger,
    batch(del('users/memberM'), del('accounts/memberM'), mark('memberM')),
  ),
  deny(
    'a claimed child whose guardian manages the profile deletes it',
    claimed,
    batch(del('users/childQ'), del('accounts/claimedQ'), mark('childQ')),
  ),
  allow(
    'a claimed child their guardian let go leaves, with the entry naming their profile',
    claimed,
    batch(del('emails/quinn@example.com'), del('users/childQ'), del('accounts/claimedQ'), mark('childQ')),
    { 'users/childQ': { ...(WORLD['users/childQ'] ?? {}), linkedParentId: null, parentName: null } },
  ),
  deny(
    'the holder of an address deletes the entry naming another family’s child who carries it',
    kid,
    batch(del('emails/kid@example.com')),
  ),
];

const NOTES: Case[] = [
  deny(
    'a member lists a child’s notes by the child’s id',
    member,
    queried(where('eventAnswerNotes', { personId: 'childG' })),
  ),
  allow('a person deletes their own note', member, batch(del('eventAnswerNotes/e1_memberM')), {
    'eventAnswerNotes/e1_memberM': answerNote('e1', 'memberM', { reason: 'Work' }),
  }),
  deny('a member deletes a child’s note', member, batch(del('eventAnswerNotes/e1_childG'))),
];

const HANDOVER: Case[] = [
  allow('the first guardian, leaving, hands the child to the guardian in a place', guardian, handover(), SAM_GUARDS),
  allow(
    'the guardian handed the child reads its team’s events through their link',
    stranger,
    get('events/e1'),
    HANDED_OVER,
  ),
  deny('the first guardian hands the child to someone in no place', guardian, handover(), {
    ...childGWith({ guardian2: 'memberM' }),
  }),
  deny(
    'a guardian in a place makes themself the first guardian',
    stranger,
    batch(
      update('users/childG', { linkedParentId: 'strangerS', parentName: 'Sam Test', guardian1: null, updatedAt: AT }),
    ),
    SAM_GUARDS,
  ),
  deny(
    'a handover naming the new first guardian otherwise than their profile',
    guardian,
    batch(
      update('users/childG', { linkedParentId: 'strangerS', parentName: 'Head Coach', guardian1: null, updatedAt: AT }),
    ),
    SAM_GUARDS,
  ),
  deny(
    'a handover that also empties another guardian’s place',
    guardian,
    batch(
      update('users/childG', {
        linkedParentId: 'strangerS',
        parentName: 'Sam Test',
        guardian1: null,
        guardian2: null,
        updatedAt: AT,
      }),
    ),
    { ...SAM_GUARDS, ...childGWith({ guardian1: 'strangerS', guardian2: 'memberM' }) },
  ),
  deny(
    'a handover that keeps the new first guardian in their place too',
    guardian,
    batch(update('users/childG', { linkedParentId: 'strangerS', parentName: 'Sam Test', updatedAt: AT })),
    SAM_GUARDS,
  ),
  deny(
    'a handover that also changes the child’s address',
    guardian,
    handover({ email: 'sam2@example.com', emailLower: 'sam2@example.com', updatedAt: AT }),
    SAM_GUARDS,
  ),
];

export const LEAVING_PITCHSIDE_AREAS = {
  'attacker: leaving Pitchside, one’s own records': OWN_DELETE,
  'attacker: leaving Pitchside, one’s reasons and notes': NOTES,
  'attacker: leaving Pitchside, handing a child over': HANDOVER,
};
