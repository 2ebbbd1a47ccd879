// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataError, DataPort, DocData, QueryResult, QuerySpec } from '../ports';
import {
  firstMatch,
  refusals,
  startUnreachableFirestore,
  type UnreachableFirestore,
} from '../../../assurance/firebase/unreachable-firestore.test-support';

/**
 * Ranges, orders and limits on the Firebase adapter, answered by the SDK's device cache (no
 * server is reachable): the same answers as the local backend's (contract-query-order.ts), and
 * the same refusals before anything runs, which the cache itself would not make.
 */
describe('Firestore DataPort: ranges, orders, limits and indexes, from the device cache', { timeout: 15_000 }, () => {
  let firestore: UnreachableFirestore;
  let data: DataPort;
  let col: string;

  const rows: Record<string, DocData> = {
    a: { n: 2, s: 'pear' },
    b: { n: 1, s: 'apple' },
    c: { n: 2.5, s: 'Zebra' },
    d: { n: 2, s: '😀' },
    e: { n: '3', s: '\uFFFD' },
    f: { s: 'fig' },
    g: { n: null, s: 'grape' },
  };

  beforeAll(async () => {
    firestore = await startUnreachableFirestore('refusing');
    data = firestore.data;
    col = `probe_${data.newId('probe')}`;
    const { onRefused } = refusals();
    data.batch(
      Object.entries(rows).map(([id, row]) => ({ kind: 'set' as const, collection: col, id, data: row })),
      onRefused,
    );
  });

  afterAll(() => firestore.stop());

  /** the ids of the cache's answer once it holds every written row */
  const idsFor = async (spec: Omit<QuerySpec, 'collection'>) => {
    const everything = await firstMatch<QueryResult>(
      (next) => data.watchQuery({ collection: col }, next, () => {}),
      (result) => result.docs.length === 7,
    );
    expect(everything.docs).toHaveLength(7);
    const result = await firstMatch<QueryResult>(
      (next) => data.watchQuery({ collection: col, ...spec }, next, () => {}),
      () => true,
    );
    return result.docs.map((doc) => doc.id);
  };

  it('answers ranges within their type, ordered by the range field then id', async () => {
    expect(await idsFor({ where: [{ field: 'n', op: '>=', value: 2 }] })).toEqual(['a', 'd', 'c']);
    expect(await idsFor({ where: [{ field: 'n', op: '>', value: '0' }] })).toEqual(['e']);
  });

  it('orders by type, ties by id in the last direction, leaves out the missing field, cuts at the limit', async () => {
    expect(await idsFor({ orderBy: [{ field: 'n' }] })).toEqual(['g', 'b', 'a', 'd', 'c', 'e']);
    expect(await idsFor({ orderBy: [{ field: 'n', direction: 'desc' }] })).toEqual(['e', 'c', 'd', 'a', 'b', 'g']);
    expect(await idsFor({ orderBy: [{ field: 'n', direction: 'desc' }], limit: 2 })).toEqual(['e', 'c']);
  });

  it('orders strings in UTF-8 byte order, as the local backend does', async () => {
    expect(await idsFor({ orderBy: [{ field: 's' }] })).toEqual(['c', 'b', 'f', 'g', 'a', 'e', 'd']);
  });

  it("refuses a query needing an undeclared composite index with 'failed-precondition', by query and by watch", async () => {
    const spec: QuerySpec = {
      collection: col,
      where: [{ field: 's', op: '==', value: 'pear' }],
      orderBy: [{ field: 'n' }],
    };
    await expect(data.query(spec)).rejects.toMatchObject({ name: 'DataError', code: 'failed-precondition' });
    const failure = await new Promise<DataError>((resolve) => data.watchQuery(spec, () => {}, resolve));
    expect(failure.code).toBe('failed-precondition');
    expect(failure.message).toMatch(/^The query requires an index\./);
    // also when an empty `in` would answer nothing: refused first, as on the local backend
    const empty: QuerySpec = {
      collection: col,
      where: [{ field: 's', op: 'in', value: [] }],
      orderBy: [{ field: 'n' }],
    };
    await expect(data.query(empty)).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it("refuses invalid ranges, orders and limits with 'invalid-argument', which the cache would run", async () => {
    const twoFields: QuerySpec = {
      collection: col,
      where: [
        { field: 'n', op: '>', value: 1 },
        { field: 's', op: '<', value: 'z' },
      ],
    };
    await expect(data.query(twoFields)).rejects.toMatchObject({ code: 'invalid-argument' });
    const failure = await new Promise<DataError>((resolve) =>
      data.watchQuery({ collection: col, limit: 0 }, () => {}, resolve),
    );
    expect(failure.code).toBe('invalid-argument');
  });

  it('runs the declared events index', async () => {
    const teamId = data.newId('events');
    const { seen, onRefused } = refusals();
    data.set('events', `${teamId}-1`, { teamId, startsAt: new Date('2031-01-01T18:00:00Z') }, onRefused);
    data.set('events', `${teamId}-2`, { teamId, startsAt: new Date('2031-01-02T18:00:00Z') }, onRefused);
    const upcoming: QuerySpec = {
      collection: 'events',
      where: [
        { field: 'teamId', op: '==', value: teamId },
        { field: 'startsAt', op: '>', value: new Date('2031-01-01T20:00:00Z') },
      ],
      orderBy: [{ field: 'startsAt' }],
    };
    const result = await firstMatch<QueryResult>(
      (next) => data.watchQuery(upcoming, next, () => {}),
      (value) => value.docs.length > 0,
    );
    expect(result.docs.map((doc) => doc.id)).toEqual([`${teamId}-2`]);
    expect(result.docs[0]?.data.startsAt).toEqual(new Date('2031-01-02T18:00:00Z'));
    expect(seen).toEqual([]);
  });
});
