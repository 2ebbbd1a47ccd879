import type { Expr, FunctionDecl } from './rules-ast';
import { callFunction, callMethod, NAMESPACES } from './rules-methods';
import { binary, index, isType, member, slice, unary } from './rules-operators';
import { fail, RMap, RPath, RulesError, RulesLimitError, typeName, type Value } from './rules-values';

/**
 * Evaluates expressions of the rules language with Firestore's semantics as production shows
 * them (docs/RULES-ENGINE.md): a missing field, a missing document and a non-boolean in control
 * flow are errors; `&&` and `||` absorb an error when the other side decides the answer
 * (`error || true` is true, `error && false` false), on either side; `!`, `==` and the rest
 * pass errors on. Function calls nest at most 20 deep and never recurse; every evaluated
 * expression counts towards the request's 1,000.
 *
 * Counted as Google's Firestore emulator counts (docs/RULES-ENGINE.md "Counting"): each evaluated
 * `&&`, `||` and `?:` is 2 expressions; both operands of an operator and every argument of a call
 * are evaluated even when one of them errs, so their reads and expressions count.
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
  /**
   * the document at `path` as `get()` (before the write) or `getAfter()` sees it; null when
   * missing. `existence`: only whether it exists is asked (`exists`, `existsAfter`), which the
   * emulator counts as a read of its own when a `get` of the same path follows.
   */
  read(path: RPath, after: boolean, existence: boolean): RMap | null;
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
        this.host.tick();
        const test = this.evaluate(expr.test, scope);
        if (typeof test !== 'boolean') return fail(`The condition of ?: is ${typeName(test)}, not bool.`);
        return this.evaluate(test ? expr.then : expr.otherwise, scope);
      }
      case 'binary': {
        if (expr.op === '&&' || expr.op === '||') {
          this.host.tick();
          return this.logical(expr.op, expr.left, expr.right, scope);
        }
        const [left, right] = this.evaluateAll([expr.left, expr.right], scope);
        return binary(expr.op, left as Value, right as Value);
      }
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

  /**
   * Each of `exprs`, all of them even when one errs (their reads and expressions count, as the
   * emulator counts them); then the first error, if any.
   */
  private evaluateAll(exprs: readonly Expr[], scope: Scope): Value[] {
    let firstError: RulesError | null = null;
    const values = exprs.map((expr) => {
      try {
        return this.evaluate(expr, scope);
      } catch (error) {
        if (!(error instanceof RulesError)) throw error;
        firstError ??= error;
        return null;
      }
    });
    if (firstError) throw firstError;
    return values;
  }

  private letValue(expr: Expr, scope: Scope): Binding {
    try {
      return this.evaluate(expr, scope);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      return new UnreadableBinding(error.message);
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
      const args = this.evaluateAll(expr.args, scope);
      if (DOCUMENT_FUNCTIONS.has(callee.name)) return this.document(callee.name, args);
      return callFunction(callee.name, args);
    }
    if (callee.kind !== 'member') return fail('Only functions and methods can be called.');
    const { object, name } = callee;
    if (object.kind === 'ident' && NAMESPACES.has(object.name) && !isBound(object.name, scope)) {
      return callFunction(`${object.name}.${name}`, this.evaluateAll(expr.args, scope));
    }
    const [self, ...args] = this.evaluateAll([object, ...expr.args], scope);
    return callMethod(self as Value, name, args);
  }

  private document(name: string, args: Value[]): Value {
    if (args.length !== 1) return fail(`${name}() takes 1 argument, got ${args.length}`);
    const path = args[0] as Value;
    if (!(path instanceof RPath)) return fail(`${name}() takes a path, got ${typeName(path)}`);
    const existence = name.startsWith('exists');
    const doc = this.host.read(path, name.endsWith('After'), existence);
    if (existence) return doc !== null;
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
    const args = this.evaluateAll(argExprs, scope);
    this.host.entered?.(decl);
    const vars = new Map<string, Binding>(decl.params.map((param, i) => [param, args[i] as Value]));
    const frame: Scope = { vars, functions: new Map(), parent: fn.scope };
    this.stack.push(decl);
    try {
      // Each `let` is evaluated in order (its reads and expressions count), but an error in it is
      // raised only where the name is read: the Firestore emulator allows a function whose unused
      // `let` errs (docs/RULES-ENGINE.md "Counting").
      for (const binding of decl.lets) vars.set(binding.name, this.letValue(binding.value, frame));
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
