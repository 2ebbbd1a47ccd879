// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataPort, DataError, type DocResult, type QueryResult } from '../ports';
import {
  firstMatch,
  refusals,
  startUnreachableFirestore,
  timed,
  type UnreachableFirestore,
} from '../../../assurance/firebase/unreachable-firestore.test-support';

/**
 * A server that accepts the connection and never answers, like a phone with one bar of
 * signal: the SDK decides it is offline only after about 10 s, so each answer here that comes
 * sooner comes from the adapter's cache-first reads and time boxes. The whole suite runs well
 * inside those 10 s.
 */
describe('Firestore DataPort with a server that never answers', { timeout: 15_000 }, () => {
  const BOX_MS = 300;
  const SOON_MS = 2000;
  let firestore: UnreachableFirestore;
  let data: DataPort;
  const ignore = () => {};

  beforeAll(async () => {
    firestore = await startUnreachableFirestore('silent');
    data = firestore.data;
  });

  afterAll(() => firestore.stop());

  it('answers a cache-first get of a written document at once, whatever the time box', async () => {
    const id = data.newId('probe');
    data.set('probe', id, { n: 1 }, ignore);
    const { ms, outcome } = await timed(data.get('probe', id, { timeoutMs: 8000 }));
    expect(outcome).toEqual({ status: 'fulfilled', value: { id, data: { n: 1 }, pending: true } });
    expect(ms).toBeLessThan(SOON_MS); // far below the 8 s box and the SDK's ~10 s, with room for a loaded machine
  });

  it('fails a get of an uncached document with DataError unavailable after the time box', async () => {
    const { ms, outcome } = await timed(data.get('probe', data.newId('probe'), { timeoutMs: BOX_MS }));
    expect(outcome.status).toBe('rejected');
    const reason = (outcome as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(DataError);
    expect(reason.code).toBe('unavailable');
    expect(ms).toBeGreaterThanOrEqual(BOX_MS - 20);
    expect(ms).toBeLessThan(SOON_MS);
  });

  it("asks only the server for source 'server', even for a cached document, time-boxed the same way", async () => {
    const id = data.newId('probe');
    data.set('probe', id, { n: 2 }, ignore);
    const { ms, outcome } = await timed(data.get('probe', id, { source: 'server', timeoutMs: BOX_MS }));
    expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'unavailable' } });
    expect(ms).toBeLessThan(SOON_MS);
  });

  it('answers a query from the cache with fromCache after its time box', async () => {
    const run = data.newId('probe');
    const id = data.newId('probe');
    data.set('probe', id, { run }, ignore);
    const { ms, outcome } = await timed(
      data.query({ collection: 'probe', where: [{ field: 'run', op: '==', value: run }] }, { timeoutMs: BOX_MS }),
    );
    expect(outcome).toEqual({
      status: 'fulfilled',
      value: { docs: [{ id, data: { run }, pending: true }], fromCache: true },
    });
    expect(ms).toBeGreaterThanOrEqual(BOX_MS - 20);
    expect(ms).toBeLessThan(SOON_MS);
  });

  it('delivers a watched document from the cache at once, saying so', async () => {
    const id = data.newId('probe');
    data.set('probe', id, { n: 3 }, ignore);
    const { ms, outcome } = await timed(
      firstMatch<DocResult>(
        (next) => data.watchDoc('probe', id, next, ignore),
        (value) => value.doc !== null,
      ),
    );
    expect(outcome).toEqual({
      status: 'fulfilled',
      value: { doc: { id, data: { n: 3 }, pending: true }, fromCache: true },
    });
    expect(ms).toBeLessThan(SOON_MS); // far below the 8 s box and the SDK's ~10 s, with room for a loaded machine
  });

  it('answers a watched query the device has nothing for, from the cache, soon (not after the SDK’s ~10 s)', async () => {
    const run = data.newId('probe');
    const { ms, outcome } = await timed(
      firstMatch<QueryResult>(
        (next) =>
          data.watchQuery({ collection: 'probe', where: [{ field: 'run', op: '==', value: run }] }, next, ignore),
        () => true,
      ),
    );
    expect(outcome).toEqual({ status: 'fulfilled', value: { docs: [], fromCache: true } });
    expect(ms).toBeLessThan(SOON_MS);
  });

  it('rejects a confirmed batch with deadline-exceeded after its time box, keeping it queued on the device', async () => {
    const id = data.newId('probe');
    const { ms, outcome } = await timed(
      data.confirmedBatch([{ kind: 'set', collection: 'probe', id, data: { joined: true } }], BOX_MS),
    );
    expect(outcome).toMatchObject({ status: 'rejected', reason: { name: 'DataError', code: 'deadline-exceeded' } });
    expect(ms).toBeLessThan(SOON_MS);
    expect(await data.get('probe', id)).toEqual({ id, data: { joined: true }, pending: true });
  });

  it('does not call a write refused that is merely waiting for the server', async () => {
    const { seen, onRefused } = refusals();
    const id = data.newId('probe');
    data.set('probe', id, { n: 4 }, onRefused);
    data.update('probe', id, { n: 5 }, onRefused);
    data.batch([{ kind: 'delete', collection: 'probe', id }], onRefused);
    expect(await data.allWritesSynced(BOX_MS)).toBe(false);
    expect(seen).toEqual([]);
  });
});
