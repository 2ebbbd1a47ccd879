import { compareCodePoints } from '../../lib/code-point-order';
import { DOCUMENT_ID, type DocData, type OrderBy, type QuerySpec, type RangeOp } from '../ports';
import { rangeFieldOf } from '../query-constraints';
import { isPlainObject, readField } from './json-values';

/**
 * Firestore's order of values, for ranges and `orderBy` on the local backend. Values of
 * different types order by type: null, booleans, numbers (integers and floats together, NaN
 * first), timestamps (Dates), strings, arrays, maps (bytes, references and geo points sit
 * between strings and arrays in Firestore; the port stores none). Strings, map keys and
 * document ids compare in UTF-8 byte order, as Firestore (and its SDK's cache) compares them,
 * not in JavaScript's UTF-16 code-unit order: the two differ once a character lies beyond U+FFFF.
 */

const TYPE_ORDER = { null: 0, boolean: 1, number: 2, timestamp: 3, string: 5, array: 9, map: 11 } as const;

function typeOrder(value: unknown): number {
  if (value === null) return TYPE_ORDER.null;
  if (typeof value === 'boolean') return TYPE_ORDER.boolean;
  if (typeof value === 'number') return TYPE_ORDER.number;
  if (value instanceof Date) return TYPE_ORDER.timestamp;
  if (typeof value === 'string') return TYPE_ORDER.string;
  if (Array.isArray(value)) return TYPE_ORDER.array;
  return TYPE_ORDER.map;
}

const sign = (a: number | boolean, b: number | boolean) => (a < b ? -1 : a > b ? 1 : 0);

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1;
  return sign(a, b);
}

function compareMaps(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const keysA = Object.keys(a).sort(compareCodePoints);
  const keysB = Object.keys(b).sort(compareCodePoints);
  for (let i = 0; i < keysA.length && i < keysB.length; i++) {
    const [keyA, keyB] = [keysA[i] as string, keysB[i] as string];
    const byKey = compareCodePoints(keyA, keyB);
    if (byKey !== 0) return byKey;
    const byValue = compareValues(a[keyA], b[keyB]);
    if (byValue !== 0) return byValue;
  }
  return sign(keysA.length, keysB.length);
}

/** Firestore's total order of stored values: negative, 0 or positive. */
export function compareValues(a: unknown, b: unknown): number {
  const byType = sign(typeOrder(a), typeOrder(b));
  if (byType !== 0) return byType;
  if (typeof a === 'boolean') return sign(a, b as boolean);
  if (typeof a === 'number') return compareNumbers(a, b as number);
  if (a instanceof Date) return sign(a.getTime(), (b as Date).getTime());
  if (typeof a === 'string') return compareCodePoints(a, b as string);
  if (Array.isArray(a)) {
    const other = b as unknown[];
    for (let i = 0; i < a.length && i < other.length; i++) {
      const byItem = compareValues(a[i], other[i]);
      if (byItem !== 0) return byItem;
    }
    return sign(a.length, other.length);
  }
  if (isPlainObject(a) && isPlainObject(b)) return compareMaps(a, b);
  return 0; // both null
}

/** `value op bound`, true only when both have the same type (all numbers are one type). */
export function matchesRange(value: unknown, op: RangeOp, bound: unknown): boolean {
  if (value === undefined || typeOrder(value) !== typeOrder(bound)) return false;
  const order = compareValues(value, bound);
  if (op === '<') return order < 0;
  if (op === '<=') return order <= 0;
  if (op === '>') return order > 0;
  return order >= 0;
}

/** The value a query filters or orders a document by: its id for DOCUMENT_ID, else the field. */
export function fieldValue(id: string, data: DocData, field: string): unknown {
  return field === DOCUMENT_ID ? id : readField(data, field);
}

/**
 * The query's effective order, as Firestore runs it: the given orders, else the range's field
 * ascending, then the document id in the direction of the last order (ascending without one).
 */
export function effectiveOrder(spec: QuerySpec): Required<OrderBy>[] {
  const range = rangeFieldOf(spec);
  const given = spec.orderBy?.length ? spec.orderBy : range !== undefined ? [{ field: range }] : [];
  const order = given.map(({ field, direction }) => ({ field, direction: direction ?? 'asc' }));
  if (order.at(-1)?.field !== DOCUMENT_ID)
    order.push({ field: DOCUMENT_ID, direction: order.at(-1)?.direction ?? 'asc' });
  return order;
}

/**
 * Rows in the query's order, cut at its limit. A row missing an ordered field is left out, as
 * Firestore's index of that field does not hold it.
 */
export function orderAndLimit<R extends { id: string; data: DocData }>(rows: R[], spec: QuerySpec): R[] {
  const order = effectiveOrder(spec);
  const keyed = rows
    .map((row) => ({ row, keys: order.map(({ field }) => fieldValue(row.id, row.data, field)) }))
    .filter(({ keys }) => keys.every((key) => key !== undefined));
  keyed.sort((a, b) => {
    for (const [position, { direction }] of order.entries()) {
      const byKey = compareValues(a.keys[position], b.keys[position]);
      if (byKey !== 0) return direction === 'desc' ? -byKey : byKey;
    }
    return 0;
  });
  const ordered = keyed.map(({ row }) => row);
  return spec.limit === undefined ? ordered : ordered.slice(0, spec.limit);
}
