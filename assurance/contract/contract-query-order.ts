import { describe, expect, it } from 'vitest';
import type { DocData, QueryResult, QuerySpec } from '../../src/backend/ports';
import type { ContractContext } from './contract-context';
import { record } from './watch-recorder';

/**
 * Ranges on one field, `orderBy` and `limit`. Each test writes to a collection of its own, with
 * readable ids: next to the usual `run ==` filter a range or an order on another field would
 * need a composite index (contract-query-refusals.ts), so these queries have no other filter.
 */
export function defineQueryOrderContract(c: ContractContext): void {
  describe('ranges, orders and limits', () => {
    const ROWS: Record<string, DocData> = {
      a: { n: 2, s: 'pear', flag: true, at: new Date('2030-01-02T10:00:00Z') },
      b: { n: 1, s: 'apple', flag: false, at: new Date('2030-01-01T10:00:00Z') },
      c: { n: 2.5, s: 'Zebra', flag: true, at: new Date('2030-01-03T10:00:00Z') },
      d: { n: 2, s: 'pear', flag: false },
      e: { n: '3', s: 'éclair' },
      f: { s: 'fig' },
      g: { n: null, s: 'grape' },
    };
    /** this test's own collection, seeded with ROWS */
    const seeded = () => {
      const col = `${c.col}_${c.run}`;
      c.data.batch(
        Object.entries(ROWS).map(([id, data]) => ({ kind: 'set' as const, collection: col, id, data })),
        c.ok,
      );
      return col;
    };
    /** the ids of the answer, in the order given */
    const idsFor = async (spec: QuerySpec) => (await c.data.query(spec)).docs.map((doc) => doc.id);

    it('filters with <, <=, > and >=, integers and floats together, ordered by the range field then id', async () => {
      const col = seeded();
      const range = (op: '<' | '<=' | '>' | '>=', value: unknown): QuerySpec => ({
        collection: col,
        where: [{ field: 'n', op, value }],
      });
      const between: QuerySpec = {
        collection: col,
        where: [
          { field: 'n', op: '>', value: 1 },
          { field: 'n', op: '<', value: 2.5 },
        ],
      };
      // asked together: on Google's emulator the first range queries of a run are slow (seconds
      // each under load), and six asked one after another, each within its read time box, could
      // outlast the test's time
      const answers = await Promise.all(
        [range('<', 2), range('<=', 2), range('>', 2), range('>=', 2), range('>', 2.25), between].map(idsFor),
      );
      expect(answers).toEqual([['b'], ['b', 'a', 'd'], ['c'], ['a', 'd', 'c'], ['c'], ['a', 'd']]);
    });

    it('compares strings, booleans and Dates within their own type', async () => {
      const col = seeded();
      // byte order: upper case before lower case, 'é' (two UTF-8 bytes) after every ASCII letter
      expect(await idsFor({ collection: col, where: [{ field: 's', op: '<', value: 'b' }] })).toEqual(['c', 'b']);
      expect(await idsFor({ collection: col, where: [{ field: 's', op: '>=', value: 'g' }] })).toEqual([
        'g',
        'a',
        'd',
        'e',
      ]);
      expect(await idsFor({ collection: col, where: [{ field: 'flag', op: '>', value: false }] })).toEqual(['a', 'c']);
      const after = new Date('2030-01-01T10:00:00Z');
      expect(await idsFor({ collection: col, where: [{ field: 'at', op: '>', value: after }] })).toEqual(['a', 'c']);
      expect(await idsFor({ collection: col, where: [{ field: 'at', op: '<=', value: after }] })).toEqual(['b']);
    });

    it('never matches a range against a value of another type, a null or a missing field', async () => {
      const col = seeded();
      const below = (value: unknown): QuerySpec => ({ collection: col, where: [{ field: 'n', op: '<', value }] });
      expect(await idsFor({ collection: col, where: [{ field: 'n', op: '>', value: '0' }] })).toEqual(['e']);
      expect(await idsFor({ collection: col, where: [{ field: 'n', op: '>=', value: -1e9 }] })).toEqual([
        'b',
        'a',
        'd',
        'c',
      ]);
      expect(await idsFor(below(true))).toEqual([]);
      // the last instant Firestore holds; JavaScript's last Date (8.64e15 ms) is past it, and refused
      expect(await idsFor(below(new Date('9999-12-31T23:59:59.999Z')))).toEqual([]);
      await expect(c.data.query(below(new Date(8.64e15)))).rejects.toMatchObject({ code: 'invalid-argument' });
    });

    it('orders ascending and descending, values of other types by type, ties by id, without the missing field', async () => {
      const col = seeded();
      // null first, then numbers, then strings; `f` has no `n` and is left out
      expect(await idsFor({ collection: col, orderBy: [{ field: 'n' }] })).toEqual(['g', 'b', 'a', 'd', 'c', 'e']);
      expect(await idsFor({ collection: col, orderBy: [{ field: 'n', direction: 'asc' }] })).toEqual([
        'g',
        'b',
        'a',
        'd',
        'c',
        'e',
      ]);
      // descending: ties by id descending too (the last order's direction)
      expect(await idsFor({ collection: col, orderBy: [{ field: 'n', direction: 'desc' }] })).toEqual([
        'e',
        'c',
        'd',
        'a',
        'b',
        'g',
      ]);
      expect(await idsFor({ collection: col, orderBy: [{ field: 'at', direction: 'desc' }] })).toEqual(['c', 'a', 'b']);
    });

    it('cuts at the limit after ordering, and orders by id without an order', async () => {
      const col = seeded();
      expect(await idsFor({ collection: col, limit: 3 })).toEqual(['a', 'b', 'c']);
      expect(await idsFor({ collection: col, orderBy: [{ field: 'n', direction: 'desc' }], limit: 2 })).toEqual([
        'e',
        'c',
      ]);
      expect(await idsFor({ collection: col, where: [{ field: 'n', op: '>=', value: 2 }], limit: 2 })).toEqual([
        'a',
        'd',
      ]);
      expect(await idsFor({ collection: col, orderBy: [{ field: 's' }], limit: 100 })).toHaveLength(7);
    });

    it('combines a range with an order on its field, in either direction', async () => {
      const col = seeded();
      const above1 = { field: 'n', op: '>' as const, value: 1 };
      expect(await idsFor({ collection: col, where: [above1], orderBy: [{ field: 'n', direction: 'desc' }] })).toEqual([
        'c',
        'd',
        'a',
      ]);
      expect(await idsFor({ collection: col, where: [above1], orderBy: [{ field: 'n' }], limit: 1 })).toEqual(['a']);
    });

    it('watches an ordered, limited query as documents move in, out and along', async () => {
      const col = `${c.col}_${c.run}`;
      const spec: QuerySpec = {
        collection: col,
        where: [{ field: 'n', op: '>=', value: 10 }],
        orderBy: [{ field: 'n', direction: 'desc' }],
        limit: 2,
      };
      const watch = record<QueryResult>((next, fail) => c.data.watchQuery(spec, next, fail));
      const shown = (ids: string[]) => (result: QueryResult) => result.docs.map((doc) => doc.id).join() === ids.join();
      try {
        await watch.next(shown([]));
        c.data.set(col, 'x', { n: 10 }, c.ok);
        c.data.set(col, 'y', { n: 20 }, c.ok);
        await watch.next(shown(['y', 'x']));
        c.data.set(col, 'z', { n: 15 }, c.ok);
        await watch.next(shown(['y', 'z']));
        c.data.update(col, 'x', { n: 30 }, c.ok);
        await watch.next(shown(['x', 'y']));
        c.data.update(col, 'y', { n: 'twenty' }, c.ok);
        await watch.next(shown(['x', 'z']));
        expect(watch.failure).toBeUndefined();
      } finally {
        watch.stop();
      }
    });
  });
}
