import { useEffect } from 'react';
import { useSession } from '../../../session/session';

/**
 * Asks the browser to keep this site's storage (IndexedDB: the squads, children and queued
 * writes) instead of clearing it under storage pressure, once a user is signed in: a parent's
 * phone must not lose what was saved at the ground before it synced. Asked once per page.
 */
let asked = false;

export function usePersistentStorage(): void {
  const signedIn = Boolean(useSession()?.user);
  useEffect(() => {
    if (!signedIn || asked) return;
    asked = true;
    void requestPersistence(navigator.storage);
  }, [signedIn]);
}

export async function requestPersistence(
  storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined,
): Promise<boolean> {
  try {
    if (!storage?.persist) return false;
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch (error) {
    console.warn('Persistent storage was not granted', error);
    return false;
  }
}
