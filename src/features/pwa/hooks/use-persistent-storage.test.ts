import { describe, expect, it, vi } from 'vitest';
import { requestPersistence } from './use-persistent-storage';

describe('requestPersistence', () => {
  it('asks for persistent storage when the site does not have it yet', async () => {
    const storage = { persisted: vi.fn(async () => false), persist: vi.fn(async () => true) };
    expect(await requestPersistence(storage)).toBe(true);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when it is already persistent', async () => {
    const storage = { persisted: vi.fn(async () => true), persist: vi.fn(async () => true) };
    expect(await requestPersistence(storage)).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('answers false where the browser has no storage manager or refuses', async () => {
    expect(await requestPersistence(undefined)).toBe(false);
    const refusing = { persisted: async () => false, persist: async () => Promise.reject(new Error('denied')) };
    expect(await requestPersistence(refusing)).toBe(false);
  });
});
