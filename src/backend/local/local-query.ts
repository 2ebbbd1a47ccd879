import { DOCUMENT_ID, type DocData, FIRESTORE_LIMITS, type Filter, type QuerySpec } from '../ports';
import { copyJson, jsonEqual, readField } from './json-values';
import { invalidArgument } from './local-errors';

export function assertPathSegment(kind: 'collection' | 'document id', value: unknown): asserts value is string {
  if (typeof value !== 'string' || value === '' || value.includes('/') || value === '.' || value === '..') {
    throw invalidArgument(`Invalid ${kind}: ${JSON.stringify(value)}`);
  }
}

/** Each value a filter compares with: the one of `==`, the list of `in`. */
function filterValues(filter: Filter): unknown[] {
  return filter.op === 'in' ? (filter.value as unknown[]) : [filter.value];
}

/** Refuses what Firestore refuses before running a query: bad operators, values and ids, too many disjunctions. */
export function assertValidQuery(spec: QuerySpec): void {
  assertPathSegment('collection', spec.collection);
  let disjunctions = 1;
  for (const filter of spec.where ?? []) {
    if (typeof filter.field !== 'string' || filter.field === '') throw invalidArgument('A filter needs a field path');
    if (filter.op === 'in') {
      if (!Array.isArray(filter.value)) throw invalidArgument(`An array is required for 'in' filters (${filter.field})`);
      disjunctions *= Math.max(filter.value.length, 1);
    } else if (filter.op !== '==') {
      throw invalidArgument(`Unsupported filter operator: ${String(filter.op)}`);
    }
    for (const [index, value] of filterValues(filter).entries()) {
      if (filter.field === DOCUMENT_ID) assertPathSegment('document id', value);
      else copyJson(value, `where(${filter.field})[${index}]`);
    }
  }
  if (disjunctions > FIRESTORE_LIMITS.disjunctions) {
    throw invalidArgument(`A query may have at most ${FIRESTORE_LIMITS.disjunctions} disjunctions ('in' values)`);
  }
}

/**
 * An `in` filter with no values matches nothing. Firestore itself refuses such a query; the
 * Firestore adapter answers it with no documents, because callers pass the ids of nothing.
 */
export function matchesNothing(spec: QuerySpec): boolean {
  return (spec.where ?? []).some((filter) => filter.op === 'in' && Array.isArray(filter.value) && !filter.value.length);
}

/** A missing field matches no filter, as in Firestore; `== null` matches a stored null. */
export function matchesFilters(id: string, data: DocData, filters: Filter[] | undefined): boolean {
  return (filters ?? []).every((filter) => {
    const value = filter.field === DOCUMENT_ID ? id : readField(data, filter.field);
    if (value === undefined) return false;
    return filterValues(filter).some((candidate) => jsonEqual(value, candidate));
  });
}

/** One equality the query holds its documents to: `field == value`. */
export interface Equality {
  field: string;
  value: unknown;
}

/**
 * A query as Firestore's rules see it: the OR of plain equality queries, one for each choice
 * of a value from every `in` list (the cartesian product; at most 30 after validation).
 */
export function disjunctsOf(spec: QuerySpec): Equality[][] {
  let disjuncts: Equality[][] = [[]];
  for (const filter of spec.where ?? []) {
    const values = filterValues(filter);
    disjuncts = disjuncts.flatMap((equalities) => values.map((value) => [...equalities, { field: filter.field, value }]));
  }
  return disjuncts;
}
