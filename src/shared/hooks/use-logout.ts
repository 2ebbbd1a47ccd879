import { useState } from 'react';
import { toast } from '../../lib/toast';
import { markSigningOut, useLoadedSession } from '../../session/session';
import { forgetAllDeleted } from '../../domain/groups/deleted-groups';
import { usePersonId } from './use-person-id';

/** How long to wait for queued writes to reach the server before warning they would be lost. */
const syncGraceMs = 800;
/** On the local backend nothing is lost by logging out; only let writes in progress finish first. */
const localDrainMs = 5_000;

/**
 * Logging out on Firebase clears the device's copy of the user's data (a shared phone must
 * not show it offline). Writes not yet synced would be lost, so the user is warned first and
 * may stay. The local backend keeps everything on the device: no warning, but the page is not
 * left while a write is still being stored. On Firebase this device's push subscription for the
 * person goes first (docs/notifications.md "On the device"): a shared phone then tells nobody
 * the last user's news.
 */
export function useLogout() {
  const { backend } = useLoadedSession();
  const personId = usePersonId();
  const [unsyncedWarning, setUnsyncedWarning] = useState(false);
  const [busy, setBusy] = useState(false);

  async function logoutNow() {
    setBusy(true);
    markSigningOut();
    if (backend.kind === 'firebase') await forgetThisDevice(personId);
    try {
      await backend.auth.signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
      toast.error('Logout failed');
      setBusy(false);
      return;
    }
    forgetAllDeleted();
    // a full load: the backend's caches of this user are gone and must start afresh
    window.location.assign('/login');
  }

  /**
   * Loaded at logout only, so no screen carries it. Its document's delete is a write like any
   * other: it gets the same moment to reach the server before the sign-out clears the cache.
   * Offline it may not: the device has unsubscribed, the worker drops every push, and the sender
   * deletes the document when the push service answers that the subscription is gone.
   */
  async function forgetThisDevice(person: string | undefined) {
    try {
      const forgetDevicePush = await import('../../domain/notifications/forget-device-push').then(
        (m) => m.forgetDevicePush,
      );
      const deleted = await forgetDevicePush(backend.data, person, (error) =>
        console.error('Subscription not deleted', error),
      );
      // only a delete made here needs the moment to sync; a device with no subscription signs out at once
      if (deleted) await backend.data.allWritesSynced(syncGraceMs);
    } catch (error) {
      console.error('Could not forget this device’s notifications', error);
    }
  }

  async function requestLogout() {
    setBusy(true);
    if (backend.kind === 'local') {
      await backend.data.allWritesSynced(localDrainMs);
      await logoutNow();
      return;
    }
    const synced = await backend.data.allWritesSynced(syncGraceMs);
    setBusy(false);
    if (synced) await logoutNow();
    else setUnsyncedWarning(true);
  }

  return { busy, requestLogout, logoutNow, unsyncedWarning, setUnsyncedWarning };
}
