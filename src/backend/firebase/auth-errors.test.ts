import { describe, expect, it } from 'vitest';
import { AuthError } from '../ports';
import { isUserNotFound, stripServiceMessage, toAuthError, toResetError } from './auth-errors';

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
      expect(mapped.serviceMessage).toBeUndefined();
    },
  );

  it('speaks in codes only: no text for the user comes from the adapter', () => {
    for (const [firebaseCode, code] of [
      ['auth/email-already-in-use', 'email-already-in-use'],
      ['auth/invalid-email', 'invalid-email'],
      ['auth/too-many-requests', 'too-many-requests'],
      ['auth/network-request-failed', 'network'],
      ['auth/invalid-credential', 'invalid-credential'],
    ] as const) {
      const mapped = toAuthError(firebaseError(firebaseCode));
      expect(mapped).toMatchObject({ code, serviceMessage: undefined });
      expect(mapped.message).toBe(code);
    }
  });

  it("passes on the service's own weak-password message without the SDK decoration", () => {
    const mapped = toAuthError(
      firebaseError('auth/weak-password', 'Firebase: Password should be at least 6 characters (auth/weak-password).'),
    );
    expect(mapped.code).toBe('weak-password');
    expect(mapped.serviceMessage).toBe('Password should be at least 6 characters');
  });

  it("treats a server password policy's refusal as a weak password and keeps the policy's words", () => {
    const message =
      'Firebase: Missing password requirements: [Password must contain an upper case character] (auth/password-does-not-meet-requirements).';
    const mapped = toAuthError(firebaseError('auth/password-does-not-meet-requirements', message));
    expect(mapped.code).toBe('weak-password');
    expect(mapped.serviceMessage).toBe(
      'Missing password requirements: [Password must contain an upper case character]',
    );
  });

  it('has no service message for a weak password when the service gave nothing readable', () => {
    expect(toAuthError(firebaseError('auth/weak-password'))).toMatchObject({
      code: 'weak-password',
      serviceMessage: undefined,
    });
  });

  it('maps an unknown code to unknown, keeping a readable service message', () => {
    expect(toAuthError(firebaseError('auth/internal-error'))).toMatchObject({
      code: 'unknown',
      serviceMessage: undefined,
    });
    expect(
      toAuthError(firebaseError('auth/quota-exceeded', 'Firebase: Quota exceeded. (auth/quota-exceeded).')),
    ).toMatchObject({
      code: 'unknown',
      serviceMessage: 'Quota exceeded.',
    });
  });

  it('maps things that are not Firebase errors', () => {
    expect(toAuthError('boom')).toMatchObject({ code: 'unknown', serviceMessage: undefined });
    expect(toAuthError(null)).toMatchObject({ code: 'unknown', serviceMessage: undefined });
    expect(toAuthError(new Error('Firebase: Quota exceeded.'))).toMatchObject({
      code: 'unknown',
      serviceMessage: 'Quota exceeded.',
    });
  });

  it('passes an AuthError through unchanged', () => {
    const original = new AuthError('not-signed-in');
    expect(toAuthError(original)).toBe(original);
  });
});

describe('toResetError', () => {
  it.each(['auth/expired-action-code', 'auth/invalid-action-code', 'auth/user-not-found', 'auth/user-disabled'])(
    'maps %s to invalid-action-code: the link no longer works',
    (code) => {
      expect(toResetError(firebaseError(code))).toMatchObject({
        code: 'invalid-action-code',
        serviceMessage: undefined,
      });
    },
  );

  it("maps a weak password as sign-up does, keeping the service's words", () => {
    const mapped = toResetError(
      firebaseError('auth/weak-password', 'Firebase: Password should be at least 6 characters (auth/weak-password).'),
    );
    expect(mapped).toMatchObject({ code: 'weak-password', serviceMessage: 'Password should be at least 6 characters' });
  });

  it('maps the rest as toAuthError does', () => {
    expect(toResetError(firebaseError('auth/network-request-failed'))).toMatchObject({ code: 'network' });
    expect(toResetError('boom')).toMatchObject({ code: 'unknown' });
  });
});

describe('isUserNotFound', () => {
  it('tells an unknown address from other failures', () => {
    expect(isUserNotFound(firebaseError('auth/user-not-found'))).toBe(true);
    expect(isUserNotFound(firebaseError('auth/invalid-email'))).toBe(false);
    expect(isUserNotFound(new Error('user-not-found'))).toBe(false);
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
