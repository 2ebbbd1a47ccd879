import type { Expr, FunctionDecl } from './rules-ast';
import { callFunction, callMethod, NAMESPACES } from './rules-methods';
import {
  fail,
  QueryData,
  RDuration,
  RMap,
  RPath,
  RSet,
  RTimestamp,
  RulesError,
  RulesLimitError,
  typeName,
  type Value,
  valuesEqual,
} from './rules-values';

/**
 * Evaluates expressions of the rules language with Firestore's semantics as production shows
 * them (docs/RULES-ENGINE.md): a missing field, a missing document and a non-boolean in control
 * flow are errors; `&&` and `||` absorb an error when the other side decides the answer
 * (`error || true` is true, `error && false` false), on either side; `!`, `==` and the rest
 * pass errors on. Function calls nest at most 20 deep and never recurse; every evaluated
 * expression counts towards the request's 1,000.
 */

/** What a name stands for: a value, or an error to raise when it is read (`resource` of a missing document). */
export type Binding = Value | UnreadableBinding;

export class UnreadableBinding {
  constructor(readonly reason: string) {}
}

export interface FunctionDef {
  decl: FunctionDecl;
  /** where it was declared: its body sees that scope's names */
  scope: Scope;
}

export interface Scope {
  vars: ReadonlyMap<string, Binding>;
  functions: ReadonlyMap<string, FunctionDef>;
  parent: Scope | null;
}

/** What an evaluation may ask of the request it judges. */
export interface EvalHost {
  /** the document at `path` as `get()` (before the write) or `getAfter()` sees it; null when missing */
  read(path: RPath, after: boolean): RMap | null;
  /** called once per evaluated expression */
  tick(): void;
  /** called with each user function entered (coverage) */
  entered?(decl: FunctionDecl): void;
}

export const MAX_CALL_DEPTH = 20;

const DOCUMENT_FUNCTIONS = new Set(['get', 'exists', 'getAfter', 'existsAfter']);

export class Evaluator {
  private readonly stack: FunctionDecl[] = [];

  constructor(private readonly host: EvalHost) {}

  /** A condition: true, false, or a RulesError (denied) when it errs or is not a boolean. */
  condition(expr: Expr, scope: Scope): boolean {
    const value = this.evaluate(expr, scope);
    return typeof value === 'boolean' ? value : fail(`The condition is ${typeName(value)}, not bool.`);
  }

  evaluate(expr: Expr, scope: Scope): Value {
    this.host.tick();
    switch (expr.kind) {
      case 'null':
        return null;
      case 'bool':
      case 'int':
      case 'float':
      case 'string':
        return expr.value;
      case 'ident':
        return this.lookup(expr.name, scope);
      case 'list':
        return expr.items.map((item) => this.evaluate(item, scope));
      case 'map':
        return new RMap(
          new Map(expr.entries.map(({ key, value }) => [this.mapKey(key, scope), this.evaluate(value, scope)])),
        );
      case 'path':
        return this.path(expr.segments, scope);
      case 'member':
        return member(this.evaluate(expr.object, scope), expr.name);
      case 'index':
        return index(this.evaluate(expr.object, scope), this.evaluate(expr.index, scope));
      case 'slice':
        return slice(
          this.evaluate(expr.object, scope),
          expr.start && this.evaluate(expr.start, scope),
          expr.end && this.evaluate(expr.end, scope),
        );
      case 'call':
        return this.call(expr, scope);
      case 'unary':
        return unary(expr.op, this.evaluate(expr.operand, scope));
      case 'is':
        return isType(this.evaluate(expr.operand, scope), expr.type);
      case 'ternary': {
        const test = this.evaluate(expr.test, scope);
        if (typeof test !== 'boolean') return fail(`The condition of ?: is ${typeName(test)}, not bool.`);
        return this.evaluate(test ? expr.then : expr.otherwise, scope);
      }
      case 'binary':
        if (expr.op === '&&' || expr.op === '||') return this.logical(expr.op, expr.left, expr.right, scope);
        return binary(expr.op, this.evaluate(expr.left, scope), this.evaluate(expr.right, scope));
    }
  }

  /** `a && b`, `a || b`: an error on one side is absorbed when the other side decides. */
  private logical(op: '&&' | '||', left: Expr, right: Expr, scope: Scope): boolean {
    const decisive = op === '||';
    const first = this.attempt(left, scope);
    if (first === decisive) return decisive;
    const second = this.attempt(right, scope);
    if (second === decisive) return decisive;
    if (first instanceof RulesError) throw first;
    if (second instanceof RulesError) throw second;
    return !decisive;
  }

  /** A boolean, or the error evaluating it raised (a non-boolean is one too). Limits are never absorbed. */
  private attempt(expr: Expr, scope: Scope): boolean | RulesError {
    try {
      const value = this.evaluate(expr, scope);
      return typeof value === 'boolean'
        ? value
        : new RulesError(`An operand of && or || is ${typeName(value)}, not bool.`);
    } catch (error) {
      if (error instanceof RulesError) return error;
      throw error;
    }
  }

  private lookup(name: string, scope: Scope): Value {
    for (let at: Scope | null = scope; at; at = at.parent) {
      if (at.vars.has(name)) {
        const binding = at.vars.get(name) as Binding;
        if (binding instanceof UnreadableBinding) return fail(binding.reason);
        return binding;
      }
    }
    return fail(NAMESPACES.has(name) ? `${name} is a namespace, not a value.` : `Unknown variable: ${name}`);
  }

  private mapKey(key: Expr, scope: Scope): string {
    const value = this.evaluate(key, scope);
    return typeof value === 'string' ? value : fail(`A map key must be a string, got ${typeName(value)}`);
  }

  private path(segments: (string | Expr)[], scope: Scope): RPath {
    const out: string[] = [];
    for (const segment of segments) {
      if (typeof segment === 'string') {
        out.push(segment);
        continue;
      }
      const value = this.evaluate(segment, scope);
      if (typeof value === 'string') out.push(value);
      else if (typeof value === 'bigint') out.push(String(value));
      else if (value instanceof RPath) out.push(...value.segments);
      else fail(`A path segment must be a string, got ${typeName(value)}`);
    }
    return new RPath(out);
  }

  private call(expr: Extract<Expr, { kind: 'call' }>, scope: Scope): Value {
    const { callee } = expr;
    if (callee.kind === 'ident') {
      const fn = findFunction(callee.name, scope);
      if (fn) return this.invoke(fn, expr.args, scope);
      const args = expr.args.map((arg) => this.evaluate(arg, scope));
      if (DOCUMENT_FUNCTIONS.has(callee.name)) return this.document(callee.name, args);
      return callFunction(callee.name, args);
    }
    if (callee.kind !== 'member') return fail('Only functions and methods can be called.');
    const { object, name } = callee;
    if (object.kind === 'ident' && NAMESPACES.has(object.name) && !isBound(object.name, scope)) {
      const args = expr.args.map((arg) => this.evaluate(arg, scope));
      return callFunction(`${object.name}.${name}`, args);
    }
    const self = this.evaluate(object, scope);
    return callMethod(
      self,
      name,
      expr.args.map((arg) => this.evaluate(arg, scope)),
    );
  }

  private document(name: string, args: Value[]): Value {
    if (args.length !== 1) return fail(`${name}() takes 1 argument, got ${args.length}`);
    const path = args[0] as Value;
    if (!(path instanceof RPath)) return fail(`${name}() takes a path, got ${typeName(path)}`);
    const doc = this.host.read(path, name.endsWith('After'));
    if (name.startsWith('exists')) return doc !== null;
    // production: get() of a missing document is an error, not null
    return doc ?? fail(`Null value error: no document at ${path.toString()}`);
  }

  private invoke(fn: FunctionDef, argExprs: Expr[], scope: Scope): Value {
    const { decl } = fn;
    if (argExprs.length !== decl.params.length) {
      return fail(`${decl.name}() takes ${decl.params.length} argument(s), got ${argExprs.length}`);
    }
    if (this.stack.includes(decl)) return fail(`Recursive call of ${decl.name}() is not allowed.`);
    if (this.stack.length >= MAX_CALL_DEPTH) {
      throw new RulesLimitError(`Function calls may nest at most ${MAX_CALL_DEPTH} deep (Firestore's limit).`);
    }
    const args = argExprs.map((arg) => this.evaluate(arg, scope));
    this.host.entered?.(decl);
    const vars = new Map<string, Binding>(decl.params.map((param, i) => [param, args[i] as Value]));
    const frame: Scope = { vars, functions: new Map(), parent: fn.scope };
    this.stack.push(decl);
    try {
      for (const binding of decl.lets) vars.set(binding.name, this.evaluate(binding.value, frame));
      return this.evaluate(decl.body, frame);
    } finally {
      this.stack.pop();
    }
  }
}

function findFunction(name: string, scope: Scope): FunctionDef | undefined {
  for (let at: Scope | null = scope; at; at = at.parent) {
    const fn = at.functions.get(name);
    if (fn) return fn;
  }
  return undefined;
}

function isBound(name: string, scope: Scope): boolean {
  for (let at: Scope | null = scope; at; at = at.parent) if (at.vars.has(name)) return true;
  return false;
}

function member(object: Value, name: string): Value {
  if (object instanceof RMap || object instanceof QueryData) return object.field(name);
  return fail(`Property ${name} is undefined on ${typeName(object)}.`);
}

function asIndex(value: Value): number {
  return typeof value === 'bigint' ? Number(value) : fail(`An index must be an int, got ${typeName(value)}`);
}

function index(object: Value, key: Value): Value {
  // rules.String: "Sub-strings can be accessed using the index operator []"
  if (Array.isArray(object) || object instanceof RPath || typeof object === 'string') {
    const items: readonly Value[] = Array.isArray(object)
      ? object
      : typeof object === 'string'
        ? [...object]
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
function slice(object: Value, start: Value, end: Value): Value {
  const items: readonly unknown[] | null = Array.isArray(object)
    ? object
    : typeof object === 'string'
      ? [...object]
      : null;
  if (!items) return fail(`${typeName(object)} cannot be sliced.`);
  const from = start === null ? 0 : asIndex(start);
  const to = end === null ? items.length : asIndex(end);
  if (from < 0 || to > items.length || from > to)
    return fail(`Slice [${from}:${to}] is out of range (size ${items.length}).`);
  const part = items.slice(from, to);
  return typeof object === 'string' ? (part as string[]).join('') : (part as Value[]);
}

function unary(op: '!' | '-', value: Value): Value {
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

function isType(value: Value, type: string): boolean {
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

/** Strings order by code point (as UTF-8 bytes order), not by UTF-16 unit. */
function compareCodePoints(a: string, b: string): number {
  const [x, y] = [[...a], [...b]];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const diff = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return x.length - y.length < 0 ? -1 : x.length > y.length ? 1 : 0;
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

function binary(op: Exclude<Extract<Expr, { kind: 'binary' }>['op'], '&&' | '||'>, a: Value, b: Value): Value {
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
