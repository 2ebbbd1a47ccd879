import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, type DocData } from '../../src/backend/ports';
import { type ContractContext, idsOf } from './contract-context';
import { defineQueryOrderContract } from './contract-query-order';
import { defineQueryRefusalContract } from './contract-query-refusals';

/**
 * Equality and `in` filters, the document-id filter, and what a query result carries; then
 * ranges, orders and limits (contract-query-order.ts) and what is refused before a query runs,
 * composite indexes included (contract-query-refusals.ts).
 */
export function defineQueryContract(c: ContractContext): void {
  defineQueryOrderContract(c);
  defineQueryRefusalContract(c);
  describe('queries', () => {
    const seed = () => {
      const rows: Record<string, DocData> = {
        red1: { team: 'red', size: 1, tag: null },
        red2: { team: 'red', size: 2, tag: 'x' },
        blue1: { team: 'blue', size: 1, tag: 'x' },
        green3: { team: 'green', size: 3 },
      };
      const ids: Record<string, string> = {};
      c.data.batch(
        Object.entries(rows).map(([key, row]) => {
          ids[key] = c.data.newId(c.col);
          return { kind: 'set' as const, collection: c.col, id: ids[key] as string, data: { run: c.run, ...row } };
        }),
        c.ok,
      );
      return (...keys: string[]) => keys.map((key) => ids[key] as string).sort();
    };
    const idsFor = async (where: Parameters<ContractContext['inRun']>[0]) =>
      idsOf((await c.data.query(c.inRun(where))).docs);

    it('filters with ==, every filter holding', async () => {
      const ids = seed();
      expect(await idsFor([])).toEqual(ids('red1', 'red2', 'blue1', 'green3'));
      expect(await idsFor([{ field: 'team', op: '==', value: 'red' }])).toEqual(ids('red1', 'red2'));
      const redOnes = [
        { field: 'team', op: '==' as const, value: 'red' },
        { field: 'size', op: '==' as const, value: 1 },
      ];
      expect(await idsFor(redOnes)).toEqual(ids('red1'));
      expect(await idsFor([{ field: 'team', op: '==', value: 'purple' }])).toEqual([]);
    });

    it('matches == null only where the field is stored as null', async () => {
      const ids = seed();
      expect(await idsFor([{ field: 'tag', op: '==', value: null }])).toEqual(ids('red1'));
    });

    it('filters with in, combined with ==', async () => {
      const ids = seed();
      expect(await idsFor([{ field: 'team', op: 'in', value: ['red', 'green', 'purple'] }])).toEqual(
        ids('red1', 'red2', 'green3'),
      );
      const sizes = [
        { field: 'size', op: 'in' as const, value: [1, 3] },
        { field: 'tag', op: '==' as const, value: 'x' },
      ];
      expect(await idsFor(sizes)).toEqual(ids('blue1'));
    });

    it('filters on the document id with == and in', async () => {
      const ids = seed();
      const [red1] = ids('red1');
      expect(await idsFor([{ field: DOCUMENT_ID, op: '==', value: red1 }])).toEqual(ids('red1'));
      const some = [...ids('red2', 'green3'), c.data.newId(c.col)];
      expect(await idsFor([{ field: DOCUMENT_ID, op: 'in', value: some }])).toEqual(ids('red2', 'green3'));
      const narrowed = [
        { field: DOCUMENT_ID, op: 'in' as const, value: ids('red1', 'blue1') },
        { field: 'team', op: '==' as const, value: 'red' },
      ];
      expect(await idsFor(narrowed)).toEqual(ids('red1'));
    });

    it('answers an in filter with no values with no documents', async () => {
      seed();
      expect((await c.data.query(c.inRun([{ field: 'team', op: 'in', value: [] }]))).docs).toEqual([]);
    });

    it('returns each document with its id and data, and says whether the answer came from the cache', async () => {
      seed();
      const result = await c.data.query(c.inRun([{ field: 'team', op: '==', value: 'green' }]));
      expect(result.docs[0]?.data).toEqual({ run: c.run, team: 'green', size: 3 });
      expect(typeof result.fromCache).toBe('boolean');
    });
  });
}
