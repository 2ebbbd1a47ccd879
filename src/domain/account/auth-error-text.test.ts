import { describe, expect, it } from 'vitest';
import { AuthError } from '../../backend/ports';
import { authTexts, loginErrorText, registrationErrorText } from './auth-error-text';

describe('auth error texts', () => {
  it('says the spec’s login failure for wrong credentials and anything unknown', () => {
    expect(loginErrorText(new AuthError('invalid-credential'))).toBe(authTexts.loginFailed);
    expect(loginErrorText(new Error('boom'))).toBe(authTexts.loginFailed);
  });

  it('says when a login cannot work right now', () => {
    expect(loginErrorText(new AuthError('network'))).toBe(authTexts.offline);
    expect(loginErrorText(new AuthError('too-many-requests'))).toBe(authTexts.tooManyRequests);
  });

  it('shows the service’s password policy, else the local minimum', () => {
    expect(registrationErrorText(new AuthError('weak-password', 'Password must contain a digit'))).toBe(
      'Password must contain a digit',
    );
    expect(registrationErrorText(new AuthError('weak-password'))).toBe('Password should be at least 6 characters');
  });

  it('falls back to "Registration failed" when the service says nothing readable', () => {
    expect(registrationErrorText(new AuthError('unknown'))).toBe('Registration failed');
    expect(registrationErrorText(new AuthError('unknown', 'Sign-ups are closed'))).toBe('Sign-ups are closed');
    expect(registrationErrorText('weird')).toBe('Registration failed');
  });

  it('names an address that is taken', () => {
    expect(registrationErrorText(new AuthError('email-already-in-use'))).toBe(authTexts.emailInUse);
  });
});
