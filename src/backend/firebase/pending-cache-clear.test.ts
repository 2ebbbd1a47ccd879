import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearCacheAfterSignOut,
  clearPendingCacheAtStart,
  type FlagStorage,
  isCacheClearPending,
  PENDING_CACHE_CLEAR_KEY,
} from './pending-cache-clear';

function memoryStorage(initial: Record<string, string> = {}): FlagStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

const pending = () => memoryStorage({ [PENDING_CACHE_CLEAR_KEY]: '2030-01-01T00:00:00.000Z' });
const refuse = () => Promise.reject(new Error('IndexedDB said no'));

describe('clearing the cache after sign-out', () => {
  afterEach(() => vi.useRealTimers());

  it('leaves no flag when the clear succeeds, and forgets an older one', async () => {
    const storage = pending();
    const clear = vi.fn(async () => {});
    await clearCacheAfterSignOut(clear, storage);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(isCacheClearPending(storage)).toBe(false);
  });

  it('remembers a failed clear on the device, without failing the sign-out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    await expect(clearCacheAfterSignOut(refuse, storage)).resolves.toBeUndefined();
    expect(isCacheClearPending(storage)).toBe(true);
  });

  it('still signs out when the device storage itself throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: FlagStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    await expect(clearCacheAfterSignOut(refuse, broken)).resolves.toBeUndefined();
    await expect(clearCacheAfterSignOut(refuse, undefined)).resolves.toBeUndefined();
  });
});

describe('clearing a pending cache at start', () => {
  it('does nothing when no sign-out left a clear behind', async () => {
    const clear = vi.fn(async () => {});
    expect(await clearPendingCacheAtStart(clear, memoryStorage(), 1000)).toBe('nothing-pending');
    expect(await clearPendingCacheAtStart(clear, undefined, 1000)).toBe('nothing-pending');
    expect(clear).not.toHaveBeenCalled();
  });

  it('clears and then forgets the flag', async () => {
    const storage = pending();
    const clear = vi.fn(async () => {});
    expect(await clearPendingCacheAtStart(clear, storage, 1000)).toBe('cleared');
    expect(clear).toHaveBeenCalledTimes(1);
    expect(storage.items.size).toBe(0);
  });

  it('keeps the flag when the clear fails, also when it throws at once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = pending();
    expect(await clearPendingCacheAtStart(refuse, storage, 1000)).toBe('failed');
    const throwsAtOnce = () => {
      throw new Error('Persistence can only be cleared before a Firestore instance is initialized');
    };
    expect(await clearPendingCacheAtStart(throwsAtOnce, storage, 1000)).toBe('failed');
    expect(isCacheClearPending(storage)).toBe(true);
  });

  it('gives up after the time box when the clear never finishes (another tab holds the database)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = pending();
    const started = Date.now();
    expect(await clearPendingCacheAtStart(() => new Promise<void>(() => {}), storage, 50)).toBe('failed');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(isCacheClearPending(storage)).toBe(true);
  });
});
