import type { Auth } from 'firebase/auth';
import { confirmPasswordReset, sendPasswordResetEmail } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirebaseAuthPort } from './firebase-auth';

vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  onIdTokenChanged: vi.fn(() => () => {}),
  sendPasswordResetEmail: vi.fn(),
  confirmPasswordReset: vi.fn(),
}));

/** What the Firebase SDK throws: a FirebaseError with `code` and a decorated message. */
const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code, name: 'FirebaseError' });

const auth = { currentUser: null } as unknown as Auth;
const port = () => createFirebaseAuthPort(auth);

beforeEach(() => {
  vi.mocked(sendPasswordResetEmail).mockReset();
  vi.mocked(confirmPasswordReset).mockReset();
});

describe('Firebase password reset', () => {
  it('sends the reset mail to the trimmed address', async () => {
    vi.mocked(sendPasswordResetEmail).mockResolvedValue();
    await expect(port().sendPasswordReset(' ann@example.com ')).resolves.toBeUndefined();
    expect(sendPasswordResetEmail).toHaveBeenCalledWith(auth, 'ann@example.com');
  });

  it('answers an unknown address exactly like a known one', async () => {
    vi.mocked(sendPasswordResetEmail).mockRejectedValue(firebaseError('auth/user-not-found'));
    await expect(port().sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();
  });

  it.each([
    ['auth/invalid-email', 'invalid-email'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/network-request-failed', 'network'],
  ])('rejects when it could not try: %s as %s', async (firebaseCode, code) => {
    vi.mocked(sendPasswordResetEmail).mockRejectedValue(firebaseError(firebaseCode));
    await expect(port().sendPasswordReset('ann@example.com')).rejects.toMatchObject({ code });
  });

  it('sets the new password with the link’s code', async () => {
    vi.mocked(confirmPasswordReset).mockResolvedValue();
    await expect(port().confirmPasswordReset('code-1', 'new-secret')).resolves.toBeUndefined();
    expect(confirmPasswordReset).toHaveBeenCalledWith(auth, 'code-1', 'new-secret');
  });

  it.each(['auth/expired-action-code', 'auth/invalid-action-code'])(
    'maps %s to invalid-action-code',
    async (firebaseCode) => {
      vi.mocked(confirmPasswordReset).mockRejectedValue(firebaseError(firebaseCode));
      await expect(port().confirmPasswordReset('old', 'new-secret')).rejects.toMatchObject({
        code: 'invalid-action-code',
        serviceMessage: undefined,
      });
    },
  );

  it('maps a weak password with the service’s own words', async () => {
    vi.mocked(confirmPasswordReset).mockRejectedValue(
      firebaseError('auth/weak-password', 'Firebase: Password should be at least 6 characters (auth/weak-password).'),
    );
    await expect(port().confirmPasswordReset('code-1', 'abc')).rejects.toMatchObject({
      code: 'weak-password',
      serviceMessage: 'Password should be at least 6 characters',
    });
  });
});
