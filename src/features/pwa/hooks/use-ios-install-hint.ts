import { useState } from 'react';
import { dismissedRecently, rememberDismissal } from './use-install-prompt';

/**
 * Safari on an iPhone or iPad: it never offers installation (no `beforeinstallprompt`); the
 * user adds the app through the Share menu. iPadOS presents itself as a Mac with a touch screen.
 * Other browsers on iOS (Chrome, Firefox, Edge, in-app views) say so in their user agent.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram/.test(userAgent);
}

/** Whether the app already runs from the home screen. */
function runsInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

function hintWanted(): boolean {
  return isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0) && !runsInstalled() && !dismissedRecently();
}

/**
 * The Add to Home Screen hint for iOS Safari, or null (another browser, already installed, or
 * `Not now` said on this device lately: the same quiet period as the install offer).
 */
export function useIosInstallHint(): { dismiss: () => void } | null {
  const [wanted, setWanted] = useState(hintWanted);
  if (!wanted) return null;
  return {
    dismiss() {
      rememberDismissal();
      setWanted(false);
    },
  };
}
