import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { activateWaitingVersion, isNewVersionWaiting } from './activate-waiting-version';

/** How often an open tab asks whether a new version was published (the browser also asks on each page load). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * A new version of the app waiting to take over (vite-plugin-pwa in prompt mode): null until
 * one waits, then `reload`, for the user's `Reload`. Only that button reloads this tab. When
 * another tab's `Reload` activates the new version, this tab keeps its page and what has been
 * typed into it, and goes on offering `Reload`.
 */
export function useAppUpdate(): { reload: () => void } | null {
  const [newVersionWaits, setNewVersionWaits] = useState(false);
  useRegisterSW({
    // asked again: a first install that was slow to activate is reported as waiting too
    onNeedRefresh: () => {
      void isNewVersionWaiting().then((waits) => {
        if (waits) setNewVersionWaits(true);
      });
    },
    // vite-plugin-pwa would otherwise reload this tab as soon as a new version takes control,
    // which another tab's Reload also causes: a half-filled form here would be lost.
    onNeedReload: () => {},
    onRegisteredSW: (_url, registration) => {
      if (registration) keepCheckingForUpdates(registration);
    },
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });
  return newVersionWaits ? { reload: () => void activateWaitingVersion() } : null;
}

/** A tab left open all day at the ground still hears of a new version. */
function keepCheckingForUpdates(registration: ServiceWorkerRegistration): void {
  setInterval(() => {
    if (!navigator.onLine || registration.installing) return;
    registration.update().catch(() => {
      // no connection after all, or the server is away: the next check tries again
    });
  }, UPDATE_CHECK_MS);
}
