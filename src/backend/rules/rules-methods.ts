import {
  fail,
  QueryData,
  RDuration,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  typeName,
  type Value,
  valuesEqual,
} from './rules-values';

/**
 * The methods of each type (firebase.google.com/docs/reference/rules/rules: rules.String,
 * rules.List, rules.Map, rules.Set, rules.MapDiff, rules.Timestamp, rules.Duration) and the
 * global functions and namespaces (rules.math, rules.timestamp, rules.duration, int, float,
 * string, path). A wrong type or arity is an evaluation error, as a missing method is.
 */

const asString = (value: Value, what: string): string =>
  typeof value === 'string' ? value : fail(`${what} must be a string, got ${typeName(value)}`);
const asInt = (value: Value, what: string): bigint =>
  typeof value === 'bigint' ? value : fail(`${what} must be an int, got ${typeName(value)}`);
const asNumber = (value: Value, what: string): number =>
  typeof value === 'bigint' || typeof value === 'number'
    ? Number(value)
    : fail(`${what} must be a number, got ${typeName(value)}`);

/** The items of a list or a set (arguments of hasAll, union, ...). */
function itemsOf(value: Value, what: string): Value[] {
  if (Array.isArray(value)) return value;
  if (value instanceof RSet) return value.items;
  return fail(`${what} must be a list or a set, got ${typeName(value)}`);
}

const contains = (items: Value[], value: Value) => items.some((each) => valuesEqual(each, value));

/** A regular expression of RE2's syntax, matched against the whole string (as `matches()` is). */
const regexCache = new Map<string, RegExp>();
export function fullMatchRegex(pattern: string, flags = ''): RegExp {
  const key = `${flags}/${pattern}`;
  let regex = regexCache.get(key);
  if (!regex) {
    try {
      regex = new RegExp(flags.includes('g') ? pattern : `^(?:${pattern})$`, `u${flags}`);
    } catch {
      return fail(`Invalid regular expression: ${pattern}`);
    }
    regexCache.set(key, regex);
  }
  return regex;
}

/**
 * Firestore's strings as Google's emulator shows them (docs/RULES-ENGINE.md "Strings"):
 * `size()` counts UTF-16 code units (an emoji is 2), `trim()` strips only characters up to
 * U+0020, `lower()` and `upper()` change ASCII letters only.
 */
function trimAscii(text: string): string {
  let [start, end] = [0, text.length];
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}
const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (run) => run.toLowerCase());
const upperAscii = (text: string) => text.replace(/[a-z]+/g, (run) => run.toUpperCase());

const hasAll = (items: Value[], args: Value[]) =>
  itemsOf(args[0] as Value, 'hasAll()').every((each) => contains(items, each));
const hasAny = (items: Value[], args: Value[]) =>
  itemsOf(args[0] as Value, 'hasAny()').some((each) => contains(items, each));
const hasOnly = (items: Value[], args: Value[]) => {
  const allowed = itemsOf(args[0] as Value, 'hasOnly()');
  return items.every((each) => contains(allowed, each));
};

/** A method or function: how many arguments it takes, and what it does with them. */
type Callable<T> = readonly [arity: number, run: (self: T, args: Value[]) => Value];
type Table<T> = Record<string, Callable<T>>;

const arg = (args: Value[], index = 0) => args[index] as Value;

const STRING_METHODS: Table<string> = {
  size: [0, (self) => BigInt(self.length)],
  lower: [0, (self) => lowerAscii(self)],
  upper: [0, (self) => upperAscii(self)],
  trim: [0, (self) => trimAscii(self)],
  matches: [1, (self, args) => fullMatchRegex(asString(arg(args), 'matches()')).test(self)],
  split: [1, (self, args) => self.split(fullMatchRegex(asString(arg(args), 'split()'), 'g'))],
  replace: [
    2,
    (self, args) => {
      const replacement = asString(arg(args, 1), 'replace()');
      return self.replace(fullMatchRegex(asString(arg(args), 'replace()'), 'g'), () => replacement);
    },
  ],
};

const LIST_METHODS: Table<Value[]> = {
  size: [0, (self) => BigInt(self.length)],
  hasAll: [1, hasAll],
  hasAny: [1, hasAny],
  hasOnly: [1, hasOnly],
  concat: [
    1,
    (self, args) => (Array.isArray(arg(args)) ? [...self, ...(arg(args) as Value[])] : fail('concat() takes a list')),
  ],
  removeAll: [
    1,
    (self, args) => {
      const removed = itemsOf(arg(args), 'removeAll()');
      return self.filter((each) => !contains(removed, each));
    },
  ],
  join: [1, (self, args) => self.map((each) => asString(each, 'an item joined')).join(asString(arg(args), 'join()'))],
  toSet: [0, (self) => new RSet(self)],
};

const SET_METHODS: Table<RSet> = {
  size: [0, (self) => BigInt(self.items.length)],
  hasAll: [1, (self, args) => hasAll(self.items, args)],
  hasAny: [1, (self, args) => hasAny(self.items, args)],
  hasOnly: [1, (self, args) => hasOnly(self.items, args)],
  difference: [1, (self, args) => new RSet(self.items.filter((each) => !contains(setItems(arg(args)), each)))],
  intersection: [1, (self, args) => new RSet(self.items.filter((each) => contains(setItems(arg(args)), each)))],
  union: [1, (self, args) => new RSet([...self.items, ...setItems(arg(args))])],
};

function setItems(value: Value): Value[] {
  return value instanceof RSet ? value.items : fail(`a set is needed, got ${typeName(value)}`);
}

/** `map.get(key, default)`, `map.get([k1, k2], default)`: the default for any missing or non-map step. */
function mapGet(self: RMap | QueryData, args: Value[]): Value {
  const [key, fallback] = args as [Value, Value];
  const keys = Array.isArray(key)
    ? key.map((each) => asString(each, 'a key of get()'))
    : [asString(key, 'the key of get()')];
  let current: Value = self;
  for (const each of keys) {
    if (current instanceof QueryData) current = current.field(each);
    else if (current instanceof RMap && current.entries.has(each)) current = current.entries.get(each) as Value;
    else return fallback;
  }
  return current;
}

const MAP_METHODS: Table<RMap> = {
  size: [0, (self) => BigInt(self.entries.size)],
  keys: [0, (self) => [...self.entries.keys()]],
  values: [0, (self) => [...self.entries.values()]],
  get: [2, mapGet],
  diff: [
    1,
    (self, args) =>
      arg(args) instanceof RMap
        ? new RMapDiff(self, arg(args) as RMap)
        : fail(`diff() takes a map, got ${typeName(arg(args))}`),
  ],
};

const DIFF_METHODS: Table<RMapDiff> = {
  addedKeys: [0, (self) => self.keys('added')],
  removedKeys: [0, (self) => self.keys('removed')],
  changedKeys: [0, (self) => self.keys('changed')],
  unchangedKeys: [0, (self) => self.keys('unchanged')],
  affectedKeys: [0, (self) => self.keys('affected')],
};

const MICROS_PER_DAY = 86_400_000_000n;
const utc = (self: RTimestamp) => new Date(self.millis);
const positiveRemainder = (value: bigint, by: bigint) => ((value % by) + by) % by;

const TIMESTAMP_METHODS: Table<RTimestamp> = {
  year: [0, (self) => BigInt(utc(self).getUTCFullYear())],
  month: [0, (self) => BigInt(utc(self).getUTCMonth() + 1)],
  day: [0, (self) => BigInt(utc(self).getUTCDate())],
  hours: [0, (self) => BigInt(utc(self).getUTCHours())],
  minutes: [0, (self) => BigInt(utc(self).getUTCMinutes())],
  seconds: [0, (self) => BigInt(utc(self).getUTCSeconds())],
  nanos: [0, (self) => positiveRemainder(self.micros, 1_000_000n) * 1000n],
  // 1 is Monday, 7 Sunday
  dayOfWeek: [0, (self) => BigInt(((utc(self).getUTCDay() + 6) % 7) + 1)],
  dayOfYear: [
    0,
    (self) => {
      const date = utc(self);
      return BigInt(Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1);
    },
  ],
  date: [0, (self) => new RTimestamp(self.micros - positiveRemainder(self.micros, MICROS_PER_DAY))],
  time: [0, (self) => new RDuration(positiveRemainder(self.micros, MICROS_PER_DAY) * 1000n)],
  toMillis: [0, (self) => BigInt(self.millis)],
};

const DURATION_METHODS: Table<RDuration> = {
  seconds: [0, (self) => self.nanos / 1_000_000_000n],
  nanos: [0, (self) => self.nanos % 1_000_000_000n],
};

const TABLES: { test: (value: Value) => boolean; methods: Table<never> }[] = [
  { test: (value) => typeof value === 'string', methods: STRING_METHODS },
  { test: Array.isArray, methods: LIST_METHODS },
  { test: (value) => value instanceof RSet, methods: SET_METHODS },
  { test: (value) => value instanceof RMap, methods: MAP_METHODS },
  { test: (value) => value instanceof QueryData, methods: { get: [2, mapGet] } },
  { test: (value) => value instanceof RMapDiff, methods: DIFF_METHODS },
  { test: (value) => value instanceof RTimestamp, methods: TIMESTAMP_METHODS },
  { test: (value) => value instanceof RDuration, methods: DURATION_METHODS },
];

/** Every method name of every type, for the static check. */
export const METHOD_NAMES: ReadonlySet<string> = new Set(TABLES.flatMap((table) => Object.keys(table.methods)));

function run<T>(name: string, [count, body]: Callable<T>, self: T, args: Value[]): Value {
  if (args.length !== count) return fail(`${name}() takes ${count} argument(s), got ${args.length}`);
  return body(self, args);
}

export function callMethod(self: Value, name: string, args: Value[]): Value {
  const method = TABLES.find((each) => each.test(self))?.methods[name];
  if (!method) {
    if (self instanceof QueryData) return fail(`A query does not say what resource.data holds as a whole (${name}()).`);
    return fail(`Function not found error: Name: [${name}] on ${typeName(self)}.`);
  }
  return run(name, method, self as never, args);
}

// ---- global functions and namespaces --------------------------------------------------------

const DURATION_UNITS: Record<string, bigint> = {
  w: 604_800_000_000_000n,
  d: 86_400_000_000_000n,
  h: 3_600_000_000_000n,
  m: 60_000_000_000n,
  s: 1_000_000_000n,
  ms: 1_000_000n,
  ns: 1n,
};

function toInt(value: Value): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number')
    return Number.isFinite(value) ? BigInt(Math.trunc(value)) : fail('int() of a non-finite float');
  if (typeof value === 'string' && /^[-+]?[0-9]+$/.test(value)) return BigInt(value);
  return fail(`int() cannot convert ${typeName(value)}`);
}

function toFloat(value: Value): number {
  if (typeof value === 'bigint' || typeof value === 'number') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return fail(`float() cannot convert ${typeName(value)}`);
}

function toText(value: Value): string {
  if (typeof value === 'string') return value;
  if (value === null) return 'null';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(1) : String(value);
  if (value instanceof RPath) return value.toString();
  return fail(`string() cannot convert ${typeName(value)}`);
}

const mathInt =
  (op: (x: number) => number) =>
  (_: null, args: Value[]): Value => {
    const x = arg(args);
    return typeof x === 'bigint' ? x : BigInt(op(asNumber(x, 'math')));
  };

const FUNCTIONS: Table<null> = {
  int: [1, (_, args) => toInt(arg(args))],
  float: [1, (_, args) => toFloat(arg(args))],
  string: [1, (_, args) => toText(arg(args))],
  path: [
    1,
    (_, args) =>
      new RPath(
        asString(arg(args), 'path()')
          .split('/')
          .filter((segment) => segment !== ''),
      ),
  ],
  debug: [1, (_, args) => arg(args)],
  'math.abs': [
    1,
    (_, args) => {
      const x = arg(args);
      return typeof x === 'bigint' ? (x < 0n ? -x : x) : Math.abs(asNumber(x, 'math.abs()'));
    },
  ],
  'math.ceil': [1, mathInt(Math.ceil)],
  'math.floor': [1, mathInt(Math.floor)],
  // half away from zero
  'math.round': [1, mathInt((x) => Math.sign(x) * Math.round(Math.abs(x)))],
  'math.sqrt': [1, (_, args) => Math.sqrt(asNumber(arg(args), 'math.sqrt()'))],
  'math.isNaN': [1, (_, args) => Number.isNaN(asNumber(arg(args), 'math.isNaN()'))],
  'math.pow': [2, (_, args) => asNumber(arg(args), 'math.pow()') ** asNumber(arg(args, 1), 'math.pow()')],
  'timestamp.date': [
    3,
    (_, args) => {
      const [year, month, day] = args.map((each) => Number(asInt(each, 'timestamp.date()'))) as [
        number,
        number,
        number,
      ];
      return new RTimestamp(BigInt(Date.UTC(year, month - 1, day)) * 1000n);
    },
  ],
  'timestamp.value': [1, (_, args) => new RTimestamp(asInt(arg(args), 'timestamp.value()') * 1000n)],
  'duration.value': [
    2,
    (_, args) => {
      const unit = DURATION_UNITS[asString(arg(args, 1), 'the unit of duration.value()')];
      return unit
        ? new RDuration(asInt(arg(args), 'duration.value()') * unit)
        : fail('duration.value() units: w, d, h, m, s, ms, ns');
    },
  ],
  'duration.time': [
    4,
    (_, args) => {
      const [hours, minutes, seconds, nanos] = args.map((each) => asInt(each, 'duration.time()')) as [
        bigint,
        bigint,
        bigint,
        bigint,
      ];
      return new RDuration(hours * 3_600_000_000_000n + minutes * 60_000_000_000n + seconds * 1_000_000_000n + nanos);
    },
  ],
};

/** The functions called by name, or as `namespace.name(...)`, for the static check. */
export const FUNCTION_NAMES: ReadonlySet<string> = new Set(Object.keys(FUNCTIONS));

/** Calls a global function (`int`, `math.abs`, ...); an error when there is none of that name. */
export function callFunction(name: string, args: Value[]): Value {
  const fn = FUNCTIONS[name];
  return fn ? run(name, fn, null, args) : fail(`Function not found error: Name: [${name}].`);
}

/** The namespaces a call may name (`math.abs(x)`); not values of their own. */
export const NAMESPACES: ReadonlySet<string> = new Set(['math', 'timestamp', 'duration']);
