import { useEffect, useRef, useState } from 'react';
import type { Backend } from '../../../backend/ports';
import { toast } from '../../../lib/toast';
import { authTexts } from '../../../domain/account/auth-error-text';
import { resendSecondsLeft } from '../model/resend-wait';

export const verificationMessages = {
  sent: 'Verification email sent. Please check your inbox.',
  sendFailed: 'Could not send verification email. Try again later.',
  logInAgain: 'Please log in again to resend.',
  notSignedIn: authTexts.notSignedIn,
  stillUnverified: 'Still not verified. Please check your inbox.',
} as const;

/** The greeting of every verified sign-in (docs/product.md §8); the claim question, if any, follows in the app session. */
export const signedInMessage = 'Logged in successfully!';

/**
 * When the panel's own look finds the address verified: nobody pressed a button, so it says
 * what happened (the mailbox link says `Email verified. You can log in now.`).
 */
export const verifiedByItselfMessage = 'Email verified. You are logged in.';

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

/** When `Resend verification` was last pressed, per account: the wait outlives the panel (to the mailbox and back). */
const resendPressedAt = new Map<string, number>();

/**
 * The verification panel's two actions, and its own silent look: at once when the panel
 * opens, when the tab comes back into view (the user opened the mail elsewhere) and every
 * 10 s while visible. Once the address is verified, whichever look saw it first greets and
 * runs `onVerified`, once: `Check again` with the spec's greeting, the own look with
 * `verifiedByItselfMessage`. `Resend verification` then waits 60 s (`resendWait`, in seconds).
 */
export function useVerificationActions(backend: Backend, onVerified: () => void) {
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);
  const movedOn = useRef(false);
  const latestOnVerified = useRef(onVerified);
  latestOnVerified.current = onVerified;
  const resendWait = useResendWait(backend.auth.currentUser()?.uid);

  function moveOn(greeting: string) {
    if (movedOn.current) return;
    movedOn.current = true;
    toast.success(greeting);
    latestOnVerified.current();
  }

  async function resend() {
    if (!backend.auth.currentUser()) {
      toast.error(verificationMessages.logInAgain);
      return;
    }
    if (resendWait.secondsLeft > 0) return;
    resendWait.start();
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
      else moveOn(signedInMessage);
    } catch (error) {
      console.warn('Checking verification failed', error);
      toast.error(verificationMessages.stillUnverified);
    } finally {
      setBusy(null);
    }
  }

  useSilentVerificationCheck(backend, () => moveOn(verifiedByItselfMessage));

  return { busy, resend, checkAgain, resendWait: resendWait.secondsLeft };
}

/** The seconds `Resend verification` still waits for this account, counted down once a second. */
function useResendWait(uid: string | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const [pressedAt, setPressedAt] = useState(() => (uid ? resendPressedAt.get(uid) : undefined));
  const secondsLeft = resendSecondsLeft(pressedAt, now);
  const waiting = secondsLeft > 0;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  function start() {
    const at = Date.now();
    if (uid) resendPressedAt.set(uid, at);
    setPressedAt(at);
    setNow(at);
  }

  return { secondsLeft, start };
}

/** Looks again without a word: at once, on coming back into view, then every 10 s while visible. */
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

    // the address may have been verified before the panel opened (the mailbox in this tab, then back)
    if (document.visibilityState === 'visible') void look();
    follow();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [backend]);
}
