import { describe, expect, it } from 'vitest';
import declaredJson from '../../firestore.indexes.json';
import { DOCUMENT_ID, type Filter, isDataError, type OrderBy, type QuerySpec } from './ports';
import {
  assertQueryIndexed,
  type CompositeIndex,
  DECLARED_INDEXES,
  describeIndex,
  indexNeededBy,
  indexServes,
  missingIndex,
  parseIndexes,
} from './query-indexes';

const eq = (field: string, value: unknown = 'x'): Filter => ({ field, op: '==', value });
const spec = (where: Filter[] = [], orderBy?: OrderBy[], collection = 'events'): QuerySpec => ({
  collection,
  where,
  orderBy,
});
const index = (collectionGroup: string, ...fields: [string, 'ASCENDING' | 'DESCENDING'][]): CompositeIndex => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});

describe('indexNeededBy', () => {
  it('needs no composite index for equalities only, on any number of fields, `in` included', () => {
    expect(indexNeededBy(spec())).toBeNull();
    expect(
      indexNeededBy(spec([eq('a'), eq('b'), { field: 'c', op: 'in', value: [1, 2] }, eq(DOCUMENT_ID)])),
    ).toBeNull();
  });

  it('needs none for a range and/or an order on one field with no other filter', () => {
    expect(indexNeededBy(spec([{ field: 'a', op: '>', value: 1 }]))).toBeNull();
    expect(
      indexNeededBy(
        spec([
          { field: 'a', op: '>', value: 1 },
          { field: 'a', op: '<=', value: 9 },
        ]),
      ),
    ).toBeNull();
    expect(indexNeededBy(spec([], [{ field: 'a', direction: 'desc' }]))).toBeNull();
    expect(indexNeededBy(spec([{ field: 'a', op: '<', value: 1 }], [{ field: 'a', direction: 'desc' }]))).toBeNull();
  });

  it('needs none for an order by document id, or an order on a field an equality fixes', () => {
    expect(indexNeededBy(spec([eq('a')], [{ field: DOCUMENT_ID, direction: 'desc' }]))).toBeNull();
    expect(indexNeededBy(spec([eq('a'), { field: DOCUMENT_ID, op: '>', value: 'k' }]))).toBeNull();
    expect(indexNeededBy(spec([eq('a')], [{ field: 'a' }]))).toBeNull();
    expect(indexNeededBy(spec([], [{ field: 'a' }, { field: DOCUMENT_ID }]))).toBeNull();
  });

  it('needs one for an equality or `in` with a range or order on another field', () => {
    expect(indexNeededBy(spec([eq('teamId'), { field: 'startsAt', op: '>=', value: 1 }]))).toEqual({
      collection: 'events',
      equalities: ['teamId'],
      order: [{ fieldPath: 'startsAt', order: 'ASCENDING' }],
    });
    expect(
      indexNeededBy(
        spec([{ field: 'teamId', op: 'in', value: ['a'] }, eq('type')], [{ field: 'startsAt', direction: 'desc' }]),
      ),
    ).toEqual({
      collection: 'events',
      equalities: ['teamId', 'type'],
      order: [{ fieldPath: 'startsAt', order: 'DESCENDING' }],
    });
  });

  it('needs one for orders on two fields, in their order and directions', () => {
    expect(indexNeededBy(spec([], [{ field: 'a' }, { field: 'b', direction: 'desc' }]))?.order).toEqual([
      { fieldPath: 'a', order: 'ASCENDING' },
      { fieldPath: 'b', order: 'DESCENDING' },
    ]);
  });

  it('keeps an `in` field that is also ordered among the ordered fields, not the equalities', () => {
    const need = indexNeededBy(spec([{ field: 'a', op: 'in', value: [1, 2] }, eq('b')], [{ field: 'a' }]));
    expect(need).toEqual({ collection: 'events', equalities: ['b'], order: [{ fieldPath: 'a', order: 'ASCENDING' }] });
    expect(indexNeededBy(spec([{ field: 'a', op: 'in', value: [1, 2] }], [{ field: 'a' }]))).toBeNull();
  });
});

describe('indexServes', () => {
  const need = indexNeededBy(spec([eq('teamId'), eq('type')], [{ field: 'startsAt' }])) as NonNullable<
    ReturnType<typeof indexNeededBy>
  >;

  it('takes the equality fields first in any order, then the ordered fields as they are', () => {
    expect(
      indexServes(index('events', ['teamId', 'ASCENDING'], ['type', 'DESCENDING'], ['startsAt', 'ASCENDING']), need),
    ).toBe(true);
    expect(
      indexServes(index('events', ['type', 'ASCENDING'], ['teamId', 'ASCENDING'], ['startsAt', 'ASCENDING']), need),
    ).toBe(true);
    expect(
      indexServes(
        index(
          'events',
          ['type', 'ASCENDING'],
          ['teamId', 'ASCENDING'],
          ['startsAt', 'ASCENDING'],
          [DOCUMENT_ID, 'ASCENDING'],
        ),
        need,
      ),
    ).toBe(true);
  });

  it('refuses another collection, scope, direction, order of fields, or a missing or extra field', () => {
    expect(
      indexServes(index('games', ['teamId', 'ASCENDING'], ['type', 'ASCENDING'], ['startsAt', 'ASCENDING']), need),
    ).toBe(false);
    const group = {
      ...index('events', ['teamId', 'ASCENDING'], ['type', 'ASCENDING'], ['startsAt', 'ASCENDING']),
      queryScope: 'COLLECTION_GROUP' as const,
    };
    expect(indexServes(group, need)).toBe(false);
    expect(
      indexServes(index('events', ['teamId', 'ASCENDING'], ['type', 'ASCENDING'], ['startsAt', 'DESCENDING']), need),
    ).toBe(false);
    expect(
      indexServes(index('events', ['teamId', 'ASCENDING'], ['startsAt', 'ASCENDING'], ['type', 'ASCENDING']), need),
    ).toBe(false);
    expect(indexServes(index('events', ['teamId', 'ASCENDING'], ['startsAt', 'ASCENDING']), need)).toBe(false);
    expect(
      indexServes(
        index('events', ['teamId', 'ASCENDING'], ['type', 'ASCENDING'], ['startsAt', 'ASCENDING'], ['x', 'ASCENDING']),
        need,
      ),
    ).toBe(false);
    const arrays: CompositeIndex = {
      collectionGroup: 'events',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'teamId', arrayConfig: 'CONTAINS' },
        { fieldPath: 'type', order: 'ASCENDING' },
        { fieldPath: 'startsAt', order: 'ASCENDING' },
      ],
    };
    expect(indexServes(arrays, need)).toBe(false);
  });
});

describe('the declared indexes', () => {
  it('are firestore.indexes.json, with the events index (teamId ==, startsAt ascending)', () => {
    expect(DECLARED_INDEXES).toEqual(parseIndexes(declaredJson));
    expect(DECLARED_INDEXES).toContainEqual(index('events', ['teamId', 'ASCENDING'], ['startsAt', 'ASCENDING']));
  });

  it('let the events query run and refuse an answers query in an order not declared, naming what to declare', () => {
    const upcoming = spec(
      [eq('teamId'), { field: 'startsAt', op: '>=', value: new Date() }],
      [{ field: 'startsAt', direction: 'asc' }],
    );
    expect(missingIndex(upcoming)).toBeNull();
    expect(() => assertQueryIndexed(upcoming)).not.toThrow();
    expect(missingIndex(spec([eq('teamId')], [{ field: 'startsAt' }]))).toBeNull();
    expect(missingIndex(spec([eq('teamId')], [{ field: 'startsAt', direction: 'desc' }]))).toBeNull();
    const latest = spec([eq('personId')], [{ field: 'startsAt', direction: 'desc' }], 'eventAnswers');
    expect(() => assertQueryIndexed(latest)).toThrowError(
      'The query requires an index. Declare it in firestore.indexes.json and deploy it: collection eventAnswers, fields personId ASCENDING, startsAt DESCENDING.',
    );
    try {
      assertQueryIndexed(latest);
    } catch (error) {
      expect(isDataError(error, 'failed-precondition')).toBe(true);
    }
  });

  it('are checked against a given list when one is passed', () => {
    const need = spec([eq('a')], [{ field: 'b' }], 'probe');
    expect(missingIndex(need, [])).not.toBeNull();
    expect(missingIndex(need, [index('probe', ['a', 'ASCENDING'], ['b', 'ASCENDING'])])).toBeNull();
    expect(describeIndex(missingIndex(need, []) as NonNullable<ReturnType<typeof missingIndex>>)).toBe(
      'collection probe, fields a ASCENDING, b ASCENDING',
    );
  });
});

describe('parseIndexes', () => {
  it('reads queryScope as COLLECTION when left out, and array fields', () => {
    const parsed = parseIndexes({
      indexes: [
        {
          collectionGroup: 'g',
          fields: [
            { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
            { fieldPath: 'at', order: 'DESCENDING' },
          ],
        },
      ],
    });
    expect(parsed).toEqual([
      {
        collectionGroup: 'g',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
          { fieldPath: 'at', order: 'DESCENDING' },
        ],
      },
    ]);
  });

  it('throws on what firebase deploy would refuse', () => {
    expect(() => parseIndexes({})).toThrow(/"indexes" must be a list/);
    expect(() => parseIndexes({ indexes: [{ fields: [] }] })).toThrow(/collectionGroup/);
    expect(() =>
      parseIndexes({ indexes: [{ collectionGroup: 'g', fields: [{ fieldPath: 'a', order: 'ASCENDING' }] }] }),
    ).toThrow(/two fields/);
    expect(() =>
      parseIndexes({
        indexes: [{ collectionGroup: 'g', fields: [{ fieldPath: 'a' }, { fieldPath: 'b', order: 'UP' }] }],
      }),
    ).toThrow(/needs an order/);
    expect(() => parseIndexes({ indexes: [{ collectionGroup: 'g', queryScope: 'ALL', fields: [] }] })).toThrow(
      /queryScope/,
    );
  });
});
