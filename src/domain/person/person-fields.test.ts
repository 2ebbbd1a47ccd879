import { describe, expect, it } from 'vitest';
import { checkPersonFields, dobForInput } from './person-fields';

const today = '2026-11-21';

describe('name and date-of-birth fields', () => {
  it('trims and accepts a complete entry', () => {
    expect(checkPersonFields({ firstName: '  Alex ', lastName: ' Morgan', dob: '2012-02-29' }, today)).toEqual({
      ok: true,
      value: { firstName: 'Alex', lastName: 'Morgan', dob: '2012-02-29' },
    });
  });

  it('requires all three, blank counting as empty, naming the first empty field', () => {
    const required = 'Please fill in first name, last name, and date of birth';
    for (const [input, field] of [
      [{ firstName: '', lastName: 'M', dob: '2012-01-01' }, 'firstName'],
      [{ firstName: 'A', lastName: '   ', dob: '2012-01-01' }, 'lastName'],
      [{ firstName: 'A', lastName: 'M', dob: '' }, 'dob'],
      [{ firstName: ' ', lastName: '', dob: '' }, 'firstName'],
      [{ firstName: 'A', lastName: '', dob: '' }, 'lastName'],
    ] as const) {
      expect(checkPersonFields(input, today)).toEqual({ ok: false, error: required, field });
    }
  });

  it('bounds the names at 100 characters, at the field that is too long', () => {
    expect(
      checkPersonFields({ firstName: 'a'.repeat(100), lastName: 'm'.repeat(100), dob: '2012-01-01' }, today).ok,
    ).toBe(true);
    expect(checkPersonFields({ firstName: 'a'.repeat(101), lastName: 'M', dob: '2012-01-01' }, today)).toEqual({
      ok: false,
      error: 'First name must be at most 100 characters',
      field: 'firstName',
    });
    expect(checkPersonFields({ firstName: 'A', lastName: 'm'.repeat(101), dob: '2012-01-01' }, today)).toEqual({
      ok: false,
      error: 'Last name must be at most 100 characters',
      field: 'lastName',
    });
    // trimmed first: surrounding spaces do not count
    expect(checkPersonFields({ firstName: ` ${'a'.repeat(100)} `, lastName: 'M', dob: '2012-01-01' }, today).ok).toBe(
      true,
    );
  });

  it('refuses dates that do not exist, lie in the future or before 1900', () => {
    for (const dob of [
      '2013-02-29',
      '2012-13-01',
      '12/01/2012',
      '2026-11-22',
      '1899-12-31',
      '0000-12-31',
      '0001-01-01',
    ]) {
      expect(checkPersonFields({ firstName: 'A', lastName: 'M', dob }, today)).toEqual({
        ok: false,
        error: 'Enter a real date of birth, not in the future',
        field: 'dob',
      });
    }
    expect(checkPersonFields({ firstName: 'A', lastName: 'M', dob: today }, today).ok).toBe(true);
  });
});

describe('reading a stored date of birth', () => {
  it('reads the stored string, timestamps and ISO date-times', () => {
    expect(dobForInput('2014-05-02')).toBe('2014-05-02');
    expect(dobForInput('2014-05-02T00:00:00.000Z')).toBe('2014-05-02');
    expect(dobForInput(new Date('2014-05-02T00:00:00Z'))).toBe('2014-05-02');
    expect(dobForInput({ seconds: Date.UTC(2014, 4, 2) / 1000, nanoseconds: 0 })).toBe('2014-05-02');
  });

  it('gives an empty field for anything else', () => {
    expect(dobForInput(undefined)).toBe('');
    expect(dobForInput(null)).toBe('');
    expect(dobForInput('soon')).toBe('');
    expect(dobForInput(new Date('nope'))).toBe('');
  });
});
