export const messages = {
  missingCredentials: 'Please enter email and password',
  passwordsDiffer: 'Passwords do not match',
  emailTooLong: 'Email is too long',
  passwordTooLong: 'Password is too long',
} as const;

export const limits = { emailMax: 254, passwordMax: 128 } as const;

export interface Credentials {
  email: string;
  password: string;
}

/** Trims the email (never the password: spaces may be part of it) and checks the login form. */
export function checkLogin(email: string, password: string): { ok: true; value: Credentials } | { ok: false; error: string } {
  const trimmed = email.trim();
  if (!trimmed || !password) return { ok: false, error: messages.missingCredentials };
  if (trimmed.length > limits.emailMax) return { ok: false, error: messages.emailTooLong };
  if (password.length > limits.passwordMax) return { ok: false, error: messages.passwordTooLong };
  return { ok: true, value: { email: trimmed, password } };
}

/** The registration form: both fields required, then the confirmation must match. */
export function checkRegistration(
  email: string,
  password: string,
  confirmation: string,
): { ok: true; value: Credentials } | { ok: false; error: string } {
  const login = checkLogin(email, password);
  if (!login.ok) return login;
  if (password !== confirmation) return { ok: false, error: messages.passwordsDiffer };
  return login;
}
