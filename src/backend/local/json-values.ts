import type { DocData } from '../ports';
import { invalidArgument } from './local-errors';

type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A deep copy of a stored value: JSON (strings, numbers, booleans, null, arrays, plain objects)
 * plus Date, which the Firestore adapter hands out for its timestamps. It follows the Firestore
 * adapter's settings (`ignoreUndefinedProperties`): an undefined field is left out, an undefined
 * array item becomes null. Anything else, and an array directly inside an array, is refused as
 * Firestore refuses it, so such a bug shows on the local backend too.
 */
export function copyJson(value: unknown, path = 'data', inArray = false): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) {
    if (inArray) throw invalidArgument(`Nested arrays are not supported (found in field ${path})`);
    return value.map((item, index) => (item === undefined ? null : copyJson(item, `${path}[${index}]`, true)));
  }
  if (isPlainObject(value)) {
    const out: PlainObject = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = copyJson(item, `${path}.${key}`);
    }
    return out;
  }
  const shown = value === undefined ? 'undefined' : typeof value === 'object' ? 'a custom object' : typeof value;
  throw invalidArgument(`Unsupported field value: ${shown} (found in field ${path})`);
}

export function copyDocData(data: unknown): DocData {
  if (!isPlainObject(data)) throw invalidArgument('Document data must be a plain object');
  return copyJson(data) as DocData;
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
      isPlainObject(value) && Object.keys(value).length > 0 && isPlainObject(current) ? mergeJson(current, value) : value;
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
