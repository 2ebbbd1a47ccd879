import {
  documentId,
  type FieldPath,
  limit,
  orderBy,
  type QueryConstraint,
  serverTimestamp,
  Timestamp,
  where,
} from 'firebase/firestore';
import { DOCUMENT_ID, type DocData, type QuerySpec, ServerTimestamp } from '../ports';
import { assertQueryConstraints } from '../query-constraints';
import { assertQueryIndexed } from '../query-indexes';

/**
 * Firestore hands back its own Timestamp class, which code above the port cannot import (house
 * rule 1). A Date says the same in plain JavaScript, and Firestore stores a Date as a Timestamp
 * again when it is written back. Older data keeps e.g. `dob` as a timestamp (docs/product.md "Data decisions").
 */
export function fromFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fromFirestoreValue(inner)]));
  }
  return value;
}

export function fromFirestoreData(data: Record<string, unknown>): DocData {
  return fromFirestoreValue(data) as DocData;
}

/**
 * The port's SERVER_TIMESTAMP, wherever it sits, as Firestore's own sentinel; everything else
 * unchanged. Keys are copied as they are, so `update`'s dotted field paths keep their meaning.
 * Inside an array the sentinel is converted too and Firestore refuses it, as it would refuse
 * its own (server timestamps are not supported in arrays).
 */
export function toFirestoreValue(value: unknown): unknown {
  if (value instanceof ServerTimestamp) return serverTimestamp();
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toFirestoreValue(inner)]));
  }
  return value;
}

export function toFirestoreData(data: DocData): DocData {
  return toFirestoreValue(data) as DocData;
}

/** A filter's field for `where()`: the port's DOCUMENT_ID means the document id. */
export function toFirestoreField(field: string): string | FieldPath {
  return field === DOCUMENT_ID ? documentId() : field;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * True when an `in` filter has no values: the answer is empty, but Firestore rejects such a
 * query outright, while callers reasonably pass the ids of nothing (a user in no team).
 */
export function matchesNothing(spec: QuerySpec): boolean {
  return (spec.where ?? []).some(
    (filter) => filter.op === 'in' && Array.isArray(filter.value) && filter.value.length === 0,
  );
}

/**
 * Throws the DataError the local backend would throw for the query's ranges, orders and limit
 * ('invalid-argument') or for a composite index firestore.indexes.json lacks
 * ('failed-precondition'): neither the SDK's device cache nor the emulator enforces indexes, so
 * without this a query production refuses would work offline and in tests.
 */
export function assertQueryAllowed(spec: QuerySpec): void {
  assertQueryConstraints(spec);
  assertQueryIndexed(spec);
}

/** The port's filters, orders and limit as the SDK's constraints, in that order. A Date compares as a Timestamp. */
export function toQueryConstraints(spec: QuerySpec): QueryConstraint[] {
  return [
    ...(spec.where ?? []).map((filter) => where(toFirestoreField(filter.field), filter.op, filter.value)),
    ...(spec.orderBy ?? []).map((order) => orderBy(toFirestoreField(order.field), order.direction ?? 'asc')),
    ...(spec.limit === undefined ? [] : [limit(spec.limit)]),
  ];
}
