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

  it('an address of 254 characters with emoji in it is within the limit', () => {
    const email = `${'🦁'.repeat(241)}@b.co`;
    expect([...email]).toHaveLength(246);
    expect(checkResetEmail(` ${email} `)).toEqual({ ok: true, value: email });
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
