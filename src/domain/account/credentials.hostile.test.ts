import { describe, expect, it } from 'vitest';
import { checkLogin, checkRegistration } from './credentials';

/** Hostile input in the login and register forms, beyond credentials.test.ts. */

const missing = 'Please enter email and password';

describe('login and register: hostile input', () => {
  it('a 10,000-character email: the length message at Email, on both forms', () => {
    const email = `${'a'.repeat(10_000)}@example.com`;
    const tooLong = { ok: false, error: 'Email must be at most 254 characters', field: 'email' };
    expect(checkLogin(email, 'secret1')).toEqual(tooLong);
    expect(checkRegistration(email, 'secret1', 'secret1')).toEqual(tooLong);
  });

  it('a 10,000-character password: the length message at Password', () => {
    const password = 'p'.repeat(10_000);
    expect(checkRegistration('a@b.co', password, password)).toEqual({
      ok: false,
      error: 'Password must be at most 128 characters',
      field: 'password',
    });
  });

  it('an email of spaces of any kind is missing; one padded with them is trimmed', () => {
    expect(checkLogin('\u00a0\u3000\t', 'secret1')).toEqual({ ok: false, error: missing, field: 'email' });
    expect(checkRegistration('\u3000coach@club.org\u00a0', 'secret1', 'secret1')).toEqual({
      ok: true,
      value: { email: 'coach@club.org', password: 'secret1' },
    });
  });

  it('measures the email in UTF-16 units, as Firestore does: 254 fit, 255 do not', () => {
    const email = `${'🦁'.repeat(123)}@b.co.uk`;
    expect(email).toHaveLength(254);
    expect(checkLogin(email, 'secret1')).toMatchObject({ ok: true });
    expect(checkLogin(`${email}k`, 'secret1')).toEqual({
      ok: false,
      error: 'Email must be at most 254 characters',
      field: 'email',
    });
  });

  it('measures the password the same way: 64 emoji are 128 units, 65 are too long', () => {
    expect(checkLogin('a@b.co', '🦁'.repeat(64))).toMatchObject({ ok: true });
    expect(checkLogin('a@b.co', '🦁'.repeat(65))).toEqual({
      ok: false,
      error: 'Password must be at most 128 characters',
      field: 'password',
    });
  });

  it('keeps a password as typed: spaces, emoji, markup; the confirmation must match it exactly', () => {
    for (const password of ['      ', ' 🦁 pass ', '<script>alert(1)</script>']) {
      expect(checkRegistration('a@b.co', password, password)).toEqual({
        ok: true,
        value: { email: 'a@b.co', password },
      });
    }
    // the same letter composed and decomposed is a different password: no silent normalisation
    expect(checkRegistration('a@b.co', 'caf\u00e9123', 'cafe\u0301123')).toEqual({
      ok: false,
      error: 'Passwords do not match',
      field: 'confirmation',
    });
  });
});
