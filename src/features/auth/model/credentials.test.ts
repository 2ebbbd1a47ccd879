import { describe, expect, it } from 'vitest';
import { checkLogin, checkRegistration } from './credentials';

describe('login form rules', () => {
  it('asks for both fields when either is empty or blank', () => {
    expect(checkLogin('', 'secret1')).toEqual({ ok: false, error: 'Please enter email and password' });
    expect(checkLogin('   ', 'secret1')).toEqual({ ok: false, error: 'Please enter email and password' });
    expect(checkLogin('a@b.co', '')).toEqual({ ok: false, error: 'Please enter email and password' });
  });

  it('trims the email but keeps the password as typed', () => {
    expect(checkLogin('  coach@club.org ', ' pass word ')).toEqual({
      ok: true,
      value: { email: 'coach@club.org', password: ' pass word ' },
    });
  });

  it('bounds the lengths', () => {
    expect(checkLogin(`${'a'.repeat(250)}@b.co`, 'secret1')).toEqual({ ok: false, error: 'Email is too long' });
    expect(checkLogin('a@b.co', 'x'.repeat(129))).toEqual({ ok: false, error: 'Password is too long' });
  });
});

describe('registration form rules', () => {
  it('checks presence before the confirmation', () => {
    expect(checkRegistration('', '', 'other')).toEqual({ ok: false, error: 'Please enter email and password' });
  });

  it('requires the confirmation to equal the password', () => {
    expect(checkRegistration('a@b.co', 'secret1', 'secret2')).toEqual({ ok: false, error: 'Passwords do not match' });
    expect(checkRegistration('a@b.co', 'secret1', 'secret1 ')).toEqual({ ok: false, error: 'Passwords do not match' });
    expect(checkRegistration(' a@b.co', 'secret1', 'secret1')).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: 'secret1' },
    });
  });
});
