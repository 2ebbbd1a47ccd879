// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DataPort,
  DataError,
  DOCUMENT_ID,
  type DocResult,
  type QueryResult,
  SERVER_TIMESTAMP,
  type WriteOp,
} from '../ports';
import {
  firstMatch,
  refusals,
  startUnreachableFirestore,
  type UnreachableFirestore,
} from '../../../assurance/firebase/unreachable-firestore.test-support';

/**
 * The adapter with no reachable server (nothing listens on its port): writes land in the cache
 * at once, watches show them as pending and from the cache, and nothing waits for the server.
 * The time boxes against a server that never answers: firestore-data.silent-server.test.ts.
 */
describe('Firestore DataPort with no reachable server', { timeout: 15_000 }, () => {
  let firestore: UnreachableFirestore;
  let data: DataPort;
  const ignore = () => {};

  beforeAll(async () => {
    firestore = await startUnreachableFirestore('refusing');
    data = firestore.data;
  });

  afterAll(() => firestore.stop());

  const watchDoc = (id: string) => (next: (value: DocResult) => void) => data.watchDoc('probe', id, next, ignore);

  it('makes 20-character ids without a server', () => {
    expect(data.newId('clubs')).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('shows a set at once in a watched query, pending and from the cache, and does not call it refused', async () => {
    const { seen, onRefused } = refusals();
    const run = data.newId('probe');
    const id = data.newId('probe');
    expect(data.set('probe', id, { run, team: 'red', dropped: undefined }, onRefused)).toBeUndefined();
    const result = await firstMatch<QueryResult>(
      (next) => data.watchQuery({ collection: 'probe', where: [{ field: 'run', op: '==', value: run }] }, next, ignore),
      (value) => value.docs.length === 1,
    );
    expect(result.fromCache).toBe(true);
    expect(result.docs[0]).toEqual({ id, data: { run, team: 'red' }, pending: true });
    expect(await data.allWritesSynced(300)).toBe(false);
    expect(seen).toEqual([]);
  });

  it('applies a batch and a merge locally, seen by watchDoc (with fromCache) and `in` queries', async () => {
    const run = data.newId('probe');
    const [a, b] = [data.newId('probe'), data.newId('probe')];
    data.batch(
      [
        { kind: 'set', collection: 'probe', id: a, data: { run, size: 1, nested: { x: 1, y: 1 } } },
        { kind: 'set', collection: 'probe', id: b, data: { run, size: 2 } },
        { kind: 'set', collection: 'probe', id: a, data: { nested: { x: 2 } }, merge: true },
        { kind: 'update', collection: 'probe', id: b, data: { size: 3 } },
      ],
      ignore,
    );
    const result = await firstMatch(watchDoc(a), (value) => value.doc !== null);
    expect(result).toEqual({
      doc: { id: a, data: { run, size: 1, nested: { x: 2, y: 1 } }, pending: true },
      fromCache: true,
    });
    const sized = await data.query(
      {
        collection: 'probe',
        where: [
          { field: 'run', op: '==', value: run },
          { field: 'size', op: 'in', value: [3, 4] },
        ],
      },
      { timeoutMs: 300 },
    );
    expect(sized.fromCache).toBe(true);
    expect(sized.docs.map((item) => item.id)).toEqual([b]);
  });

  it('updates one nested field by its dotted path and keeps its siblings', async () => {
    const id = data.newId('probe');
    data.set('probe', id, { address: { city: 'York', street: 'High St' }, name: 'Sam' }, ignore);
    data.update('probe', id, { 'address.city': 'Leeds' }, ignore);
    expect((await data.get('probe', id))?.data).toEqual({ address: { city: 'Leeds', street: 'High St' }, name: 'Sam' });
  });

  it('filters by document id with == and in', async () => {
    const run = data.newId('probe');
    const [a, b, c] = [data.newId('probe'), data.newId('probe'), data.newId('probe')];
    for (const id of [a, b, c]) data.set('probe', id, { run }, ignore);
    const ids = async (where: { field: string; op: '==' | 'in'; value: unknown }) =>
      (
        await data.query(
          { collection: 'probe', where: [{ field: 'run', op: '==', value: run }, where] },
          { timeoutMs: 300 },
        )
      ).docs
        .map((item) => item.id)
        .sort();
    expect(await ids({ field: DOCUMENT_ID, op: '==', value: b })).toEqual([b]);
    expect(await ids({ field: DOCUMENT_ID, op: 'in', value: [a, c] })).toEqual([a, c].sort());
  });

  it('writes a server timestamp that reads back as a Date while pending, also in nested maps and updates', async () => {
    const id = data.newId('probe');
    const before = Date.now();
    data.set('probe', id, { reservedAt: SERVER_TIMESTAMP, meta: { at: SERVER_TIMESTAMP } }, ignore);
    data.update('probe', id, { 'meta.touchedAt': SERVER_TIMESTAMP }, ignore);
    const doc = await data.get<{ reservedAt: Date; meta: { at: Date; touchedAt: Date } }>('probe', id);
    if (!doc) throw new Error('the written document is not in the cache');
    expect(doc.pending).toBe(true);
    const { reservedAt, meta } = doc.data;
    for (const value of [reservedAt, meta.at, meta.touchedAt]) {
      expect(value).toBeInstanceOf(Date);
      expect(value.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('answers a get from the cache, including "deleted here" as null', async () => {
    const id = data.newId('probe');
    data.set('probe', id, { n: 7 }, ignore);
    expect(await data.get('probe', id)).toEqual({ id, data: { n: 7 }, pending: true });
    data.delete('probe', id, ignore);
    expect(await data.get('probe', id)).toBeNull();
  });

  it('rejects a get of a document that is neither cached nor reachable with DataError unavailable', async () => {
    // "not known here" is not "does not exist": joining by an uncached code must queue, not fail
    const rejection = data.get('probe', data.newId('probe'), { timeoutMs: 300 });
    await expect(rejection).rejects.toBeInstanceOf(DataError);
    await expect(rejection).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('answers an `in` filter with no values with nothing, instead of Firestore’s error', async () => {
    expect(await data.query({ collection: 'probe', where: [{ field: 'x', op: 'in', value: [] }] })).toEqual({
      docs: [],
      fromCache: false,
    });
    const result = await firstMatch<QueryResult>(
      (next) => data.watchQuery({ collection: 'probe', where: [{ field: 'x', op: 'in', value: [] }] }, next, ignore),
      () => true,
    );
    expect(result).toEqual({ docs: [], fromCache: false });
  });

  it('reports a query Firestore refuses to build as DataError invalid-argument (watch and query)', async () => {
    const invalid = { collection: 'probe', where: [{ field: 'x', op: 'in' as const, value: 'not a list' }] };
    await expect(data.query(invalid)).rejects.toMatchObject({ name: 'DataError', code: 'invalid-argument' });
    const error = await new Promise<DataError>((resolve) => {
      data.watchQuery(invalid, ignore, resolve);
    });
    expect(error).toBeInstanceOf(DataError);
    expect(error.code).toBe('invalid-argument');
  });

  it('reports an id Firestore cannot use as DataError invalid-argument, from get and watchDoc alike', async () => {
    await expect(data.get('probe', 'a/b')).rejects.toMatchObject({ name: 'DataError', code: 'invalid-argument' });
    const error = await new Promise<DataError>((resolve) => {
      data.watchDoc('probe', 'a/b', ignore, resolve);
    });
    expect(error.code).toBe('invalid-argument');
  });

  it('refuses through onRefused, not by throwing, what Firestore cannot take', async () => {
    const tooMany: WriteOp[] = Array.from({ length: 501 }, () => ({
      kind: 'set',
      collection: 'probe',
      id: data.newId('probe'),
      data: { n: 1 },
    }));
    const refusedBatch = new Promise<DataError>((resolve) => data.batch(tooMany, resolve));
    expect((await refusedBatch).code).toBe('invalid-argument');
    // a function is no Firestore value; the SDK says so at once, the port says it through onRefused
    const refusedSet = new Promise<DataError>((resolve) =>
      data.set('probe', data.newId('probe'), { f: () => 1 }, resolve),
    );
    expect((await refusedSet).code).toBe('invalid-argument');
    await expect(data.confirmedBatch(tooMany, 1000)).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('says writes are not synced within the time given, without rejecting', async () => {
    data.set('probe', data.newId('probe'), { n: 1 }, ignore);
    const started = Date.now();
    expect(await data.allWritesSynced(200)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
