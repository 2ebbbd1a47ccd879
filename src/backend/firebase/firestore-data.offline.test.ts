// @vitest-environment node
import { createServer } from 'node:net';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  type Firestore,
  initializeFirestore,
  memoryLocalCache,
  setLogLevel,
  terminate,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataPort, Doc, QueryResult } from '../ports';
import { createFirestoreDataPort } from './firestore-data';

/**
 * The adapter against a Firestore that cannot be reached (as in the e2e `firebase` project):
 * writes must land in the cache at once, watches must show them as pending and from the cache,
 * and nothing may wait for the server. The memory cache stands in for IndexedDB, which Node lacks.
 */

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

function waitFor<T>(subscribe: (next: (value: T) => void) => () => void, accept: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching value within 3000 ms')), 3000);
    const stop = subscribe((value) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(value);
    });
  });
}

describe('Firestore DataPort with no reachable server', { timeout: 15_000 }, () => {
  let app: FirebaseApp;
  let db: Firestore;
  let data: DataPort;

  beforeAll(async () => {
    setLogLevel('silent'); // "Could not reach Cloud Firestore backend" is the point here
    app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-pitchside-offline' }, `offline-${Date.now()}`);
    db = initializeFirestore(app, { localCache: memoryLocalCache(), ignoreUndefinedProperties: true });
    connectFirestoreEmulator(db, '127.0.0.1', await closedPort());
    data = createFirestoreDataPort(db);
  });

  afterAll(async () => {
    await terminate(db);
    await deleteApp(app);
  });

  it('makes 20-character ids without a server', () => {
    expect(data.newId('clubs')).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('shows an unawaited set at once in a watched query, pending and from the cache', async () => {
    const run = data.newId('probe');
    const id = data.newId('probe');
    void data.set('probe', id, { run, team: 'red', dropped: undefined }).catch(() => {});
    const result = await waitFor<QueryResult>(
      (next) => data.watchQuery({ collection: 'probe', where: [{ field: 'run', op: '==', value: run }] }, next, () => {}),
      (value) => value.docs.length === 1,
    );
    expect(result.fromCache).toBe(true);
    expect(result.docs[0]).toEqual({ id, data: { run, team: 'red' }, pending: true });
  });

  it('applies an unawaited batch and merge locally, seen by watchDoc and `in` queries', async () => {
    const run = data.newId('probe');
    const [a, b] = [data.newId('probe'), data.newId('probe')];
    void data
      .batch([
        { kind: 'set', collection: 'probe', id: a, data: { run, size: 1, nested: { x: 1, y: 1 } } },
        { kind: 'set', collection: 'probe', id: b, data: { run, size: 2 } },
        { kind: 'set', collection: 'probe', id: a, data: { nested: { x: 2 } }, merge: true },
        { kind: 'update', collection: 'probe', id: b, data: { size: 3 } },
      ])
      .catch(() => {});
    const doc = await waitFor<Doc | null>(
      (next) => data.watchDoc('probe', a, next, () => {}),
      (value) => value !== null,
    );
    expect(doc).toEqual({ id: a, data: { run, size: 1, nested: { x: 2, y: 1 } }, pending: true });
    const sized = await data.query({
      collection: 'probe',
      where: [
        { field: 'run', op: '==', value: run },
        { field: 'size', op: 'in', value: [3, 4] },
      ],
    });
    expect(sized.map((item) => item.id)).toEqual([b]);
  });

  it('answers an `in` filter with no values with nothing, instead of Firestore’s error', async () => {
    expect(await data.query({ collection: 'probe', where: [{ field: 'x', op: 'in', value: [] }] })).toEqual([]);
    const result = await waitFor<QueryResult>(
      (next) => data.watchQuery({ collection: 'probe', where: [{ field: 'x', op: 'in', value: [] }] }, next, () => {}),
      () => true,
    );
    expect(result).toEqual({ docs: [], fromCache: false });
  });

  it('reports a query Firestore refuses to build to onError (watch) or as a rejection (query)', async () => {
    const invalid = { collection: 'probe', where: [{ field: 'x', op: 'in' as const, value: 'not a list' }] };
    await expect(data.query(invalid)).rejects.toThrow();
    const error = await new Promise<Error>((resolve) => {
      data.watchQuery(invalid, () => {}, resolve);
    });
    expect(error).toBeInstanceOf(Error);
  });

  it('says writes are not synced within the time given, without rejecting', async () => {
    void data.set('probe', data.newId('probe'), { n: 1 }).catch(() => {});
    const started = Date.now();
    expect(await data.allWritesSynced(200)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('resolves a get from the cache', async () => {
    const id = data.newId('probe');
    void data.set('probe', id, { n: 7 }).catch(() => {});
    expect(await data.get('probe', id)).toEqual({ id, data: { n: 7 }, pending: true });
  });

  it('rejects a get of a document that is neither cached nor reachable with code unavailable', async () => {
    // "not known here" is not "does not exist": joining by an uncached code must queue, not fail
    await expect(data.get('probe', data.newId('probe'))).rejects.toMatchObject({ code: 'unavailable' });
  });
});
