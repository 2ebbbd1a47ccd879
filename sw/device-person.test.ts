import { describe, expect, it } from 'vitest';
import { readSignedInPerson, writeSignedInPerson } from './device-person';

/** Cache Storage as the page and the worker share it: responses by URL, per named cache. */
function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (key: string) => store.get(key)?.clone(),
      put: async (key: string, response: Response) => void store.set(key, response),
      delete: async (key: string) => store.delete(key),
    } as unknown as Cache;
  };
  return { open } as unknown as CacheStorage;
}

describe('who is signed in on this device, for the worker', () => {
  it('nobody until the page says', async () => {
    expect(await readSignedInPerson(memoryCaches())).toBeNull();
  });

  it('the person the page named, until logout clears it', async () => {
    const storage = memoryCaches();
    await writeSignedInPerson('person-1', storage);
    expect(await readSignedInPerson(storage)).toBe('person-1');
    await writeSignedInPerson('person-2', storage);
    expect(await readSignedInPerson(storage)).toBe('person-2');
    await writeSignedInPerson(null, storage);
    expect(await readSignedInPerson(storage)).toBeNull();
  });

  it('Cache Storage that cannot be opened reads as nobody (the push is dropped)', async () => {
    const broken = { open: async () => Promise.reject(new Error('no storage')) } as unknown as CacheStorage;
    expect(await readSignedInPerson(broken)).toBeNull();
  });
});
