import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../backend/ports';
import {
  checkNewPassword,
  checkResetEmail,
  newPasswordFailure,
  parseResetSearch,
  resetCodeOf,
  resetRequestFailure,
} from './reset-form';

describe('asking for a reset link', () => {
  it('needs an address, trimmed and at most 254 characters, at the Email field', () => {
    expect(checkResetEmail('  ')).toEqual({ ok: false, error: 'Please enter your email address', field: 'email' });
    expect(checkResetEmail(' coach@club.org ')).toEqual({ ok: true, value: 'coach@club.org' });
    expect(checkResetEmail(`${'a'.repeat(249)}@b.com`)).toEqual({
      ok: false,
      error: 'Email must be at most 254 characters',
      field: 'email',
    });
  });

  it('says clearly why a link could not be sent', () => {
    expect(resetRequestFailure(new AuthError('invalid-email'))).toEqual({
      message: 'Enter a valid email address',
      field: 'email',
    });
    expect(resetRequestFailure(new AuthError('network'))).toEqual({
      message: 'No connection. Try again when you are online.',
    });
    expect(resetRequestFailure(new AuthError('too-many-requests'))).toEqual({
      message: 'Too many attempts. Try again later.',
    });
    expect(resetRequestFailure(new Error('boom'))).toEqual({
      message: 'Could not send the reset link. Try again later.',
    });
  });
});

describe('setting the new password', () => {
  it('needs the password, then an equal confirmation, each at its own field', () => {
    expect(checkNewPassword('', '')).toEqual({ ok: false, error: 'Please enter a new password', field: 'password' });
    expect(checkNewPassword('secret1', 'secret2')).toEqual({
      ok: false,
      error: 'Passwords do not match',
      field: 'confirmation',
    });
    expect(checkNewPassword('x'.repeat(129), 'x'.repeat(129))).toMatchObject({ ok: false, field: 'password' });
    expect(checkNewPassword(' secret1 ', ' secret1 ')).toEqual({ ok: true, value: ' secret1 ' });
  });

  it('tells a link that no longer works from a password the policy refuses', () => {
    expect(newPasswordFailure(new AuthError('invalid-action-code'))).toEqual({ invalidLink: true });
    expect(newPasswordFailure(new AuthError('weak-password'))).toEqual({
      message: 'Password should be at least 6 characters',
      field: 'password',
    });
    expect(newPasswordFailure(new AuthError('weak-password', 'Password must contain a digit'))).toEqual({
      message: 'Password must contain a digit',
      field: 'password',
    });
    expect(newPasswordFailure(new AuthError('network'))).toEqual({
      message: 'No connection. Try again when you are online.',
    });
  });
});

describe('the link the page was opened with', () => {
  it('reads the local mailbox token or Firebase’s reset code, and nothing else', () => {
    expect(resetCodeOf(parseResetSearch({ token: 'abc' }))).toBe('abc');
    expect(resetCodeOf(parseResetSearch({ mode: 'resetPassword', oobCode: 'xyz', apiKey: 'k' }))).toBe('xyz');
    expect(resetCodeOf(parseResetSearch({ oobCode: 'xyz' }))).toBe('xyz');
    expect(resetCodeOf(parseResetSearch({ mode: 'verifyEmail', oobCode: 'xyz' }))).toBeUndefined();
    expect(resetCodeOf(parseResetSearch({ token: '', redirect: '/x' }))).toBeUndefined();
    expect(parseResetSearch({ token: 42 })).toEqual({});
  });
});
