import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, isDataError, type QuerySpec } from '../ports';
import { assertIndexed, assertValidQuery, matchesFilters, selectResults } from './local-query';

const code = (check: () => void) => {
  try {
    check();
    return 'accepted';
  } catch (error) {
    return isDataError(error) ? error.code : String(error);
  }
};

describe('the local query checks', () => {
  it('accept ranges, orders and limits, and refuse bad ones before anything runs', () => {
    expect(
      code(() =>
        assertValidQuery({
          collection: 'c',
          where: [{ field: 'n', op: '>=', value: 1 }],
          orderBy: [{ field: 'n' }],
          limit: 5,
        }),
      ),
    ).toBe('accepted');
    expect(
      code(() => assertValidQuery({ collection: 'c', where: [{ field: DOCUMENT_ID, op: '>', value: 'k' }] })),
    ).toBe('accepted');
    expect(
      code(() => assertValidQuery({ collection: 'c', where: [{ field: DOCUMENT_ID, op: '>', value: 'a/b' }] })),
    ).toBe('invalid-argument');
    expect(code(() => assertValidQuery({ collection: 'c', where: [{ field: 'n', op: '!=' as '>', value: 1 }] }))).toBe(
      'invalid-argument',
    );
    expect(
      code(() =>
        assertValidQuery({ collection: 'c', where: [{ field: 'n', op: '>', value: 1 }], orderBy: [{ field: 'm' }] }),
      ),
    ).toBe('invalid-argument');
    expect(code(() => assertValidQuery({ collection: 'c', limit: 0 }))).toBe('invalid-argument');
  });

  it('refuse a query whose composite index is not declared', () => {
    expect(
      code(() =>
        assertIndexed({
          collection: 'c',
          where: [
            { field: 'a', op: '==', value: 1 },
            { field: 'n', op: '>', value: 1 },
          ],
        }),
      ),
    ).toBe('failed-precondition');
    expect(code(() => assertIndexed({ collection: 'c', where: [{ field: 'n', op: '>', value: 1 }] }))).toBe('accepted');
  });
});

describe('matchesFilters and selectResults', () => {
  it('hold ranges with the other filters, and order and cut the matches', () => {
    const rows = [
      { id: 'a', data: { team: 'red', n: 3 } },
      { id: 'b', data: { team: 'red', n: 1 } },
      { id: 'c', data: { team: 'blue', n: 2 } },
      { id: 'd', data: { team: 'red', n: '2' } },
    ];
    expect(matchesFilters('a', { n: 3 }, [{ field: 'n', op: '>', value: 2 }])).toBe(true);
    expect(matchesFilters('a', { n: '3' }, [{ field: 'n', op: '>', value: 2 }])).toBe(false);
    expect(matchesFilters('k', {}, [{ field: DOCUMENT_ID, op: '<', value: 'l' }])).toBe(true);
    const spec: QuerySpec = {
      collection: 'c',
      where: [
        { field: 'team', op: '==', value: 'red' },
        { field: 'n', op: '>=', value: 1 },
      ],
      orderBy: [{ field: 'n', direction: 'desc' }],
      limit: 1,
    };
    expect(selectResults(rows, spec).map((row) => row.id)).toEqual(['a']);
    expect(selectResults(rows, { ...spec, limit: undefined }).map((row) => row.id)).toEqual(['a', 'b']);
  });
});
