import { useState } from 'react';
import { toast } from '../../lib/toast';
import { markSigningOut, useLoadedSession } from '../../session/session';
import { forgetAllDeleted } from '../groups/deleted-groups';

/** How long to wait for queued writes to reach the server before warning they would be lost. */
const syncGraceMs = 800;
/** On the local backend nothing is lost by logging out; only let writes in progress finish first. */
const localDrainMs = 5_000;

/**
 * Logging out on Firebase clears the device's copy of the user's data (a shared phone must
 * not show it offline). Writes not yet synced would be lost, so the user is warned first and
 * may stay. The local backend keeps everything on the device: no warning, but the page is not
 * left while a write is still being stored.
 */
export function useLogout() {
  const { backend } = useLoadedSession();
  const [unsyncedWarning, setUnsyncedWarning] = useState(false);
  const [busy, setBusy] = useState(false);

  async function logoutNow() {
    setBusy(true);
    markSigningOut();
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
