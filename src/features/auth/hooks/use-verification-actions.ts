import { useState } from 'react';
import type { Backend } from '../../../backend/ports';
import { toast } from '../../../lib/toast';
import { authTexts } from '../model/auth-error-text';
import { greetVerifiedSignIn } from './complete-verified-sign-in';

export const verificationMessages = {
  sent: 'Verification email sent. Please check your inbox.',
  sendFailed: 'Could not send verification email. Try again later.',
  logInAgain: 'Please log in again to resend.',
  notSignedIn: authTexts.notSignedIn,
  stillUnverified: 'Still not verified. Please check your inbox.',
} as const;

/** Sends the verification mail and says how it went; true when it was sent. */
export async function sendVerificationMail(backend: Backend): Promise<boolean> {
  try {
    await backend.auth.sendVerification();
    toast.success(verificationMessages.sent);
    return true;
  } catch (error) {
    console.warn('Sending the verification mail failed', error);
    toast.error(verificationMessages.sendFailed);
    return false;
  }
}

/** The verification panel's two actions. `onVerified` runs after a successful check. */
export function useVerificationActions(backend: Backend, onVerified: () => void) {
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);

  async function resend() {
    if (!backend.auth.currentUser()) {
      toast.error(verificationMessages.logInAgain);
      return;
    }
    setBusy('resend');
    await sendVerificationMail(backend);
    setBusy(null);
  }

  async function checkAgain() {
    if (!backend.auth.currentUser()) {
      toast.error(verificationMessages.notSignedIn);
      return;
    }
    setBusy('check');
    try {
      const user = await backend.auth.reload();
      if (!user) {
        toast.error(verificationMessages.notSignedIn);
      } else if (!user.emailVerified) {
        toast.error(verificationMessages.stillUnverified);
      } else {
        greetVerifiedSignIn(backend.data, user);
        onVerified();
      }
    } catch (error) {
      console.warn('Checking verification failed', error);
      toast.error(verificationMessages.stillUnverified);
    } finally {
      setBusy(null);
    }
  }

  return { busy, resend, checkAgain };
}
