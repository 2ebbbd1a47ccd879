import { describe, expect, it } from 'vitest';
import { checkChildFields } from './child-fields';

const today = '2026-11-22';
const valid = { firstName: ' Sam ', lastName: ' Kid ', dob: '2016-04-02', email: '' };

describe('checkChildFields (docs/product.md §5; docs/product.md text limits)', () => {
  it('trims every field and keeps an empty email as none', () => {
    expect(checkChildFields({ ...valid, email: '  ' }, today)).toEqual({
      ok: true,
      value: { firstName: 'Sam', lastName: 'Kid', dob: '2016-04-02', email: '' },
    });
  });

  it('keeps the email as typed, trimmed (its letter case is the child’s)', () => {
    expect(checkChildFields({ ...valid, email: ' Sam.Kid@Example.com ' }, today)).toMatchObject({
      ok: true,
      value: { email: 'Sam.Kid@Example.com' },
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName'],
    [{ lastName: '   ' }, 'lastName'],
    [{ dob: '' }, 'dob'],
  ])('requires first name, last name and date of birth: %o', (change, field) => {
    expect(checkChildFields({ ...valid, ...change }, today)).toEqual({
      ok: false,
      error: 'Please fill in first name, last name, and date of birth',
      field,
    });
  });

  it('refuses a date of birth in the future or impossible', () => {
    expect(checkChildFields({ ...valid, dob: '2026-11-23' }, today)).toMatchObject({ ok: false, field: 'dob' });
    expect(checkChildFields({ ...valid, dob: '2015-02-30' }, today)).toMatchObject({ ok: false, field: 'dob' });
  });

  it('bounds names at 100 characters and the email at 254', () => {
    expect(checkChildFields({ ...valid, firstName: 'a'.repeat(100) }, today).ok).toBe(true);
    expect(checkChildFields({ ...valid, firstName: 'a'.repeat(101) }, today)).toMatchObject({
      ok: false,
      field: 'firstName',
    });
    const local = 'a'.repeat(64);
    const longEmail = `${local}@${'b'.repeat(254 - local.length - 5)}.com`;
    expect(longEmail).toHaveLength(254);
    expect(checkChildFields({ ...valid, email: longEmail }, today).ok).toBe(true);
    expect(checkChildFields({ ...valid, email: `x${longEmail}` }, today)).toEqual({
      ok: false,
      error: 'Email must be at most 254 characters',
      field: 'email',
    });
  });

  it.each(['sam', 'sam@', '@example.com', 'sam@example', 'sam kid@example.com', '<script>@x.y z'])(
    'refuses an address that is not one: %s',
    (email) => {
      expect(checkChildFields({ ...valid, email }, today)).toMatchObject({ ok: false, field: 'email' });
    },
  );
});
