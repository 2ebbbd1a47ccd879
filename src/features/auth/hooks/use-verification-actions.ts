import { useEffect, useRef, useState } from 'react';
import type { Backend } from '../../../backend/ports';
import { toast } from '../../../lib/toast';
import { authTexts } from '../../../domain/account/auth-error-text';

export const verificationMessages = {
  sent: 'Verification email sent. Please check your inbox.',
  sendFailed: 'Could not send verification email. Try again later.',
  logInAgain: 'Please log in again to resend.',
  notSignedIn: authTexts.notSignedIn,
  stillUnverified: 'Still not verified. Please check your inbox.',
} as const;

/** The greeting of every verified sign-in (docs/product.md §8); the claim question, if any, follows in the app session. */
export const signedInMessage = 'Logged in successfully!';

/** How often the panel looks by itself while the tab is visible (docs/product.md, the verification panel). */
export const AUTO_CHECK_INTERVAL_MS = 10_000;

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

/**
 * The verification panel's two actions, and its own silent look: when the tab comes back into
 * view (the user opened the mail elsewhere) and every 10 s while visible. Once the address is
 * verified, whichever look saw it first greets and runs `onVerified`, once.
 */
export function useVerificationActions(backend: Backend, onVerified: () => void) {
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);
  const movedOn = useRef(false);
  const latestOnVerified = useRef(onVerified);
  latestOnVerified.current = onVerified;

  function moveOn() {
    if (movedOn.current) return;
    movedOn.current = true;
    toast.success(signedInMessage);
    latestOnVerified.current();
  }

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
      if (!user) toast.error(verificationMessages.notSignedIn);
      else if (!user.emailVerified) toast.error(verificationMessages.stillUnverified);
      else moveOn();
    } catch (error) {
      console.warn('Checking verification failed', error);
      toast.error(verificationMessages.stillUnverified);
    } finally {
      setBusy(null);
    }
  }

  useSilentVerificationCheck(backend, moveOn);

  return { busy, resend, checkAgain };
}

/** Looks again without a word: on coming back into view, then every 10 s while visible. */
function useSilentVerificationCheck(backend: Backend, onVerified: () => void) {
  const latestOnVerified = useRef(onVerified);
  latestOnVerified.current = onVerified;

  useEffect(() => {
    let stopped = false;
    let looking = false;
    let timer: ReturnType<typeof setInterval> | undefined;

    async function look() {
      const uid = backend.auth.currentUser()?.uid;
      if (stopped || looking || !uid) return;
      looking = true;
      try {
        const user = await backend.auth.reload();
        // Not gated on `stopped`: the reload itself publishes the verified user, which
        // unmounts this panel before the answer arrives here. The uid check keeps a sign-in
        // as someone else meanwhile (the form below) from being taken for this one.
        if (user?.uid === uid && user.emailVerified) latestOnVerified.current();
      } catch {
        // silent by design: the next look, or the user's own `Check again`, tries again
      } finally {
        looking = false;
      }
    }

    function follow() {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      timer = setInterval(() => void look(), AUTO_CHECK_INTERVAL_MS);
    }

    function onVisibilityChange() {
      if (document.visibilityState === 'visible') void look();
      follow();
    }

    follow();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [backend]);
}
