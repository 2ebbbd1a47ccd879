import type { Expr } from './rules-ast';
import { compareCodePoints } from '../../lib/code-point-order';
import {
  fail,
  QueryData,
  RDuration,
  RMap,
  RPath,
  RSet,
  RTimestamp,
  typeName,
  type Value,
  valuesEqual,
} from './rules-values';

/**
 * The operators of the rules language on values: member access, indexing and slices, `!` and
 * unary `-`, `is`, `in`, comparisons and arithmetic, with production's errors (a missing field,
 * an index out of range, a division by zero, an int overflow, an ordering of unlike types).
 * `&&`, `||` and `?:` decide what to evaluate, so they stay in the evaluator (rules-eval.ts).
 */

export function member(object: Value, name: string): Value {
  if (object instanceof RMap || object instanceof QueryData) return object.field(name);
  return fail(`Property ${name} is undefined on ${typeName(object)}.`);
}

function asIndex(value: Value): number {
  return typeof value === 'bigint' ? Number(value) : fail(`An index must be an int, got ${typeName(value)}`);
}

export function index(object: Value, key: Value): Value {
  // rules.String: "Sub-strings can be accessed using the index operator []"
  if (Array.isArray(object) || object instanceof RPath || typeof object === 'string') {
    const items: readonly Value[] = Array.isArray(object)
      ? object
      : typeof object === 'string'
        ? object.split('') // UTF-16 code units, as Firestore indexes strings
        : object.segments;
    const at = asIndex(key);
    return at >= 0 && at < items.length
      ? (items[at] as Value)
      : fail(`Index ${at} is out of range (size ${items.length}).`);
  }
  if (object instanceof RMap || object instanceof QueryData) {
    return typeof key === 'string' ? object.field(key) : fail(`A map key must be a string, got ${typeName(key)}`);
  }
  return fail(`${typeName(object)} cannot be indexed.`);
}

/**
 * `[i:j]` of a list or a string. An end past the length is an error: production answers
 * `arr[1:99]` with "Index out of bound error. Index: [98], size: [4]" (pyric's
 * range-slice-list-and-string observation, docs/RULES-ENGINE.md).
 */
export function slice(object: Value, start: Value, end: Value): Value {
  const items: readonly unknown[] | null = Array.isArray(object)
    ? object
    : typeof object === 'string'
      ? object.split('') // UTF-16 code units, as Firestore slices strings
      : null;
  if (!items) return fail(`${typeName(object)} cannot be sliced.`);
  const from = start === null ? 0 : asIndex(start);
  const to = end === null ? items.length : asIndex(end);
  if (from < 0 || to > items.length || from > to)
    return fail(`Slice [${from}:${to}] is out of range (size ${items.length}).`);
  const part = items.slice(from, to);
  return typeof object === 'string' ? (part as string[]).join('') : (part as Value[]);
}

export function unary(op: '!' | '-', value: Value): Value {
  if (op === '!') return typeof value === 'boolean' ? !value : fail(`! needs a bool, got ${typeName(value)}`);
  if (typeof value === 'bigint' || typeof value === 'number') return -value;
  if (value instanceof RDuration) return new RDuration(-value.nanos);
  return fail(`- needs a number, got ${typeName(value)}`);
}

/** The type names `is` knows (rules.* types). */
export const TYPE_NAMES: ReadonlySet<string> = new Set([
  'bool',
  'bytes',
  'duration',
  'float',
  'int',
  'latlng',
  'list',
  'map',
  'map_diff',
  'number',
  'path',
  'set',
  'string',
  'timestamp',
]);

export function isType(value: Value, type: string): boolean {
  if (!TYPE_NAMES.has(type)) return fail(`Unknown type ${type}`);
  if (value instanceof QueryData) return type === 'map';
  const actual = typeName(value);
  if (type === 'number') return actual === 'int' || actual === 'float';
  return actual === type;
}

const isNumber = (value: Value): value is bigint | number => typeof value === 'bigint' || typeof value === 'number';

function inOperator(item: Value, container: Value): boolean {
  if (Array.isArray(container)) return container.some((each) => valuesEqual(each, item));
  if (container instanceof RSet) return container.has(item);
  if (container instanceof RMap || container instanceof QueryData) {
    if (typeof item !== 'string') return fail(`A map key must be a string, got ${typeName(item)}`);
    // own keys only: 'toString' in data is false (docs/RULES-ENGINE.md); a query knows only what it fixes
    if (container instanceof RMap) return container.entries.has(item);
    container.field(item);
    return true;
  }
  return fail(`in needs a list, set or map, got ${typeName(container)}`);
}

function compare(a: Value, b: Value): number {
  if (isNumber(a) && isNumber(b)) {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
    const [x, y] = [Number(a), Number(b)];
    return Number.isNaN(x) || Number.isNaN(y) ? fail('NaN cannot be ordered') : x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return compareCodePoints(a, b);
  if (a instanceof RTimestamp && b instanceof RTimestamp) return a.micros < b.micros ? -1 : a.micros > b.micros ? 1 : 0;
  if (a instanceof RDuration && b instanceof RDuration) return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  return fail(`${typeName(a)} and ${typeName(b)} cannot be compared.`);
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function arithmetic(op: '+' | '-' | '*' | '/' | '%', a: bigint | number, b: bigint | number): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if ((op === '/' || op === '%') && b === 0n) return fail('Division by zero.');
    // bigint division truncates towards zero: -7 / 2 == -3 (docs/RULES-ENGINE.md)
    const result = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : op === '/' ? a / b : a % b;
    // ints are 64 bits: an overflow is an error, not a wrap (the stricter reading)
    return result < INT64_MIN || result > INT64_MAX ? fail('Integer overflow.') : result;
  }
  if (op === '%') return fail('% needs ints.');
  const [x, y] = [Number(a), Number(b)];
  if (op === '/' && y === 0) return fail('Division by zero.');
  return op === '+' ? x + y : op === '-' ? x - y : op === '*' ? x * y : x / y;
}

export function binary(op: Exclude<Extract<Expr, { kind: 'binary' }>['op'], '&&' | '||'>, a: Value, b: Value): Value {
  switch (op) {
    case '==':
      return valuesEqual(a, b);
    case '!=':
      return !valuesEqual(a, b);
    case '<':
      return compare(a, b) < 0;
    case '<=':
      return compare(a, b) <= 0;
    case '>':
      return compare(a, b) > 0;
    case '>=':
      return compare(a, b) >= 0;
    case 'in':
      return inOperator(a, b);
    default:
      return plusMinusTimes(op, a, b);
  }
}

function plusMinusTimes(op: '+' | '-' | '*' | '/' | '%', a: Value, b: Value): Value {
  if (isNumber(a) && isNumber(b)) return arithmetic(op, a, b);
  if (op === '+') {
    if (typeof a === 'string' && typeof b === 'string') return a + b;
    if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
    if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.micros + b.nanos / 1000n);
    if (a instanceof RDuration && b instanceof RTimestamp) return new RTimestamp(b.micros + a.nanos / 1000n);
    if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.nanos + b.nanos);
  }
  if (op === '-') {
    if (a instanceof RTimestamp && b instanceof RTimestamp) return new RDuration((a.micros - b.micros) * 1000n);
    if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.micros - b.nanos / 1000n);
    if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.nanos - b.nanos);
  }
  return fail(`${typeName(a)} ${op} ${typeName(b)} is not defined.`);
}
