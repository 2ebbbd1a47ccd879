import { describe, expect, it } from 'vitest';
import {
  type DataError,
  type DataErrorCode,
  type DocData,
  isDataError,
  type QueryResult,
  type QuerySpec,
} from '../../src/backend/ports';
import type { ContractContext } from './contract-context';
import { record } from './watch-recorder';

/**
 * What Firestore refuses before running a query, refused alike by every adapter: invalid
 * ranges, orders and limits ('invalid-argument'), and a query whose composite index
 * firestore.indexes.json does not declare ('failed-precondition'), by `query` and `watchQuery`.
 */
export function defineQueryRefusalContract(c: ContractContext): void {
  describe('queries Firestore refuses', () => {
    const queryRefusal = async (spec: QuerySpec): Promise<DataError | 'answered'> => {
      try {
        await c.data.query(spec);
        return 'answered';
      } catch (error) {
        return error as DataError;
      }
    };
    const watchRefusal = async (spec: QuerySpec): Promise<DataError | 'answered'> => {
      const watch = record<QueryResult>((next, fail) => c.data.watchQuery(spec, next, fail));
      try {
        await watch.next(() => true);
        return 'answered';
      } catch (error) {
        return error as DataError;
      } finally {
        watch.stop();
      }
    };
    const expectRefused = async (spec: QuerySpec, code: DataErrorCode) => {
      for (const refusal of [await queryRefusal(spec), await watchRefusal(spec)]) {
        expect(isDataError(refusal, code), `${JSON.stringify(spec)}: ${String(refusal)}`).toBe(true);
      }
    };

    it("refuses invalid ranges, orders and limits with 'invalid-argument'", async () => {
      const col = c.col;
      const invalid: QuerySpec[] = [
        // ranges on two fields
        {
          collection: col,
          where: [
            { field: 'n', op: '>', value: 1 },
            { field: 'm', op: '<', value: 2 },
          ],
        },
        // a range on n, the first order on another field
        { collection: col, where: [{ field: 'n', op: '>', value: 1 }], orderBy: [{ field: 'm' }, { field: 'n' }] },
        { collection: col, limit: 0 },
        { collection: col, limit: -1 },
        { collection: col, limit: 1.5 },
        { collection: col, where: [{ field: 'n', op: '<', value: null }] },
        { collection: col, where: [{ field: 'n', op: '>=', value: [1] }] },
        { collection: col, where: [{ field: 'n', op: '<=', value: { at: 1 } }] },
        { collection: col, orderBy: [{ field: 'n', direction: 'down' as 'asc' }] },
      ];
      for (const spec of invalid) await expectRefused(spec, 'invalid-argument');
    });

    it("refuses with 'failed-precondition' a query needing a composite index that is not declared", async () => {
      c.data.set(c.col, c.data.newId(c.col), { run: c.run, n: 1, m: 1 }, c.ok);
      const undeclared: QuerySpec[] = [
        c.inRun([{ field: 'n', op: '>', value: 0 }]),
        { ...c.inRun(), orderBy: [{ field: 'n', direction: 'desc' }] },
        { collection: c.col, orderBy: [{ field: 'n' }, { field: 'm' }] },
        { collection: c.col, where: [{ field: 'm', op: 'in', value: [1, 2] }], orderBy: [{ field: 'n' }] },
        // the answers index orders startsAt ascending only
        {
          collection: 'eventAnswers',
          where: [{ field: 'personId', op: '==', value: c.run }],
          orderBy: [{ field: 'startsAt', direction: 'desc' }],
        },
      ];
      for (const spec of undeclared) await expectRefused(spec, 'failed-precondition');
      const refusal = await queryRefusal(undeclared[0] as QuerySpec);
      expect(refusal === 'answered' ? '' : refusal.message).toMatch(
        /^The query requires an index\. .*contractProbe.*run.*n/,
      );
    });

    it('runs without a composite index what single-field indexes serve', async () => {
      const [a, b] = [c.data.newId(c.col), c.data.newId(c.col)];
      c.data.set(c.col, a, { run: c.run, team: 'red', n: 1 }, c.ok);
      c.data.set(c.col, b, { run: c.run, team: 'red', n: 2 }, c.ok);
      // equalities on any number of fields, an order on a field they fix, an order by id
      expect((await c.data.query(c.inRun([{ field: 'team', op: '==', value: 'red' }]))).docs).toHaveLength(2);
      expect((await c.data.query({ ...c.inRun(), orderBy: [{ field: 'run' }] })).docs).toHaveLength(2);
      const byIdDesc = await c.data.query({ ...c.inRun(), orderBy: [{ field: '__name__', direction: 'desc' }] });
      expect(byIdDesc.docs.map((doc) => doc.id)).toEqual([a, b].sort().reverse());
    });

    it('runs the declared events index: teamId ==, startsAt range ordered ascending, by query and by watch', async () => {
      const teamId = c.run;
      const at = (day: number) => new Date(Date.UTC(2031, 0, day, 18));
      const events: Record<string, DocData> = {
        [`${teamId}-3`]: { teamId, startsAt: at(3) },
        [`${teamId}-1`]: { teamId, startsAt: at(1) },
        [`${teamId}-2`]: { teamId, startsAt: at(2) },
        [`${teamId}-x`]: { teamId: `${teamId}-other`, startsAt: at(2) },
      };
      c.data.batch(
        Object.entries(events).map(([id, data]) => ({ kind: 'set' as const, collection: 'events', id, data })),
        c.ok,
      );
      const upcoming: QuerySpec = {
        collection: 'events',
        where: [
          { field: 'teamId', op: '==', value: teamId },
          { field: 'startsAt', op: '>=', value: at(2) },
        ],
        orderBy: [{ field: 'startsAt', direction: 'asc' }],
      };
      const expected = [`${teamId}-2`, `${teamId}-3`];
      expect((await c.data.query(upcoming)).docs.map((doc) => doc.id)).toEqual(expected);
      const schedule: QuerySpec = {
        collection: 'events',
        where: [{ field: 'teamId', op: '==', value: teamId }],
        orderBy: [{ field: 'startsAt' }],
        limit: 2,
      };
      expect((await c.data.query(schedule)).docs.map((doc) => doc.id)).toEqual([`${teamId}-1`, `${teamId}-2`]);
      const watch = record<QueryResult>((next, fail) => c.data.watchQuery(upcoming, next, fail));
      try {
        const first = await watch.next((result) => result.docs.length === 2);
        expect(first.docs.map((doc) => doc.id)).toEqual(expected);
        expect(watch.failure).toBeUndefined();
      } finally {
        watch.stop();
      }
    });
  });
}
