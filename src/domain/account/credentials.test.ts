import { describe, expect, it } from 'vitest';
import { AuthError } from '../../backend/ports';
import { checkLogin, checkRegistration, loginErrorField, registrationErrorField } from './credentials';

describe('login form rules', () => {
  it('asks for both fields, naming the first empty one', () => {
    const missing = 'Please enter email and password';
    expect(checkLogin('', '')).toEqual({ ok: false, error: missing, field: 'email' });
    expect(checkLogin('', 'secret1')).toEqual({ ok: false, error: missing, field: 'email' });
    expect(checkLogin('   ', 'secret1')).toEqual({ ok: false, error: missing, field: 'email' });
    expect(checkLogin('a@b.co', '')).toEqual({ ok: false, error: missing, field: 'password' });
  });

  it('trims the email but keeps the password as typed', () => {
    expect(checkLogin('  coach@club.org ', ' pass word ')).toEqual({
      ok: true,
      value: { email: 'coach@club.org', password: ' pass word ' },
    });
  });

  it('bounds the lengths at the field that is too long', () => {
    const longest = `${'a'.repeat(248)}@b.com`;
    expect(longest).toHaveLength(254);
    expect(checkLogin(longest, 'secret1').ok).toBe(true);
    expect(checkLogin(`a${longest}`, 'secret1')).toEqual({
      ok: false,
      error: 'Email must be at most 254 characters',
      field: 'email',
    });
    expect(checkLogin('a@b.co', 'x'.repeat(129))).toEqual({
      ok: false,
      error: 'Password must be at most 128 characters',
      field: 'password',
    });
  });
});

describe('registration form rules', () => {
  it('checks presence before the confirmation', () => {
    expect(checkRegistration('', '', 'other')).toEqual({
      ok: false,
      error: 'Please enter email and password',
      field: 'email',
    });
    expect(checkRegistration('a@b.co', '', 'other')).toEqual({
      ok: false,
      error: 'Please enter email and password',
      field: 'password',
    });
  });

  it('requires the confirmation to equal the password, shown on the confirmation', () => {
    expect(checkRegistration('a@b.co', 'secret1', 'secret2')).toEqual({
      ok: false,
      error: 'Passwords do not match',
      field: 'confirmation',
    });
    expect(checkRegistration('a@b.co', 'secret1', 'secret1 ')).toMatchObject({ ok: false, field: 'confirmation' });
    expect(checkRegistration(' a@b.co', 'secret1', 'secret1')).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: 'secret1' },
    });
  });
});

describe('which field a service refusal is about', () => {
  it('registration: the password policy at the password, the address at the email, else none', () => {
    expect(registrationErrorField(new AuthError('weak-password'))).toBe('password');
    expect(registrationErrorField(new AuthError('email-already-in-use'))).toBe('email');
    expect(registrationErrorField(new AuthError('invalid-email'))).toBe('email');
    expect(registrationErrorField(new AuthError('network'))).toBeUndefined();
    expect(registrationErrorField(new Error('boom'))).toBeUndefined();
  });

  it('login: a refusal at the password; no connection or too many attempts at no field', () => {
    expect(loginErrorField(new AuthError('invalid-credential'))).toBe('password');
    expect(loginErrorField(new Error('boom'))).toBe('password');
    expect(loginErrorField(new AuthError('network'))).toBeUndefined();
    expect(loginErrorField(new AuthError('too-many-requests'))).toBeUndefined();
  });
});
