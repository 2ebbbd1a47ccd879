import type { DataPort, DocData, OnRefused } from '../../src/backend/ports';
import { createLocalBackend, type LocalBackend, type LocalBackendOptions } from '../../src/backend/local/local-backend';
import { deleteLocalDb, LocalDb, SESSION_KEY, type SessionUser } from '../../src/backend/local/local-db';
import { randomString } from '../../src/backend/local/random-ids';

/** Test helpers: a fresh database per test, and direct access to it ("another tab"). */

export const TEST_PASSWORD_ITERATIONS = 1_000;

export function freshDbName(): string {
  return `pitchside-test-${randomString(12)}`;
}

export interface TestBackend {
  backend: LocalBackend;
  /** a second connection to the same database, bypassing the rules */
  db: LocalDb;
  dbName: string;
  /** another backend object on the same database, like a second tab */
  openAnotherTab(): Promise<LocalBackend>;
  cleanup(): Promise<void>;
}

export async function openTestBackend(options: LocalBackendOptions = {}): Promise<TestBackend> {
  const dbName = options.dbName ?? freshDbName();
  const backendOptions = { passwordIterations: TEST_PASSWORD_ITERATIONS, ...options, dbName };
  const opened: LocalBackend[] = [];
  const open = async () => {
    const backend = await createLocalBackend(backendOptions);
    opened.push(backend);
    return backend;
  };
  const backend = await open();
  const db = new LocalDb(dbName);
  await db.open();
  return {
    backend,
    db,
    dbName,
    openAnotherTab: open,
    async cleanup() {
      for (const each of opened) each.close();
      db.close();
      await deleteLocalDb(dbName);
    },
  };
}

/** Stores documents as they are, keyed 'collection/id'. */
export async function seedDocs(db: LocalDb, docs: Record<string, DocData>): Promise<void> {
  await db.docs.bulkPut(
    Object.entries(docs).map(([path, data]) => {
      const [collection = '', id = ''] = path.split('/');
      return { collection, id, data };
    }),
  );
}

export async function readStoredDoc(db: LocalDb, path: string): Promise<DocData | null> {
  const [collection = '', id = ''] = path.split('/');
  return (await db.docs.get([collection, id]))?.data ?? null;
}

/** Signs a user in for the data port's rules without an account (the session is all they read). */
export async function setSession(db: LocalDb, user: SessionUser | null): Promise<void> {
  if (user) await db.sessions.put({ key: SESSION_KEY, ...user });
  else await db.sessions.delete(SESSION_KEY);
}

/** Resolves with the first value `subscribe` delivers that satisfies `accept`. */
export function nextValue<T>(
  subscribe: (onNext: (value: T) => void, onError: (error: Error) => void) => () => void,
  accept: (value: T) => boolean,
  timeoutMs = 2_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let stop: (() => void) | undefined;
    let done = false;
    const finish = (action: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => stop?.());
      action();
    };
    const timer = setTimeout(() => finish(() => reject(new Error('timed out waiting for a value'))), timeoutMs);
    stop = subscribe(
      (value) => {
        if (accept(value)) finish(() => resolve(value));
      },
      (error) => finish(() => reject(error)),
    );
  });
}

/** How long a test waits for the port's writes to commit. */
export const WRITE_WAIT_MS = 2_000;

/**
 * A fired write as a promise, for tests: rejects with its refusal (which the port reports
 * before its write queue counts as drained), resolves once the port's writes have committed.
 */
export function outcomeOf(data: DataPort, fire: (onRefused: OnRefused) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    fire(reject);
    void data.allWritesSynced(WRITE_WAIT_MS).then((synced) => {
      if (synced) resolve();
      else reject(new Error(`writes not committed within ${WRITE_WAIT_MS} ms`));
    });
  });
}

/**
 * Signs someone in on the test backend: the session, and for a claimed child the account
 * pointing at their person (a parent acting for a child is signed in as themself).
 */
export async function signInAs(db: LocalDb, who: { uid: string; personId: string; forChild?: boolean }): Promise<void> {
  if (who.uid !== who.personId && !who.forChild)
    await seedDocs(db, { [`accounts/${who.uid}`]: { personId: who.personId, createdAt: '2026-01-01T00:00:00.000Z' } });
  await setSession(db, { uid: who.uid, email: `${who.uid.toLowerCase()}@example.com`, emailVerified: true });
}

/** The ids stored in a collection, sorted, whatever the rules would show. */
export async function storedIds(db: LocalDb, collection: string): Promise<string[]> {
  return (await db.docs.where('collection').equals(collection).toArray()).map((row) => row.id).sort();
}
