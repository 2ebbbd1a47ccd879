import type { DocData, Filter, QuerySpec, WriteOp } from '../ports';
import { copyDocData, copyJson, jsonEqual, mergeJson, readField } from './json-values';
import { invalidArgument, notFound } from './local-errors';

/** Firestore's limit on the disjunctions of one query (the product of its `in` lists). */
export const MAX_DISJUNCTIONS = 30;

export function assertPathSegment(kind: 'collection' | 'document id', value: unknown): asserts value is string {
  if (typeof value !== 'string' || value === '' || value.includes('/') || value === '.' || value === '..') {
    throw invalidArgument(`Invalid ${kind}: ${JSON.stringify(value)}`);
  }
}

export function assertValidQuery(spec: QuerySpec): void {
  assertPathSegment('collection', spec.collection);
  let disjunctions = 1;
  for (const filter of spec.where ?? []) {
    if (typeof filter.field !== 'string' || filter.field === '') throw invalidArgument('A filter needs a field path');
    if (filter.op === 'in') {
      if (!Array.isArray(filter.value)) throw invalidArgument(`An array is required for 'in' filters (${filter.field})`);
      for (const [index, item] of filter.value.entries()) copyJson(item, `where(${filter.field})[${index}]`);
      disjunctions *= Math.max(filter.value.length, 1);
    } else if (filter.op === '==') {
      copyJson(filter.value, `where(${filter.field})`);
    } else {
      throw invalidArgument(`Unsupported filter operator: ${String(filter.op)}`);
    }
  }
  if (disjunctions > MAX_DISJUNCTIONS) {
    throw invalidArgument(`A query may have at most ${MAX_DISJUNCTIONS} disjunctions ('in' values)`);
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
export function matchesFilters(data: DocData, filters: Filter[] | undefined): boolean {
  return (filters ?? []).every((filter) => {
    const value = readField(data, filter.field);
    if (value === undefined) return false;
    if (filter.op === '==') return jsonEqual(value, filter.value);
    return (filter.value as unknown[]).some((candidate) => jsonEqual(value, candidate));
  });
}

export interface PlannedWrite {
  collection: string;
  id: string;
  before: DocData | null;
  after: DocData | null;
}

export function docKey(collection: string, id: string): string {
  return `${collection}/${id}`;
}

/**
 * The net effect of a batch on each document it touches, computed before anything is stored.
 * Fails like Firestore: bad data with 'invalid-argument', an update of a missing document
 * with 'not-found'.
 */
export async function planWrites(
  ops: WriteOp[],
  readStored: (collection: string, id: string) => Promise<DocData | null>,
): Promise<Map<string, PlannedWrite>> {
  const planned = new Map<string, PlannedWrite>();
  for (const op of ops) {
    if (op.kind !== 'set' && op.kind !== 'update' && op.kind !== 'delete') {
      throw invalidArgument(`Unknown write kind: ${String((op as { kind: unknown }).kind)}`);
    }
    assertPathSegment('collection', op.collection);
    assertPathSegment('document id', op.id);
    const key = docKey(op.collection, op.id);
    let entry = planned.get(key);
    if (!entry) {
      const before = await readStored(op.collection, op.id);
      entry = { collection: op.collection, id: op.id, before, after: before };
      planned.set(key, entry);
    }
    if (op.kind === 'delete') {
      entry.after = null;
    } else if (op.kind === 'update') {
      const patch = copyDocData(op.data);
      if (!entry.after) throw notFound(op.collection, op.id);
      entry.after = { ...entry.after, ...patch };
    } else {
      const data = copyDocData(op.data);
      entry.after = op.merge && entry.after ? mergeJson(entry.after, data) : data;
    }
  }
  return planned;
}
