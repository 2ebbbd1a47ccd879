import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, type QuerySpec } from '../ports';
import { compareCodePoints } from '../../lib/code-point-order';
import { compareValues, effectiveOrder, matchesRange, orderAndLimit } from './local-query-order';

describe('compareValues: Firestore’s order', () => {
  it('orders by type first: null, booleans, numbers, Dates, strings, arrays, maps', () => {
    const ascending = [
      null,
      false,
      true,
      Number.NaN,
      Number.NEGATIVE_INFINITY,
      -1,
      0,
      0.5,
      1,
      new Date(0),
      new Date(1),
      '',
      'a',
      [],
      [1],
      {},
      { a: 1 },
    ];
    for (let i = 0; i < ascending.length; i++) {
      for (let j = 0; j < ascending.length; j++) {
        expect(Math.sign(compareValues(ascending[i], ascending[j])), `${i} vs ${j}`).toBe(Math.sign(i - j));
      }
    }
  });

  it('takes integers and floats as one type, and -0 as 0', () => {
    expect(compareValues(2, 2.0)).toBe(0);
    expect(compareValues(-0, 0)).toBe(0);
    expect(compareValues(2, 2.5)).toBeLessThan(0);
  });

  it('compares arrays item by item then by length, maps by sorted keys then values', () => {
    expect(compareValues([1, 2], [1, 3])).toBeLessThan(0);
    expect(compareValues([1, 2], [1])).toBeGreaterThan(0);
    expect(compareValues({ b: 1 }, { a: 2 })).toBeGreaterThan(0);
    expect(compareValues({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(0);
    expect(compareValues({ a: 1 }, { a: 1, b: 0 })).toBeLessThan(0);
  });

  it('compares strings in UTF-8 byte order, not UTF-16 code units', () => {
    // U+FFFD is one code unit above the surrogates of U+1F600, but its UTF-8 bytes come first
    expect('\uFFFD' > '😀').toBe(true);
    expect(compareCodePoints('\uFFFD', '😀')).toBeLessThan(0);
    expect(compareCodePoints('a😀', 'a😀b')).toBeLessThan(0);
    expect(compareCodePoints('Z', 'a')).toBeLessThan(0);
    expect(compareCodePoints('é', 'z')).toBeGreaterThan(0);
    expect(compareCodePoints('same', 'same')).toBe(0);
  });
});

describe('matchesRange', () => {
  it('compares within the bound’s type only', () => {
    expect(matchesRange(3, '>', 2)).toBe(true);
    expect(matchesRange(2, '>=', 2.0)).toBe(true);
    expect(matchesRange(2, '<', 2)).toBe(false);
    expect(matchesRange(2, '<=', 2)).toBe(true);
    expect(matchesRange('3', '>', 2)).toBe(false);
    expect(matchesRange(null, '<', 2)).toBe(false);
    expect(matchesRange(undefined, '<', 2)).toBe(false);
    expect(matchesRange(true, '>', false)).toBe(true);
    expect(matchesRange(new Date(5), '<', new Date(6))).toBe(true);
    expect(matchesRange(5, '<', new Date(6))).toBe(false);
  });
});

describe('orderAndLimit', () => {
  const rows = [
    { id: 'a', data: { n: 2 } },
    { id: 'b', data: { n: 1 } },
    { id: 'c', data: {} },
    { id: 'd', data: { n: 2 } },
  ];
  const ids = (spec: Omit<QuerySpec, 'collection'>) =>
    orderAndLimit(rows, { collection: 'x', ...spec }).map((row) => row.id);

  it('orders by id without an order, cut at the limit', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ limit: 2 })).toEqual(['a', 'b']);
    expect(ids({ orderBy: [{ field: DOCUMENT_ID, direction: 'desc' }] })).toEqual(['d', 'c', 'b', 'a']);
  });

  it('leaves out rows without an ordered field and breaks ties by id in the last direction', () => {
    expect(ids({ orderBy: [{ field: 'n' }] })).toEqual(['b', 'a', 'd']);
    expect(ids({ orderBy: [{ field: 'n', direction: 'desc' }] })).toEqual(['d', 'a', 'b']);
    expect(ids({ orderBy: [{ field: 'n', direction: 'desc' }], limit: 1 })).toEqual(['d']);
  });

  it('orders by the range field when a range has no order', () => {
    const spec: QuerySpec = { collection: 'x', where: [{ field: 'n', op: '>', value: 0 }] };
    expect(effectiveOrder(spec)).toEqual([
      { field: 'n', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ]);
    expect(ids({ where: spec.where })).toEqual(['b', 'a', 'd']);
  });
});
