import { describe, expect, it } from 'vitest';
import { isBlank, textSize } from '../text/characters';
import { checkPersonFields, dobTyped } from './person-fields';
import { displayName, type UserProfile } from './user-profile';

/**
 * Hostile input in the edit-profile form (and the child form, which shares these fields), beyond
 * person-fields.test.ts: huge and marked-up names, every script, invisible text, and dates that
 * do not exist.
 */

const today = '2026-11-22';
const valid = { firstName: 'Alex', lastName: 'Morgan', dob: '2012-02-29' };
const required = 'Please fill in first name, last name, and date of birth';
const invalidDob = 'Enter a real date of birth, not in the future';

describe('edit profile: hostile names', () => {
  it.each([
    ['firstName', 'First name must be at most 100 characters'],
    ['lastName', 'Last name must be at most 100 characters'],
  ] as const)('a 10,000-character %s gets its length message', (field, error) => {
    expect(checkPersonFields({ ...valid, [field]: 'a'.repeat(10_000) }, today)).toEqual({ ok: false, error, field });
  });

  it('counts UTF-16 units, as Firestore does: 50 emoji are a name of 100, 51 are too long', () => {
    const emoji = '🦁'.repeat(50);
    expect(checkPersonFields({ ...valid, firstName: emoji }, today)).toMatchObject({
      ok: true,
      value: { firstName: emoji },
    });
    expect(checkPersonFields({ ...valid, firstName: `${emoji}🦁` }, today)).toEqual({
      ok: false,
      error: 'First name must be at most 100 characters',
      field: 'firstName',
    });
    // 99 letters and an emoji are 101 units
    expect(checkPersonFields({ ...valid, lastName: `${'x'.repeat(99)}🦁` }, today)).toEqual({
      ok: false,
      error: 'Last name must be at most 100 characters',
      field: 'lastName',
    });
    expect(checkPersonFields({ ...valid, lastName: `${'x'.repeat(98)}🦁` }, today).ok).toBe(true);
  });

  it('keeps <script> and <img onerror> names verbatim, as text', () => {
    const firstName = '<script>window.__pwned=1</script>';
    const lastName = '<img src=x onerror=window.__pwned=1>';
    expect(checkPersonFields({ ...valid, firstName, lastName }, today)).toMatchObject({
      ok: true,
      value: { firstName, lastName },
    });
  });

  it('keeps right-to-left, combining and joined-emoji names as typed', () => {
    const names = { firstName: 'מרים\u200f', lastName: 'Zoe\u0308 👩🏽‍🦱' };
    expect(checkPersonFields({ ...valid, ...names }, today)).toMatchObject({ ok: true, value: names });
  });

  it.each([
    ['firstName', '\u00a0\u3000'],
    ['lastName', '\u200b\u200d'],
    ['firstName', '\ufeff \u2060'],
  ] as const)('a %s holding nothing visible (%j) is missing', (field, blank) => {
    expect(checkPersonFields({ ...valid, [field]: blank }, today)).toEqual({ ok: false, error: required, field });
  });

  it('trims leading and trailing spaces of every kind', () => {
    expect(
      checkPersonFields({ firstName: '\u3000Alex\u00a0', lastName: '\tMorgan\n', dob: ' 2012-02-29 ' }, today),
    ).toEqual({ ok: true, value: valid });
  });
});

describe('edit profile: hostile dates of birth', () => {
  it.each([
    '2023-02-30',
    '2023-13-01',
    'abc',
    '2023-04-31',
    '2023-00-10',
    '2023-01-00',
    '20230101',
    '2023-1-1',
    '٢٠١٢-٠١-٠١',
    '2012-01-01T00:00:00Z',
    '<script>',
    '0000-01-01',
  ])('%j is not a real date: the date message', (dob) => {
    expect(checkPersonFields({ ...valid, dob }, today)).toEqual({ ok: false, error: invalidDob, field: 'dob' });
  });

  it.each(['2026-11-23', '2099-01-01', '9999-12-31'])('%s lies in the future: the date message', (dob) => {
    expect(checkPersonFields({ ...valid, dob }, today)).toEqual({ ok: false, error: invalidDob, field: 'dob' });
  });

  it('a 29 February exists only in a leap year', () => {
    expect(checkPersonFields({ ...valid, dob: '2024-02-29' }, today).ok).toBe(true);
    expect(checkPersonFields({ ...valid, dob: '2023-02-29' }, today)).toMatchObject({ ok: false, field: 'dob' });
  });
});

describe('how text is measured', () => {
  it('in UTF-16 units, as Firestore’s size() counts: an emoji is 2, a combining accent 1; nothing visible is blank', () => {
    expect(textSize('🦁a\u0301')).toBe(4);
    expect(textSize('⚽')).toBe(1);
    expect(textSize('👩🏽‍🦱')).toBe(7);
    expect(isBlank(' \u200b\u200e\u200f\u00a0\n')).toBe(true);
    expect(isBlank('\u200bA')).toBe(false);
    expect(isBlank('ـ')).toBe(false);
  });
});

describe('a date the browser could not read', () => {
  it('gets the date message, not the required one; an empty field stays missing', () => {
    expect(checkPersonFields({ ...valid, dob: dobTyped('', true) }, today)).toEqual({
      ok: false,
      error: invalidDob,
      field: 'dob',
    });
    expect(checkPersonFields({ ...valid, dob: dobTyped('', false) }, today)).toEqual({
      ok: false,
      error: required,
      field: 'dob',
    });
    expect(dobTyped('2012-02-29', false)).toBe('2012-02-29');
  });
});

describe('a stored profile holding names of the wrong type (written around the app)', () => {
  it('greets by email instead of failing: a list or a map is no name', () => {
    const tampered = { firstName: ['x'.repeat(10_000)], lastName: { evil: true } } as unknown as Pick<
      UserProfile,
      'firstName' | 'lastName'
    >;
    expect(displayName(tampered, 'a@b.co')).toBe('a@b.co');
    expect(displayName({ ...tampered, lastName: ' Morgan ' }, 'a@b.co')).toBe('Morgan');
  });
});
