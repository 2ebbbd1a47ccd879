import { type DocData, ServerTimestamp } from '../ports';
import { invalidArgument } from './local-errors';
import { assertTimestampInRange } from './timestamp-range';

type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Where a copied value goes: read back from storage, written (only written data may hold the
 * server timestamp placeholder), or compared with by a query's filter. A Date written or
 * compared with must lie in Firestore's range (timestamp-range.ts); a stored one is read as it is.
 */
export type CopyPurpose = 'stored' | 'written' | 'compared';

/**
 * A deep copy of a stored value: JSON (strings, numbers, booleans, null, arrays, plain objects)
 * plus Date, which the Firestore adapter hands out for its timestamps. It follows the Firestore
 * adapter's settings (`ignoreUndefinedProperties`): an undefined field is left out, an undefined
 * array item becomes null. Written data may also hold SERVER_TIMESTAMP (kept as it is until the
 * commit gives it a time), but not anywhere inside an array, as Firestore refuses it there. Anything
 * else, and an array directly inside an array, is refused as Firestore refuses it, so such a
 * bug shows on the local backend too.
 */
export function copyJson(value: unknown, path = 'data', purpose: CopyPurpose = 'stored'): unknown {
  return copyValue(value, path, { purpose, arrayItem: false, underArray: false });
}

interface Position {
  purpose: CopyPurpose;
  /** an item of an array itself: another array here is a nested array */
  arrayItem: boolean;
  /** anywhere under an array, maps included: no server timestamp here */
  underArray: boolean;
}

function copyValue(value: unknown, path: string, at: Position): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (value instanceof Date) {
    if (at.purpose !== 'stored') assertTimestampInRange(value, path);
    return new Date(value.getTime());
  }
  if (value instanceof ServerTimestamp && at.purpose === 'written') {
    if (at.underArray)
      throw invalidArgument(`serverTimestamp() is not supported inside arrays (found in field ${path})`);
    return value;
  }
  if (Array.isArray(value)) {
    if (at.arrayItem) throw invalidArgument(`Nested arrays are not supported (found in field ${path})`);
    const item = { ...at, arrayItem: true, underArray: true };
    return value.map((each, index) => (each === undefined ? null : copyValue(each, `${path}[${index}]`, item)));
  }
  if (isPlainObject(value)) {
    const field = { ...at, arrayItem: false };
    const out: PlainObject = {};
    for (const [key, each] of Object.entries(value)) {
      if (each !== undefined) out[key] = copyValue(each, `${path}.${key}`, field);
    }
    return out;
  }
  const shown = value === undefined ? 'undefined' : typeof value === 'object' ? 'a custom object' : typeof value;
  throw invalidArgument(`Unsupported field value: ${shown} (found in field ${path})`);
}

export function copyDocData(data: unknown, purpose: CopyPurpose = 'stored'): DocData {
  if (!isPlainObject(data)) throw invalidArgument('Document data must be a plain object');
  return copyJson(data, 'data', purpose) as DocData;
}

/** Written data as stored: every SERVER_TIMESTAMP becomes the commit's one time. */
export function withServerTime<T>(value: T, time: Date): T {
  if (value instanceof ServerTimestamp) return new Date(time.getTime()) as T;
  if (Array.isArray(value)) return value.map((item) => withServerTime(item, time)) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withServerTime(item, time)])) as T;
  }
  return value;
}

/**
 * Firestore's `set(..., { merge: true })`: nested maps are merged field by field; any other
 * value (including an array or an empty map) replaces what was there.
 */
export function mergeJson(base: PlainObject, patch: PlainObject): PlainObject {
  const out: PlainObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] =
      isPlainObject(value) && Object.keys(value).length > 0 && isPlainObject(current)
        ? mergeJson(current, value)
        : value;
  }
  return out;
}

export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && jsonEqual(a[key], b[key]));
  }
  return false;
}

/** The value at a dotted field path (`address.city`), or undefined when a part is missing. */
export function readField(data: DocData, fieldPath: string): unknown {
  let value: unknown = data;
  for (const part of fieldPath.split('.')) {
    if (!isPlainObject(value) || !(part in value)) return undefined;
    value = value[part];
  }
  return value;
}
