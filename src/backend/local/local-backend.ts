import { createPageStore, startStoreWait, storesAnswer } from '../device-store';
import type { Backend, MailboxPort } from '../ports';
import { createLocalAuth, type LocalAuth } from './local-auth';
import { createLocalDataPort } from './local-data';
import { DEFAULT_DB_NAME, LocalDb } from './local-db';
import { createLocalMailbox } from './local-mailbox';
import { OPEN_RULES, permissionModel } from './local-rule-set';
import { createWriteJournal, NO_JOURNAL } from '../write-journal';

/** 'enforced' applies the permission model; 'open' allows everything (the data port contract suite). */
export type RulesMode = 'enforced' | 'open';

export interface LocalBackendOptions {
  /** IndexedDB database name; default 'pitchside-local' (tests use a fresh name each) */
  dbName?: string;
  /** PBKDF2 iterations for new accounts; default 600,000 (tests pass fewer) */
  passwordIterations?: number;
  /** 'enforced' (default) applies the permission model; 'open' is for the contract suite */
  rules?: RulesMode;
  /** keep queued writes across a reload of the tab (the app); off by default (tests) */
  journal?: boolean;
  /**
   * load the rules' evaluator while the database opens, not with the first request (the app, when
   * a session is remembered: its first screen reads data at once); off by default
   */
  loadRulesNow?: boolean;
  /**
   * how long the start waits for IndexedDB before it keeps the data in memory; DEVICE_STORE_WAIT_MS
   * by default (tests pass less)
   */
  storeWaitMs?: number;
  /** true once the page let go of its databases as it was hidden (src/backend/page-hide-release.ts) */
  released?: () => boolean;
}

export interface LocalBackend extends Backend {
  kind: 'local';
  auth: LocalAuth;
  mailbox: MailboxPort;
  /** stops live queries and closes the database (tests) */
  close(): void;
}

/**
 * Accounts, data and a mailbox in IndexedDB on this device. Async because the database opens
 * and the session is loaded first, so `auth.currentUser()` is right from the start.
 */
export async function createLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const rules = options.rules === 'open' ? OPEN_RULES : permissionModel();
  if (options.loadRulesNow) void rules.ready?.().catch(() => {}); // a failure meets the first request again
  const db = await openLocalDb(options.dbName ?? DEFAULT_DB_NAME, options.storeWaitMs);
  const store = createPageStore(db.inMemory ? 'memory' : 'persistent');
  const auth = await createLocalAuth(db, { passwordIterations: options.passwordIterations });
  return {
    kind: 'local',
    auth,
    data: createLocalDataPort(db, {
      rules,
      journal:
        options.journal && typeof sessionStorage !== 'undefined' ? createWriteJournal(sessionStorage) : NO_JOURNAL,
      unsaved: db.inMemory ? store : undefined,
      released: options.released,
    }),
    store,
    mailbox: createLocalMailbox(db),
    close() {
      auth.close();
      db.close();
    },
  };
}

/**
 * The database on the device when IndexedDB opens it and answers a first read of every store
 * within the start's wait; else the same database in the page's memory (docs/architecture.md
 * "The device's store"), loaded only then. An open is not enough: a page WebKit froze in its
 * back/forward cache with a transaction open held stores whose reads never answered.
 */
async function openLocalDb(name: string, waitMs?: number): Promise<LocalDb> {
  const onDevice = new LocalDb(name);
  const opening = storesAnswer(name)
    .then((answers) =>
      answers ? onDevice.open().then(() => true) : Promise.reject(new Error('a store refused a read')),
    )
    .catch((error: unknown) => {
      console.warn('IndexedDB cannot be used here: the data stays in memory', error);
      return false;
    });
  if ((await startStoreWait(waitMs).answer(opening)) === 'opened') return onDevice;
  // an open that answers after all must not hold the database open for nothing (another tab may upgrade it)
  void opening.then((opened) => opened && onDevice.close());
  const { memoryIndexedDb } = await import('../memory-indexeddb');
  const inMemory = new LocalDb(name, memoryIndexedDb());
  await inMemory.open();
  return inMemory;
}
