import { AuthError } from '../../backend/ports';
import { identitySchema } from '../schema/identity-collections';
import { textSize } from '../text/characters';

/** an address as long as a profile may hold it (src/domain/schema); a password is stored by the auth service, not here */
export const limits = { emailMax: identitySchema.users.fields.email.max, passwordMax: 128 } as const;

export const messages = {
  missingCredentials: 'Please enter email and password',
  passwordsDiffer: 'Passwords do not match',
  emailTooLong: `Email must be at most ${limits.emailMax} characters`,
  passwordTooLong: `Password must be at most ${limits.passwordMax} characters`,
} as const;

export interface Credentials {
  email: string;
  password: string;
}

export type LoginField = 'email' | 'password';
export type RegistrationField = LoginField | 'confirmation';

/** A form's check: the trimmed values, or the message and the field that caused it. */
export type Checked<T, F extends string> = { ok: true; value: T } | { ok: false; error: string; field: F };

/**
 * Trims the email (never the password: spaces may be part of it) and checks the login form.
 * An empty form names its first empty field, where focus goes.
 */
export function checkLogin(email: string, password: string): Checked<Credentials, LoginField> {
  const trimmed = email.trim();
  if (!trimmed) return { ok: false, error: messages.missingCredentials, field: 'email' };
  if (!password) return { ok: false, error: messages.missingCredentials, field: 'password' };
  if (textSize(trimmed) > limits.emailMax) return { ok: false, error: messages.emailTooLong, field: 'email' };
  if (textSize(password) > limits.passwordMax) return { ok: false, error: messages.passwordTooLong, field: 'password' };
  return { ok: true, value: { email: trimmed, password } };
}

/** The registration form: both fields required, then the confirmation must match. */
export function checkRegistration(
  email: string,
  password: string,
  confirmation: string,
): Checked<Credentials, RegistrationField> {
  const login = checkLogin(email, password);
  if (!login.ok) return login;
  if (password !== confirmation) return { ok: false, error: messages.passwordsDiffer, field: 'confirmation' };
  return login;
}

/**
 * Which registration field the auth service's refusal is about, so its message also shows
 * there; undefined when it is about no field (no connection, too many attempts).
 */
export function registrationErrorField(error: unknown): RegistrationField | undefined {
  if (!(error instanceof AuthError)) return undefined;
  if (error.code === 'weak-password') return 'password';
  if (error.code === 'email-already-in-use' || error.code === 'invalid-email') return 'email';
  return undefined;
}

/**
 * A failed login is shown beside the password (the spec's one text covers both fields, and
 * the password is what to retype), unless trying again now cannot help.
 */
export function loginErrorField(error: unknown): LoginField | undefined {
  if (error instanceof AuthError && (error.code === 'network' || error.code === 'too-many-requests')) return undefined;
  return 'password';
}
