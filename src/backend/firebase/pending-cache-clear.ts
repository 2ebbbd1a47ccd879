import { TIMED_OUT, withinTimeBox } from './time-box';

/*
 * Logging out deletes this device's Firestore cache, so the next person on a shared phone never
 * sees the last one's data offline. When that fails, a flag in localStorage remembers it and
 * the next start clears the cache before Firestore opens it. Kept apart from the SDK so the
 * decisions can be tested without IndexedDB.
 */

export const PENDING_CACHE_CLEAR_KEY = 'pitchside.clearFirestoreCache';

/** The part of Web Storage the flag needs (localStorage, or a stand-in in tests). */
export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage, or undefined where it is missing or blocked (some private modes throw on access). */
export function deviceFlagStorage(): FlagStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

// Storage can throw (quota, private mode): the flag is a safety net and must never break sign-out or start.
function writeFlag(storage: FlagStorage | undefined, pending: boolean): void {
  try {
    if (pending) storage?.setItem(PENDING_CACHE_CLEAR_KEY, new Date().toISOString());
    else storage?.removeItem(PENDING_CACHE_CLEAR_KEY);
  } catch (error) {
    console.warn('Could not record whether the Firestore cache still needs clearing', error);
  }
}

export function isCacheClearPending(storage: FlagStorage | undefined): boolean {
  try {
    return storage?.getItem(PENDING_CACHE_CLEAR_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * After sign-out: clears the cache; when that fails, remembers to clear it at the next start.
 * Never rejects: signing out must not fail over the cache.
 */
export async function clearCacheAfterSignOut(
  clear: () => Promise<void>,
  storage: FlagStorage | undefined,
): Promise<void> {
  try {
    await clear();
    writeFlag(storage, false);
  } catch (error) {
    writeFlag(storage, true);
    console.warn('Could not clear the Firestore cache on this device; it will be cleared at the next start', error);
  }
}

export type StartClearOutcome = 'nothing-pending' | 'cleared' | 'failed';

/**
 * Before Firestore starts: clears the cache when a sign-out could not, then forgets the flag.
 * A clear that fails or does not finish within `timeoutMs` (IndexedDB waits while another tab
 * keeps the database open) keeps the flag, and the caller must not open the old cache.
 */
export async function clearPendingCacheAtStart(
  clear: () => Promise<void>,
  storage: FlagStorage | undefined,
  timeoutMs: number,
): Promise<StartClearOutcome> {
  if (!isCacheClearPending(storage)) return 'nothing-pending';
  try {
    const answer = await withinTimeBox(Promise.resolve().then(clear), timeoutMs);
    if (answer === TIMED_OUT) throw new Error(`clearing the cache took longer than ${timeoutMs} ms`);
    writeFlag(storage, false);
    return 'cleared';
  } catch (error) {
    console.warn('Could not clear the Firestore cache left by the last sign-out', error);
    return 'failed';
  }
}
