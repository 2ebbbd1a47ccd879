import { describe, expect, it } from 'vitest';
import { type DataError, isDataError, type QueryResult, type QuerySpec, type WriteOp } from '../../src/backend/ports';
import { type ContractContext, refusalOf } from './contract-context';
import { record } from './watch-recorder';

/** Firestore's first and last instants, to the millisecond a Date holds (docs/product.md "Dates") */
const FIRST = new Date('0001-01-01T00:00:00.000Z');
const LAST = new Date('9999-12-31T23:59:59.999Z');
/** a millisecond outside the range on either side */
const BEFORE_FIRST = new Date(FIRST.getTime() - 1);
const AFTER_LAST = new Date(LAST.getTime() + 1);

/**
 * Dates outside Firestore's range, 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z: the
 * Web SDK refuses them with 'invalid-argument' wherever they stand, in a write's data (nested in
 * maps and arrays too) and in a query's filter, and so does every adapter. The edges themselves
 * are kept.
 */
export function defineTimestampContract(c: ContractContext): void {
  describe('Dates outside Firestore’s range', () => {
    const setOp = (id: string, data: Record<string, unknown>): WriteOp => ({
      kind: 'set',
      collection: c.col,
      id,
      data,
    });

    it('stores the first and the last instant Firestore holds, and finds them by filter', async () => {
      const [first, last] = [c.data.newId(c.col), c.data.newId(c.col)];
      c.data.batch([setOp(first, { run: c.run, at: FIRST }), setOp(last, { run: c.run, at: { when: [LAST] } })], c.ok);
      expect((await c.data.get(c.col, first))?.data.at).toEqual(new Date('0001-01-01T00:00:00.000Z'));
      expect((await c.data.get(c.col, last))?.data.at).toEqual({ when: [LAST] });
      const found = await c.data.query(c.inRun([{ field: 'at', op: '==', value: FIRST }]));
      expect(found.docs.map((doc) => doc.id)).toEqual([first]);
    });

    it("refuses a write holding a Date outside the range with 'invalid-argument', storing nothing", async () => {
      const kept = c.data.newId(c.col);
      c.data.set(c.col, kept, { run: c.run, at: FIRST }, c.ok);
      const fresh = c.data.newId(c.col);
      const writes: [string, (onRefused: (error: DataError) => void) => void][] = [
        ['a set', (onRefused) => c.data.set(c.col, fresh, { run: c.run, at: BEFORE_FIRST }, onRefused)],
        [
          'a set with merge, nested in a map',
          (onRefused) => c.data.set(c.col, fresh, { run: c.run, at: { when: AFTER_LAST } }, onRefused, { merge: true }),
        ],
        ['an update, in an array', (onRefused) => c.data.update(c.col, kept, { at: [FIRST, AFTER_LAST] }, onRefused)],
        [
          'an update of a dotted path',
          (onRefused) => c.data.update(c.col, kept, { 'at.when': BEFORE_FIRST }, onRefused),
        ],
        [
          'a batch, beside a valid write',
          (onRefused) =>
            c.data.batch(
              [setOp(fresh, { run: c.run, n: 1 }), setOp(c.data.newId(c.col), { at: AFTER_LAST })],
              onRefused,
            ),
        ],
      ];
      for (const [what, write] of writes) {
        const refusal = await refusalOf(write);
        expect(isDataError(refusal, 'invalid-argument'), `${what}: ${String(refusal)}`).toBe(true);
      }
      expect(await c.data.get(c.col, fresh)).toBeNull();
      expect((await c.data.get(c.col, kept))?.data.at).toEqual(FIRST);
      expect((await c.data.query(c.inRun())).docs.map((doc) => doc.id)).toEqual([kept]);
    });

    it("refuses a query comparing with a Date outside the range with 'invalid-argument', by query and by watch", async () => {
      const refusals = async (spec: QuerySpec) => {
        const byQuery = await c.data.query(spec).then(
          () => 'answered',
          (error: unknown) => error,
        );
        const watch = record<QueryResult>((next, fail) => c.data.watchQuery(spec, next, fail));
        try {
          const byWatch = await watch
            .next(() => true)
            .then(
              () => 'answered',
              (error: unknown) => error,
            );
          return [byQuery, byWatch];
        } finally {
          watch.stop();
        }
      };
      // one field each, in a collection of this test's own: no composite index comes into it
      const only = (where: QuerySpec['where']): QuerySpec => ({ collection: `${c.col}_${c.run}`, where });
      const specs: QuerySpec[] = [
        only([{ field: 'at', op: '<', value: BEFORE_FIRST }]),
        only([{ field: 'at', op: '>=', value: AFTER_LAST }]),
        only([{ field: 'at', op: '==', value: AFTER_LAST }]),
        only([{ field: 'at', op: 'in', value: [FIRST, BEFORE_FIRST] }]),
      ];
      for (const spec of specs) {
        for (const refusal of await refusals(spec)) {
          expect(isDataError(refusal, 'invalid-argument'), `${JSON.stringify(spec)}: ${String(refusal)}`).toBe(true);
        }
      }
    });
  });
}
