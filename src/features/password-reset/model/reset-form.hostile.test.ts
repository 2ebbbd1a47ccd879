import { describe, expect, it } from 'vitest';
import { checkNewPassword, checkResetEmail } from './reset-form';

/** Hostile input in the two reset-password forms, beyond reset-form.test.ts. */

describe('reset password: hostile input', () => {
  it('a 10,000-character address: the length message; spaces only: the missing message', () => {
    expect(checkResetEmail(`${'a'.repeat(10_000)}@example.com`)).toEqual({
      ok: false,
      error: 'Email must be at most 254 characters',
      field: 'email',
    });
    expect(checkResetEmail('\u00a0\t\u3000')).toEqual({
      ok: false,
      error: 'Please enter your email address',
      field: 'email',
    });
  });

  it('an address with emoji is measured in UTF-16 units: 254 is within the limit, 255 is not', () => {
    const email = `${'🦁'.repeat(123)}@b.co.uk`;
    expect(email).toHaveLength(254);
    expect(checkResetEmail(` ${email} `)).toEqual({ ok: true, value: email });
    expect(checkResetEmail(`a${email}`)).toEqual({
      ok: false,
      error: 'Email must be at most 254 characters',
      field: 'email',
    });
  });

  it('a 10,000-character new password: the length message at New password', () => {
    const password = '🦁'.repeat(10_000);
    expect(checkNewPassword(password, password)).toEqual({
      ok: false,
      error: 'Password must be at most 128 characters',
      field: 'password',
    });
  });
});
