import { AuthError } from '../../../backend/ports';
import { authTexts } from '../../../domain/account/auth-error-text';
import { type Checked, limits, messages as credentialMessages } from '../../../domain/account/credentials';
import { textSize } from '../../../domain/text/characters';

export const resetMessages = {
  missingEmail: 'Please enter your email address',
  emailTooLong: credentialMessages.emailTooLong,
  /** the same answer whether or not the address has an account: nobody learns which do */
  linkOnItsWay: 'If an account exists for that address, a reset link is on its way.',
  sendFailed: 'Could not send the reset link. Try again later.',
  missingPassword: 'Please enter a new password',
  passwordTooLong: credentialMessages.passwordTooLong,
  passwordsDiffer: credentialMessages.passwordsDiffer,
  changed: 'Password changed. You can log in now.',
  changeFailed: 'Could not change the password. Try again later.',
  invalidLink: 'This reset link is not valid any more: it was already used, has expired, or is incomplete.',
} as const;

export type ResetRequestField = 'email';
export type NewPasswordField = 'password' | 'confirmation';

/** The email of a reset request, trimmed. */
export function checkResetEmail(email: string): Checked<string, ResetRequestField> {
  const trimmed = email.trim();
  if (!trimmed) return { ok: false, error: resetMessages.missingEmail, field: 'email' };
  if (textSize(trimmed) > limits.emailMax) return { ok: false, error: resetMessages.emailTooLong, field: 'email' };
  return { ok: true, value: trimmed };
}

/** A new password and its confirmation (kept as typed: spaces may be part of it). */
export function checkNewPassword(password: string, confirmation: string): Checked<string, NewPasswordField> {
  if (!password) return { ok: false, error: resetMessages.missingPassword, field: 'password' };
  if (textSize(password) > limits.passwordMax)
    return { ok: false, error: resetMessages.passwordTooLong, field: 'password' };
  if (password !== confirmation) return { ok: false, error: resetMessages.passwordsDiffer, field: 'confirmation' };
  return { ok: true, value: password };
}

const codeOf = (error: unknown) => (error instanceof AuthError ? error.code : undefined);

/** Why a reset link could not be sent, and the field it is about. */
export function resetRequestFailure(error: unknown): { message: string; field?: ResetRequestField } {
  switch (codeOf(error)) {
    case 'invalid-email':
      return { message: authTexts.invalidEmail, field: 'email' };
    case 'network':
      return { message: authTexts.offline };
    case 'too-many-requests':
      return { message: authTexts.tooManyRequests };
    default:
      return { message: resetMessages.sendFailed };
  }
}

/**
 * Why a new password was not set. A link that no longer works is not a form error: the page
 * says so and offers a new link instead (`invalidLink`).
 */
export function newPasswordFailure(
  error: unknown,
): { invalidLink: true } | { message: string; field?: NewPasswordField } {
  const serviceMessage = error instanceof AuthError ? error.serviceMessage : undefined;
  switch (codeOf(error)) {
    case 'invalid-action-code':
      return { invalidLink: true };
    case 'weak-password':
      // the password policy lives on the server (docs/product.md §5), so its own wording is the useful one
      return { message: serviceMessage ?? authTexts.weakPassword, field: 'password' };
    case 'network':
      return { message: authTexts.offline };
    case 'too-many-requests':
      return { message: authTexts.tooManyRequests };
    default:
      return { message: resetMessages.changeFailed };
  }
}

export type ResetSearch = { token?: string; oobCode?: string };

/**
 * The reset link's query: the local mailbox's `token`, or Firebase's `oobCode` when its action
 * URL points here (Firebase adds `mode`; another mode's code, e.g. a verification, is not ours).
 */
export function parseResetSearch(search: Record<string, unknown>): ResetSearch {
  const result: ResetSearch = {};
  if (typeof search.token === 'string' && search.token) result.token = search.token;
  const resetMode = search.mode === undefined || search.mode === 'resetPassword';
  if (typeof search.oobCode === 'string' && search.oobCode && resetMode) result.oobCode = search.oobCode;
  return result;
}

/** The one-time code of the link this page was opened with, if any. */
export const resetCodeOf = (search: ResetSearch): string | undefined => search.token ?? search.oobCode;
