import { describe, expect, it } from 'vitest';
import { checkLogin } from '../../src/domain/account/credentials';
import { checkMessage } from '../../src/domain/announcements/announcement-fields';
import {
  checkAnswerNote,
  checkCancelReason,
  checkEventFields,
  type EventFormInput,
} from '../../src/domain/events/event-fields';
import { checkPersonFields } from '../../src/domain/person/person-fields';
import { textSize } from '../../src/domain/text/characters';
import { checkChildFields } from '../../src/features/children/model/child-fields';
import { checkClubFields, checkTeamFields } from '../../src/features/groups/model/group-fields';
import { checkNewPassword, checkResetEmail } from '../../src/features/password-reset/model/reset-form';

/**
 * One measure of text on every form (docs/product.md "Text limits"): UTF-16 code units, as
 * Firestore's `size()` counts them. For each form's bounded field, a text of exactly the limit
 * passes and one unit more is refused with `{Field} must be at most {n} characters`, whether
 * the units are letters or emoji outside the Basic Multilingual Plane (2 units each).
 */

const LION = '🦁';
const person = { firstName: 'Sam', lastName: 'Lee', dob: '2010-05-01' };
const today = '2026-01-01';
const event: EventFormInput = {
  title: 'Training',
  type: 'training',
  date: '2026-03-03',
  startTime: '18:00',
  endTime: '19:00',
  meetTime: '',
  location: '',
  opponent: '',
  notes: '',
  repeatUntil: '',
  answerBy: '',
  defaultGoing: false,
};

/** a form's verdict on one field's text: its message, or null when accepted */
type Verdict = (text: string) => string | null;

const errorOf = (outcome: { ok: true } | { ok: false; error: string }) => (outcome.ok ? null : outcome.error);
const eventError =
  (field: 'title' | 'location' | 'opponent' | 'notes'): Verdict =>
  (text) => {
    const outcome = checkEventFields({ ...event, [field]: text }, { isNew: true });
    return outcome.ok ? null : (outcome.errors[field] ?? null);
  };

/** field, limit, message, verdict, and what wraps the measured text (an address's domain) */
const FIELDS: [string, number, string, Verdict, string?][] = [
  [
    'club name',
    100,
    'Name must be at most 100 characters',
    (name) => errorOf(checkClubFields({ name, location: '', notes: '' })),
  ],
  [
    'club location',
    200,
    'Location must be at most 200 characters',
    (location) => errorOf(checkClubFields({ name: 'C', location, notes: '' })),
  ],
  [
    'club notes',
    2000,
    'Notes must be at most 2,000 characters',
    (notes) => errorOf(checkClubFields({ name: 'C', location: '', notes })),
  ],
  [
    'team age group',
    100,
    'Age group must be at most 100 characters',
    (ageGroup) => errorOf(checkTeamFields({ name: 'T', ageGroup, notes: '', clubId: '' })),
  ],
  [
    'first name',
    100,
    'First name must be at most 100 characters',
    (firstName) => errorOf(checkPersonFields({ ...person, firstName }, today)),
  ],
  [
    'last name',
    100,
    'Last name must be at most 100 characters',
    (lastName) => errorOf(checkPersonFields({ ...person, lastName }, today)),
  ],
  [
    'child email',
    254,
    'Email must be at most 254 characters',
    (email) => errorOf(checkChildFields({ ...person, email }, today)),
    '@b.com',
  ],
  [
    'login email',
    254,
    'Email must be at most 254 characters',
    (email) => errorOf(checkLogin(email, 'secret1')),
    '@b.com',
  ],
  [
    'login password',
    128,
    'Password must be at most 128 characters',
    (password) => errorOf(checkLogin('a@b.co', password)),
  ],
  ['reset email', 254, 'Email must be at most 254 characters', (email) => errorOf(checkResetEmail(email)), '@b.com'],
  [
    'new password',
    128,
    'Password must be at most 128 characters',
    (password) => errorOf(checkNewPassword(password, password)),
  ],
  ['event title', 100, 'Title must be at most 100 characters', eventError('title')],
  ['event location', 200, 'Location must be at most 200 characters', eventError('location')],
  ['event opponent', 100, 'Opponent must be at most 100 characters', eventError('opponent')],
  ['event notes', 2000, 'Notes must be at most 2,000 characters', eventError('notes')],
  ['answer note', 140, 'Note must be at most 140 characters', (note) => errorOf(checkAnswerNote(note))],
  ['cancel reason', 200, 'Reason must be at most 200 characters', (reason) => errorOf(checkCancelReason(reason))],
  [
    'announcement message',
    2000,
    'Message must be at most 2,000 characters',
    (message) => errorOf(checkMessage(message)),
  ],
];

describe('every form measures text in UTF-16 units, as Firestore does', () => {
  it('the measure is String.length: an emoji outside the BMP is 2, a combining accent 1', () => {
    expect(textSize(LION)).toBe(2);
    expect(textSize('e\u0301')).toBe(2);
    expect(textSize('⚽')).toBe(1);
    expect(textSize('')).toBe(0);
  });

  it.each(FIELDS)('%s: %i units pass, one more is refused', (_field, limit, message, verdict, suffix = '') => {
    const room = limit - suffix.length;
    expect(room % 2).toBe(0);
    const letters = 'x'.repeat(room) + suffix;
    const emoji = LION.repeat(room / 2) + suffix;
    expect([letters.length, emoji.length]).toEqual([limit, limit]);
    expect(verdict(letters)).toBeNull();
    expect(verdict(emoji)).toBeNull();
    expect(verdict(`x${letters}`)).toBe(message);
    expect(verdict(`x${emoji}`)).toBe(message);
    expect(verdict(`${LION}${emoji}`)).toBe(message);
  });
});
