import { DOCUMENT_ID, type DocData, FIRESTORE_LIMITS, type Filter, type QuerySpec } from '../ports';
import { assertQueryConstraints, isRangeOp } from '../query-constraints';
import { assertQueryIndexed } from '../query-indexes';
import { copyJson, jsonEqual } from './json-values';
import { invalidArgument } from './local-errors';
import { fieldValue, matchesRange, orderAndLimit } from './local-query-order';

export function assertPathSegment(kind: 'collection' | 'document id', value: unknown): asserts value is string {
  if (typeof value !== 'string' || value === '' || value.includes('/') || value === '.' || value === '..') {
    throw invalidArgument(`Invalid ${kind}: ${JSON.stringify(value)}`);
  }
}

/** Each value a filter compares with: the one of `==` or a range, the list of `in`. */
function filterValues(filter: Filter): unknown[] {
  return filter.op === 'in' ? (filter.value as unknown[]) : [filter.value];
}

/**
 * Refuses what Firestore refuses before running a query: bad operators, values and ids, too many
 * disjunctions, and (query-constraints.ts, shared with the Firebase adapter) ranges on several
 * fields, an order not starting with the range's field, a bad range value or limit.
 */
export function assertValidQuery(spec: QuerySpec): void {
  assertPathSegment('collection', spec.collection);
  let disjunctions = 1;
  for (const filter of spec.where ?? []) {
    if (typeof filter.field !== 'string' || filter.field === '') throw invalidArgument('A filter needs a field path');
    if (filter.op === 'in') {
      if (!Array.isArray(filter.value))
        throw invalidArgument(`An array is required for 'in' filters (${filter.field})`);
      disjunctions *= Math.max(filter.value.length, 1);
    } else if (filter.op !== '==' && !isRangeOp(filter.op)) {
      throw invalidArgument(`Unsupported filter operator: ${String(filter.op)}`);
    }
    for (const [index, value] of filterValues(filter).entries()) {
      if (filter.field === DOCUMENT_ID) assertPathSegment('document id', value);
      else copyJson(value, `where(${filter.field})[${index}]`, 'compared');
    }
  }
  if (disjunctions > FIRESTORE_LIMITS.disjunctions) {
    throw invalidArgument(`A query may have at most ${FIRESTORE_LIMITS.disjunctions} disjunctions ('in' values)`);
  }
  assertQueryConstraints(spec);
}

/**
 * An `in` filter with no values matches nothing. Firestore itself refuses such a query; the
 * Firestore adapter answers it with no documents, because callers pass the ids of nothing.
 */
export function matchesNothing(spec: QuerySpec): boolean {
  return (spec.where ?? []).some((filter) => filter.op === 'in' && Array.isArray(filter.value) && !filter.value.length);
}

/**
 * A missing field matches no filter, as in Firestore; `== null` matches a stored null. A range
 * matches only a value of its own type (local-query-order.ts): `size > 1` skips `size: '2'`.
 */
export function matchesFilters(id: string, data: DocData, filters: Filter[] | undefined): boolean {
  return (filters ?? []).every((filter) => {
    const value = fieldValue(id, data, filter.field);
    if (value === undefined) return false;
    if (isRangeOp(filter.op)) return matchesRange(value, filter.op, filter.value);
    return filterValues(filter).some((candidate) => jsonEqual(value, candidate));
  });
}

/**
 * The documents a query returns from the stored rows of its collection (sorted by id): those
 * matching its filters, in its order, cut at its limit.
 */
export function selectResults<R extends { id: string; data: DocData }>(rows: R[], spec: QuerySpec): R[] {
  return orderAndLimit(
    rows.filter((row) => matchesFilters(row.id, row.data, spec.where)),
    spec,
  );
}

/**
 * Refuses with 'failed-precondition' a query that needs a composite index firestore.indexes.json
 * does not declare (query-indexes.ts, shared with the Firebase adapter).
 */
export function assertIndexed(spec: QuerySpec): void {
  assertQueryIndexed(spec);
}
