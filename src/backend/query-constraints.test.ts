import { describe, expect, it } from 'vitest';
import { isDataError, type QuerySpec } from './ports';
import { assertQueryConstraints, isRangeOp, rangeFieldOf } from './query-constraints';

const refusal = (spec: QuerySpec) => {
  try {
    assertQueryConstraints(spec);
    return null;
  } catch (error) {
    return error;
  }
};

describe('assertQueryConstraints', () => {
  it('accepts ranges on one field (several on it too), an order starting with it, a positive integer limit', () => {
    const ok: QuerySpec[] = [
      { collection: 'c' },
      {
        collection: 'c',
        where: [
          { field: 'a', op: '>', value: 1 },
          { field: 'a', op: '<=', value: 2.5 },
        ],
      },
      {
        collection: 'c',
        where: [
          { field: 'a', op: '>=', value: 'x' },
          { field: 'b', op: '==', value: null },
        ],
        orderBy: [{ field: 'a', direction: 'desc' }, { field: 'b' }],
      },
      {
        collection: 'c',
        where: [
          { field: 'at', op: '<', value: new Date(0) },
          { field: 'b', op: 'in', value: [1] },
        ],
        limit: 1,
      },
      { collection: 'c', where: [{ field: 'flag', op: '>', value: false }] },
      { collection: 'c', orderBy: [{ field: 'a' }, { field: 'b', direction: 'desc' }], limit: 500 },
    ];
    for (const spec of ok) expect(refusal(spec), JSON.stringify(spec)).toBeNull();
  });

  it("refuses with 'invalid-argument' what Firestore refuses", () => {
    const bad: QuerySpec[] = [
      {
        collection: 'c',
        where: [
          { field: 'a', op: '>', value: 1 },
          { field: 'b', op: '<', value: 1 },
        ],
      },
      { collection: 'c', where: [{ field: 'a', op: '>', value: 1 }], orderBy: [{ field: 'b' }] },
      { collection: 'c', where: [{ field: 'a', op: '<', value: null }] },
      { collection: 'c', where: [{ field: 'a', op: '<', value: Number.NaN }] },
      { collection: 'c', where: [{ field: 'a', op: '<', value: new Date(Number.NaN) }] },
      { collection: 'c', where: [{ field: 'a', op: '<', value: [1] }] },
      { collection: 'c', where: [{ field: 'a', op: '<', value: { b: 1 } }] },
      { collection: 'c', where: [{ field: 'a', op: '<', value: undefined }] },
      { collection: 'c', orderBy: [{ field: '' }] },
      { collection: 'c', orderBy: [{ field: 'a' }, { field: 'a', direction: 'desc' }] },
      { collection: 'c', orderBy: [{ field: 'a', direction: 'DESC' as 'desc' }] },
      { collection: 'c', orderBy: { field: 'a' } as unknown as [] },
      { collection: 'c', limit: 0 },
      { collection: 'c', limit: -3 },
      { collection: 'c', limit: 2.5 },
      { collection: 'c', limit: Number.POSITIVE_INFINITY },
      { collection: 'c', limit: '5' as unknown as number },
    ];
    for (const spec of bad) {
      const error = refusal(spec);
      expect(isDataError(error, 'invalid-argument'), JSON.stringify(spec)).toBe(true);
      expect((error as Error).message).toMatch(/^Invalid query\. /);
    }
  });

  it('names the range field of a query, if any', () => {
    expect(
      rangeFieldOf({
        collection: 'c',
        where: [
          { field: 'a', op: '==', value: 1 },
          { field: 'b', op: '>=', value: 1 },
        ],
      }),
    ).toBe('b');
    expect(rangeFieldOf({ collection: 'c', where: [{ field: 'a', op: 'in', value: [1] }] })).toBeUndefined();
    expect(['<', '<=', '>', '>=', '==', 'in', '!='].map(isRangeOp)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
