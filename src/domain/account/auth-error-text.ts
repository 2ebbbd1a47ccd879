import { AuthError, type AuthErrorCode } from '../../backend/ports';

/** The words a user reads for the auth service's answers (docs/product.md §8); adapters give codes only. */
export const authTexts = {
  loginFailed: 'Login failed. Check your email and password.',
  registrationFailed: 'Registration failed',
  notSignedIn: 'Not signed in',
  weakPassword: 'Password should be at least 6 characters',
  emailInUse: 'An account with this email already exists',
  invalidEmail: 'Enter a valid email address',
  tooManyRequests: 'Too many attempts. Try again later.',
  offline: 'No connection. Try again when you are online.',
} as const;

const codeOf = (error: unknown): AuthErrorCode | undefined => (error instanceof AuthError ? error.code : undefined);

/** A failed login: the spec's one text, except where trying again now cannot help. */
export function loginErrorText(error: unknown): string {
  const code = codeOf(error);
  if (code === 'network') return authTexts.offline;
  if (code === 'too-many-requests') return authTexts.tooManyRequests;
  return authTexts.loginFailed;
}

/** A failed registration: "Registration failed or the service message" (docs/product.md §8). */
export function registrationErrorText(error: unknown): string {
  const serviceMessage = error instanceof AuthError ? error.serviceMessage : undefined;
  switch (codeOf(error)) {
    case 'weak-password':
      // the password policy lives on the server (docs/product.md §5), so its own wording is the useful one
      return serviceMessage ?? authTexts.weakPassword;
    case 'email-already-in-use':
      return authTexts.emailInUse;
    case 'invalid-email':
      return authTexts.invalidEmail;
    case 'too-many-requests':
      return authTexts.tooManyRequests;
    case 'network':
      return authTexts.offline;
    default:
      return serviceMessage ?? authTexts.registrationFailed;
  }
}
