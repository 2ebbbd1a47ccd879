import type { At, Expr, FunctionDecl, MatchBlock, PatternSegment, RulesFile } from './rules-ast';
import { TYPE_NAMES } from './rules-operators';
import { FUNCTION_NAMES, METHOD_NAMES, NAMESPACES } from './rules-methods';

/**
 * A static check of a parsed rules file (`npm run lint:rules`, and a unit test on
 * firestore.rules): what would only show at evaluation time as an error, and so as a silent
 * deny. It reports, each with line and column:
 * - unknown functions (neither declared where the call can see them nor built in),
 * - unknown variables (not a parameter, a `let`, a wildcard of an enclosing `match`, `request`
 *   or `resource`),
 * - unknown methods (no type of the language has them),
 * - calls of user functions (and of get/exists/getAfter/existsAfter) with the wrong number of
 *   arguments,
 * - unknown types after `is`,
 * - `match` blocks whose allows can never apply: outside `/databases/{database}/documents`,
 *   in a service other than `cloud.firestore`, below a `{rest=**}`, or whose path from the
 *   documents root has an odd number of segments (a collection, never a document),
 * - recursion, direct or mutual (Firestore refuses it).
 */

export type ProblemKind =
  | 'unknown-function'
  | 'unknown-variable'
  | 'unknown-method'
  | 'arity'
  | 'unknown-type'
  | 'unreachable-match'
  | 'recursion';

export interface Problem {
  kind: ProblemKind;
  at: At;
  message: string;
}

/** `firestore.rules:12:5: unknown function isOwnr() [unknown-function]` */
export function formatProblem(problem: Problem, fileName = 'firestore.rules'): string {
  return `${fileName}:${problem.at.line}:${problem.at.column}: ${problem.message} [${problem.kind}]`;
}

interface CheckScope {
  vars: ReadonlySet<string>;
  functions: ReadonlyMap<string, FunctionDecl>;
  parent: CheckScope | null;
}

const DOCUMENT_FUNCTIONS = new Set(['get', 'exists', 'getAfter', 'existsAfter']);
const BUILTINS = new Set([...[...FUNCTION_NAMES].filter((name) => !name.includes('.')), ...DOCUMENT_FUNCTIONS]);
const FIRESTORE = 'cloud.firestore';

export function checkRules(file: RulesFile): Problem[] {
  const problems: Problem[] = [];
  const report = (kind: ProblemKind, at: At, message: string) => problems.push({ kind, at, message });
  /** the user functions each function calls */
  const calls = new Map<FunctionDecl, Set<FunctionDecl>>();

  const hasVar = (name: string, scope: CheckScope | null): boolean => {
    for (let at = scope; at; at = at.parent) if (at.vars.has(name)) return true;
    return false;
  };
  const findFunction = (name: string, scope: CheckScope | null): FunctionDecl | undefined => {
    for (let at = scope; at; at = at.parent) {
      const fn = at.functions.get(name);
      if (fn) return fn;
    }
    return undefined;
  };

  function expr(node: Expr, scope: CheckScope, caller: FunctionDecl | null): void {
    const walk = (each: Expr) => expr(each, scope, caller);
    switch (node.kind) {
      case 'null':
      case 'bool':
      case 'int':
      case 'float':
      case 'string':
        return;
      case 'ident':
        if (!hasVar(node.name, scope)) {
          report(
            'unknown-variable',
            node.at,
            NAMESPACES.has(node.name) ? `${node.name} is a namespace, not a value` : `unknown variable ${node.name}`,
          );
        }
        return;
      case 'member':
        walk(node.object);
        return;
      case 'index':
        walk(node.object);
        walk(node.index);
        return;
      case 'slice':
        walk(node.object);
        if (node.start) walk(node.start);
        if (node.end) walk(node.end);
        return;
      case 'call':
        call(node, scope, caller);
        return;
      case 'unary':
        walk(node.operand);
        return;
      case 'binary':
        walk(node.left);
        walk(node.right);
        return;
      case 'is':
        if (!TYPE_NAMES.has(node.type)) report('unknown-type', node.at, `unknown type ${node.type} after is`);
        walk(node.operand);
        return;
      case 'ternary':
        walk(node.test);
        walk(node.then);
        walk(node.otherwise);
        return;
      case 'list':
        for (const item of node.items) walk(item);
        return;
      case 'map':
        for (const entry of node.entries) {
          walk(entry.key);
          walk(entry.value);
        }
        return;
      case 'path':
        for (const segment of node.segments) if (typeof segment !== 'string') walk(segment);
        return;
    }
  }

  function call(node: Extract<Expr, { kind: 'call' }>, scope: CheckScope, caller: FunctionDecl | null): void {
    const { callee, args } = node;
    for (const arg of args) expr(arg, scope, caller);
    if (callee.kind === 'ident') {
      const fn = findFunction(callee.name, scope);
      if (fn) {
        if (caller) calls.get(caller)?.add(fn);
        if (fn.params.length !== args.length) {
          report('arity', node.at, `${fn.name}() takes ${fn.params.length} argument(s), called with ${args.length}`);
        }
      } else if (!BUILTINS.has(callee.name)) {
        report('unknown-function', callee.at, `unknown function ${callee.name}()`);
      } else if (DOCUMENT_FUNCTIONS.has(callee.name) && args.length !== 1) {
        report('arity', node.at, `${callee.name}() takes 1 argument, called with ${args.length}`);
      }
      return;
    }
    if (callee.kind !== 'member') {
      expr(callee, scope, caller);
      return;
    }
    const { object, name } = callee;
    if (object.kind === 'ident' && NAMESPACES.has(object.name) && !hasVar(object.name, scope)) {
      if (!FUNCTION_NAMES.has(`${object.name}.${name}`))
        report('unknown-function', callee.at, `unknown function ${object.name}.${name}()`);
      return;
    }
    expr(object, scope, caller);
    if (!METHOD_NAMES.has(name)) report('unknown-method', callee.at, `unknown method ${name}() (no type has it)`);
  }

  function functionsOf(decls: FunctionDecl[], vars: Set<string>, parent: CheckScope | null): CheckScope {
    const scope: CheckScope = { vars, functions: new Map(decls.map((decl) => [decl.name, decl])), parent };
    for (const decl of decls) {
      calls.set(decl, new Set());
      const frame = new Set(decl.params);
      const inner: CheckScope = { vars: frame, functions: new Map(), parent: scope };
      for (const binding of decl.lets) {
        expr(binding.value, inner, decl);
        frame.add(binding.name);
      }
      expr(decl.body, inner, decl);
    }
    return scope;
  }

  function match(block: MatchBlock, parent: CheckScope): void {
    const wildcards = new Set(block.pattern.flatMap((segment) => (segment.kind === 'literal' ? [] : [segment.name])));
    const scope = functionsOf(block.functions, wildcards, parent);
    for (const allow of block.allows) if (allow.condition) expr(allow.condition, scope, null);
    for (const child of block.matches) match(child, scope);
  }

  const globals = functionsOf(file.functions, new Set(['request', 'resource']), null);
  for (const service of file.services) {
    const scope = functionsOf(service.functions, new Set(), globals);
    for (const block of service.matches) match(block, scope);
    if (service.name !== FIRESTORE) {
      report(
        'unreachable-match',
        service.at,
        `service ${service.name} is not ${FIRESTORE}: none of its rules ever applies`,
      );
      continue;
    }
    for (const block of service.matches) reachability(block, [], report);
  }

  for (const cycle of recursiveGroups(calls)) {
    const names = cycle.map((decl) => `${decl.name}()`);
    for (const decl of cycle) {
      const message =
        cycle.length === 1
          ? `${decl.name}() calls itself (recursion is not allowed)`
          : `${decl.name}() is recursive through ${names.join(', ')} (recursion is not allowed)`;
      report('recursion', decl.at, message);
    }
  }

  return problems.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
}

const shown = (pattern: readonly PatternSegment[]) =>
  `/${pattern.map((segment) => (segment.kind === 'literal' ? segment.text : segment.kind === 'variable' ? `{${segment.name}}` : `{${segment.name}=**}`)).join('/')}`;

/** The root every document path starts with: /databases/{database}/documents. */
function rootProblem(full: readonly PatternSegment[]): string | null {
  const [databases, database, documents] = full;
  const fits = (segment: PatternSegment | undefined, literal: string) =>
    segment === undefined || segment.kind === 'variable' || (segment.kind === 'literal' && segment.text === literal);
  if (!fits(databases, 'databases') || !fits(database, '(default)') || !fits(documents, 'documents')) {
    return `match ${shown(full)} is not under /databases/{database}/documents: its rules never apply`;
  }
  return null;
}

/** Reports the blocks whose allows can never apply to a document; a block off the root once. */
function reachability(
  block: MatchBlock,
  prefix: readonly PatternSegment[],
  report: (kind: ProblemKind, at: At, message: string) => void,
): void {
  const full = [...prefix, ...block.pattern];
  const restAt = full.findIndex((segment) => segment.kind === 'rest');
  if (restAt >= 0 && restAt < full.length - 1) {
    report(
      'unreachable-match',
      block.at,
      `match ${shown(block.pattern)} is below a {name=**} wildcard, which takes the rest of every path: its rules never apply`,
    );
    return;
  }
  const offRoot = rootProblem(full);
  if (offRoot) {
    report('unreachable-match', block.at, offRoot);
    return;
  }
  // a {rest=**} takes any number of segments, so some document always fits
  const hasRest = restAt >= 0;
  const relative = full.length - 3;
  if (!hasRest && (block.allows.length > 0 || block.matches.length === 0)) {
    if (relative <= 0) {
      if (block.allows.length)
        report('unreachable-match', block.at, `the allows of match ${shown(full)} never apply: it names no document`);
    } else if (relative % 2 === 1) {
      report(
        'unreachable-match',
        block.at,
        `match ${shown(full)} has ${relative} segment(s) below /databases/{database}/documents: a collection, never a document, so its rules never apply`,
      );
    }
  }
  for (const child of block.matches) reachability(child, full, report);
}

/** The groups of functions that call one another (Tarjan's strongly connected components), each a recursion. */
function recursiveGroups(calls: ReadonlyMap<FunctionDecl, ReadonlySet<FunctionDecl>>): FunctionDecl[][] {
  const index = new Map<FunctionDecl, number>();
  const low = new Map<FunctionDecl, number>();
  const stack: FunctionDecl[] = [];
  const onStack = new Set<FunctionDecl>();
  const groups: FunctionDecl[][] = [];
  let next = 0;
  const visit = (decl: FunctionDecl) => {
    index.set(decl, next);
    low.set(decl, next);
    next++;
    stack.push(decl);
    onStack.add(decl);
    for (const callee of calls.get(decl) ?? []) {
      if (!index.has(callee)) {
        visit(callee);
        low.set(decl, Math.min(low.get(decl) as number, low.get(callee) as number));
      } else if (onStack.has(callee)) {
        low.set(decl, Math.min(low.get(decl) as number, index.get(callee) as number));
      }
    }
    if (low.get(decl) === index.get(decl)) {
      const group: FunctionDecl[] = [];
      let member: FunctionDecl | undefined;
      do {
        member = stack.pop() as FunctionDecl;
        onStack.delete(member);
        group.push(member);
      } while (member !== decl);
      if (group.length > 1 || calls.get(decl)?.has(decl)) {
        groups.push(group.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column));
      }
    }
  };
  for (const decl of calls.keys()) if (!index.has(decl)) visit(decl);
  return groups;
}
