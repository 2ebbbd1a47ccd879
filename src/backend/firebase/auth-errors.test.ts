import { describe, expect, it } from 'vitest';
import { AuthError } from '../ports';
import { stripServiceMessage, toAuthError } from './auth-errors';

/** What the Firebase SDK throws: a FirebaseError with `code` and a decorated message. */
function firebaseError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { code, name: 'FirebaseError' });
}

describe('toAuthError', () => {
  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-login-credentials'])(
    'maps %s to one login failure that does not reveal which part was wrong',
    (code) => {
      const mapped = toAuthError(firebaseError(code));
      expect(mapped).toBeInstanceOf(AuthError);
      expect(mapped.code).toBe('invalid-credential');
      expect(mapped.message).toBe('Login failed. Check your email and password.');
    },
  );

  it('maps email-already-in-use', () => {
    const mapped = toAuthError(firebaseError('auth/email-already-in-use'));
    expect(mapped.code).toBe('email-already-in-use');
    expect(mapped.message).toBe('An account with this email already exists');
  });

  it("shows the service's own weak-password message without the SDK decoration", () => {
    const mapped = toAuthError(
      firebaseError('auth/weak-password', 'Firebase: Password should be at least 6 characters (auth/weak-password).'),
    );
    expect(mapped.code).toBe('weak-password');
    expect(mapped.message).toBe('Password should be at least 6 characters');
  });

  it('keeps a password-policy message the server sends', () => {
    const message =
      'Firebase: Missing password requirements: [Password must contain an upper case character] (auth/password-does-not-meet-requirements).';
    const mapped = toAuthError(firebaseError('auth/password-does-not-meet-requirements', message));
    expect(mapped.code).toBe('unknown');
    expect(mapped.message).toBe('Missing password requirements: [Password must contain an upper case character]');
  });

  it('falls back to a default weak-password message when the service gave none', () => {
    expect(toAuthError(firebaseError('auth/weak-password')).message).toBe('Password should be at least 6 characters');
  });

  it('maps invalid-email, too-many-requests and network-request-failed', () => {
    expect(toAuthError(firebaseError('auth/invalid-email'))).toMatchObject({
      code: 'invalid-email',
      message: 'Enter a valid email address',
    });
    expect(toAuthError(firebaseError('auth/too-many-requests'))).toMatchObject({
      code: 'too-many-requests',
      message: 'Too many attempts. Try again later.',
    });
    expect(toAuthError(firebaseError('auth/network-request-failed'))).toMatchObject({
      code: 'network',
      message: 'No connection. Try again when you are online.',
    });
  });

  it('maps an unknown code to unknown with a generic message when the service said nothing readable', () => {
    expect(toAuthError(firebaseError('auth/internal-error'))).toMatchObject({
      code: 'unknown',
      message: 'Something went wrong',
    });
  });

  it('maps things that are not Firebase errors', () => {
    expect(toAuthError('boom')).toMatchObject({ code: 'unknown', message: 'Something went wrong' });
    expect(toAuthError(null)).toMatchObject({ code: 'unknown', message: 'Something went wrong' });
    expect(toAuthError(new Error('Firebase: Quota exceeded.'))).toMatchObject({
      code: 'unknown',
      message: 'Quota exceeded.',
    });
  });

  it('passes an AuthError through unchanged', () => {
    const original = new AuthError('not-signed-in', 'Not signed in');
    expect(toAuthError(original)).toBe(original);
  });
});

describe('stripServiceMessage', () => {
  it('removes the prefix and the code suffix', () => {
    expect(stripServiceMessage('Firebase: Password should be at least 6 characters (auth/weak-password).')).toBe(
      'Password should be at least 6 characters',
    );
  });

  it('returns undefined when only the generic "Error" is left', () => {
    expect(stripServiceMessage('Firebase: Error (auth/internal-error).')).toBeUndefined();
    expect(stripServiceMessage('')).toBeUndefined();
  });
});
