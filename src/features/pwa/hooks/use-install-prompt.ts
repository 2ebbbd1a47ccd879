import { useEffect, useState } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const dismissedKey = 'pitchside.install-offer-dismissed-at';
/** A dismissed offer stays away this long on this device, then may be made once more. */
export const INSTALL_OFFER_QUIET_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether `Not now` was said to an install offer or hint on this device lately. */
export function dismissedRecently(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(dismissedKey));
    return Number.isFinite(at) && at > 0 && now - at < INSTALL_OFFER_QUIET_MS;
  } catch {
    // storage may be blocked (private mode): then the dismissal lasts for this page only
    return false;
  }
}

export function rememberDismissal(): void {
  try {
    localStorage.setItem(dismissedKey, String(Date.now()));
  } catch {
    // see dismissedRecently
  }
}

/**
 * The browser's install offer, kept until used or dismissed; null when the app is not
 * installable or the user said `Not now` on this device lately.
 */
export function useInstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(dismissedRecently);
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const clear = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', clear);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', clear);
    };
  }, []);
  if (!offer || dismissed) return null;
  return {
    async install() {
      await offer.prompt();
      await offer.userChoice;
      setOffer(null);
    },
    dismiss() {
      rememberDismissal();
      setDismissed(true);
    },
  };
}
