import { IDBFactory as MemoryFactory, IDBKeyRange as MemoryKeyRange } from 'fake-indexeddb';

/**
 * An IndexedDB that lives in this page's memory, for a page whose own store refused or did not
 * answer in time (docs/architecture.md "The device's store"): the code above it runs unchanged,
 * and nothing it holds survives the page. Loaded only then, in a chunk of its own.
 */
export interface MemoryIndexedDb {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

/** A fresh, empty one. */
export function memoryIndexedDb(): MemoryIndexedDb {
  return { indexedDB: new MemoryFactory(), IDBKeyRange: MemoryKeyRange };
}

/**
 * Puts `memory` in place of the page's own IndexedDB, which did not answer. Some SDKs open it by
 * themselves and wait for it without a time box (Firebase's heartbeats before every Auth request,
 * Auth's own persistence): against a store that never answers they would wait forever.
 */
export function replacePageIndexedDb(memory: MemoryIndexedDb): void {
  Object.defineProperty(globalThis, 'indexedDB', { value: memory.indexedDB, configurable: true, writable: true });
}
