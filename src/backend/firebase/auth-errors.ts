import { AuthError } from '../ports';

/**
 * The Firebase Auth error code without its `auth/` prefix, or undefined for anything that is
 * not a Firebase error (a plain Error, a string, ...).
 */
function firebaseAuthCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code.replace(/^auth\//, '') : undefined;
}

/**
 * The service's own message without the SDK's decoration: "Firebase: Password should be at
 * least 6 characters (auth/weak-password)." becomes "Password should be at least 6 characters".
 * Returns undefined when nothing readable is left (e.g. "Firebase: Error (auth/foo).").
 */
export function stripServiceMessage(message: string): string | undefined {
  const stripped = message
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[\w-]+\)\.?\s*$/, '')
    .trim();
  if (!stripped || stripped === 'Error') return undefined;
  return stripped;
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const { message } = error as { message: unknown };
    return typeof message === 'string' ? stripServiceMessage(message) : undefined;
  }
  return undefined;
}

export function isUserNotFound(error: unknown): boolean {
  return firebaseAuthCode(error) === 'user-not-found';
}

/**
 * What confirming a password reset can fail with: the link's code unknown, used or expired
 * (and the account it was for gone or disabled) is one 'invalid-action-code'; the rest as
 * toAuthError maps it (e.g. 'weak-password' with the service's message).
 */
export function toResetError(error: unknown): AuthError {
  switch (firebaseAuthCode(error)) {
    case 'expired-action-code':
    case 'invalid-action-code':
    case 'user-not-found':
    case 'user-disabled':
      return new AuthError('invalid-action-code');
    default:
      return toAuthError(error);
  }
}

/**
 * Maps anything the Firebase Auth SDK throws to the port's AuthError: a code the features turn
 * into the spec's words, plus the service's own message where that is the useful part.
 */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  switch (firebaseAuthCode(error)) {
    case 'invalid-credential':
    case 'invalid-login-credentials':
    case 'wrong-password':
    case 'user-not-found':
      // One code for all of them: a login failure must not reveal which part was wrong.
      return new AuthError('invalid-credential');
    case 'email-already-in-use':
      return new AuthError('email-already-in-use');
    case 'weak-password':
    case 'password-does-not-meet-requirements':
      // The password policy lives on the server (docs/product.md §5), so its own wording is the useful one.
      return new AuthError('weak-password', messageOf(error));
    case 'invalid-email':
      return new AuthError('invalid-email');
    case 'too-many-requests':
      return new AuthError('too-many-requests');
    case 'network-request-failed':
      return new AuthError('network');
    default:
      return new AuthError('unknown', messageOf(error));
  }
}
