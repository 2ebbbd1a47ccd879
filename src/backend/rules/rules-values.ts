/**
 * The values of the rules language (firebase.google.com/docs/reference/rules/rules): null,
 * bool, int (a bigint here, so that `10 / 4 == 2` and `is int` differ from float), float (a
 * number), string, list (an array), map, set, path, timestamp, duration, MapDiff, and the
 * documents `get()` returns. An evaluation error is thrown as RulesError (see rules-eval.ts).
 */

export type Value =
  | null
  | boolean
  | bigint
  | number
  | string
  | Value[]
  | RMap
  | RSet
  | RPath
  | RTimestamp
  | RDuration
  | RMapDiff
  | QueryData;

export class RulesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesError';
  }
}

/** A refusal for a whole request: a limit of Firestore's was passed (10/20 reads, 1,000 expressions, depth 20). */
export class RulesLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesLimitError';
  }
}

export const fail = (message: string): never => {
  throw new RulesError(message);
};

export class RMap {
  constructor(readonly entries: ReadonlyMap<string, Value>) {}

  static of(record: Record<string, Value>): RMap {
    return new RMap(new Map(Object.entries(record)));
  }

  /** A field the map has; reading one it does not have is an error (docs/RULES-ENGINE.md). */
  field(key: string): Value {
    if (!this.entries.has(key)) fail(`Property ${key} is undefined on object.`);
    return this.entries.get(key) as Value;
  }
}

export class RSet {
  readonly items: Value[];

  constructor(items: Value[]) {
    const unique: Value[] = [];
    for (const item of items) if (!unique.some((each) => valuesEqual(each, item))) unique.push(item);
    this.items = unique;
  }

  has(value: Value): boolean {
    return this.items.some((each) => valuesEqual(each, value));
  }
}

export class RPath {
  constructor(readonly segments: readonly string[]) {}

  toString(): string {
    return `/${this.segments.join('/')}`;
  }
}

/** A point in time, in whole microseconds since the epoch (Firestore keeps microseconds). */
export class RTimestamp {
  constructor(readonly micros: bigint) {}

  static fromDate(date: Date): RTimestamp {
    return new RTimestamp(BigInt(date.getTime()) * 1000n);
  }

  get millis(): number {
    return Number(this.micros / 1000n);
  }
}

/** A length of time in nanoseconds. */
export class RDuration {
  constructor(readonly nanos: bigint) {}
}

/** `map.diff(other)`: the keys added, removed, changed and unchanged from `other` to `map`. */
export class RMapDiff {
  constructor(
    readonly after: RMap,
    readonly before: RMap,
  ) {}

  keys(kind: 'added' | 'removed' | 'changed' | 'unchanged' | 'affected'): RSet {
    const { after, before } = this;
    const added = [...after.entries.keys()].filter((key) => !before.entries.has(key));
    const removed = [...before.entries.keys()].filter((key) => !after.entries.has(key));
    const shared = [...after.entries.keys()].filter((key) => before.entries.has(key));
    const changed = shared.filter(
      (key) => !valuesEqual(after.entries.get(key) as Value, before.entries.get(key) as Value),
    );
    const unchanged = shared.filter((key) => !changed.includes(key));
    const pick = { added, removed, changed, unchanged, affected: [...added, ...removed, ...changed] };
    return new RSet(pick[kind]);
  }
}

/**
 * `resource.data` of a list request: a document the query could return, known only through
 * the query's equality filters (an `in` filter: one of its values at a time). Reading any other
 * field, or asking for the keys, is an error, so a rule that needs it refuses the query.
 */
export class QueryData {
  constructor(readonly known: ReadonlyMap<string, Value>) {}

  field(key: string): Value {
    if (!this.known.has(key)) fail(`The query does not constrain resource.data.${key}.`);
    return this.known.get(key) as Value;
  }
}

export function typeName(value: Value): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'number') return 'float';
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return 'list';
  if (value instanceof RMap || value instanceof QueryData) return 'map';
  if (value instanceof RSet) return 'set';
  if (value instanceof RPath) return 'path';
  if (value instanceof RTimestamp) return 'timestamp';
  if (value instanceof RDuration) return 'duration';
  return 'map_diff';
}

const isNumber = (value: Value): value is bigint | number => typeof value === 'bigint' || typeof value === 'number';

export function valuesEqual(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (isNumber(a) && isNumber(b)) return Number(a) === Number(b);
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => valuesEqual(item, b[i] as Value));
  if (a instanceof RMap && b instanceof RMap) {
    if (a.entries.size !== b.entries.size) return false;
    for (const [key, value] of a.entries)
      if (!b.entries.has(key) || !valuesEqual(value, b.entries.get(key) as Value)) return false;
    return true;
  }
  if (a instanceof RSet && b instanceof RSet)
    return a.items.length === b.items.length && a.items.every((item) => b.has(item));
  if (a instanceof RPath && b instanceof RPath) return a.toString() === b.toString();
  if (a instanceof RTimestamp && b instanceof RTimestamp) return a.micros === b.micros;
  if (a instanceof RDuration && b instanceof RDuration) return a.nanos === b.nanos;
  if (a instanceof QueryData || b instanceof QueryData)
    fail('A query does not say what resource.data holds as a whole.');
  return false;
}

/** A stored value (JSON plus Date, as the data port holds it) as a rules value. */
export function fromStored(value: unknown): Value {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  // the Web SDK stores a safe integer as an integer, anything else as a double
  if (typeof value === 'number') return Number.isSafeInteger(value) && !Object.is(value, -0) ? BigInt(value) : value;
  if (value instanceof Date) return RTimestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(fromStored);
  if (typeof value === 'object') {
    return new RMap(
      new Map(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, fromStored(item)])),
    );
  }
  return fail(`Unsupported stored value: ${typeof value}`);
}
