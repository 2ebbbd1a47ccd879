import { describe, expect, it } from 'vitest';
import { checkChildFields } from './child-fields';

/** Hostile input in the add/edit child form, beyond child-fields.test.ts (its names and date share person-fields' checks). */

const today = '2026-11-22';
const valid = { firstName: 'Sam', lastName: 'Kid', dob: '2016-04-02', email: '' };

describe('add/edit child: hostile input', () => {
  it('a 10,000-character name or email gets its length message', () => {
    expect(checkChildFields({ ...valid, firstName: 'a'.repeat(10_000) }, today)).toEqual({
      ok: false,
      error: 'First name must be at most 100 characters',
      field: 'firstName',
    });
    expect(checkChildFields({ ...valid, email: `${'a'.repeat(10_000)}@example.com` }, today)).toEqual({
      ok: false,
      error: 'Email must be at most 254 characters',
      field: 'email',
    });
  });

  it('measures the address in UTF-16 units, as Firestore does: 121 emoji and a domain are 254, one more is 256', () => {
    const email = `${'🦁'.repeat(121)}@example.com`;
    expect(email).toHaveLength(254);
    expect(checkChildFields({ ...valid, email }, today)).toMatchObject({ ok: true, value: { email } });
    expect(checkChildFields({ ...valid, email: `a${email}` }, today)).toEqual({
      ok: false,
      error: 'Email must be at most 254 characters',
      field: 'email',
    });
  });

  it.each([
    '<script>alert(1)</script>@example.com',
    'sam@<img src=x onerror=alert(1)>.com',
    'a"b@example.com',
    'sam,kid@example.com',
    'sam@exa;mple.com',
  ])('markup or a character no unquoted address holds is not an address: %s', (email) => {
    expect(checkChildFields({ ...valid, email }, today)).toEqual({
      ok: false,
      error: 'Enter a valid email address, or leave it empty',
      field: 'email',
    });
  });

  it('a <script> name is kept verbatim; an email of spaces only is no email; spaces around are trimmed', () => {
    expect(checkChildFields({ ...valid, firstName: ' <script>x</script> ', email: '\u00a0 \t' }, today)).toEqual({
      ok: true,
      value: { ...valid, firstName: '<script>x</script>', email: '' },
    });
    expect(checkChildFields({ ...valid, email: '\u3000sam@example.com\u00a0' }, today)).toMatchObject({
      ok: true,
      value: { email: 'sam@example.com' },
    });
  });

  it('an impossible or future date of birth, and a name of zero-width spaces, are refused at their field', () => {
    expect(checkChildFields({ ...valid, dob: '2023-02-30' }, today)).toMatchObject({ ok: false, field: 'dob' });
    expect(checkChildFields({ ...valid, dob: '2030-01-01' }, today)).toMatchObject({ ok: false, field: 'dob' });
    expect(checkChildFields({ ...valid, lastName: '\u200b\u200b' }, today)).toEqual({
      ok: false,
      error: 'Please fill in first name, last name, and date of birth',
      field: 'lastName',
    });
  });

  it('emoji, right-to-left and combining names are kept as typed', () => {
    const names = { firstName: 'ليلى', lastName: 'Rene\u0301e 🦄' };
    expect(checkChildFields({ ...valid, ...names }, today)).toMatchObject({ ok: true, value: names });
  });
});
