import type { At, Expr, FunctionDecl, MatchBlock, RulesFile } from '../../src/backend/rules/rules-ast';
import { parseRules } from '../../src/backend/rules/rules-parser';
import { Scanner, type Token } from '../../src/backend/rules/rules-scanner';

/**
 * Mutants of a rules file for the mutation test (`npm run test:mutants`): copies of the source
 * that each change one operator or condition, at a token's position, so that the permission
 * table can show it notices. Pure: the same source and seed give the same mutants.
 *
 * The changes (operators):
 * - `equality`: `==` ↔ `!=`
 * - `logical`: `&&` ↔ `||`
 * - `relational`: `<` ↔ `<=`, `>` ↔ `>=` (the boundary), and `<` ↔ `>`, `<=` ↔ `>=` (the direction)
 * - `boolean`: `true` ↔ `false`
 * - `negation`: a `!` dropped
 * - `after`: `get` ↔ `getAfter`, `exists` ↔ `existsAfter` (before or after the batch); only
 *   where a write can reach it: for a read, before and after are the same (an equivalent mutant)
 * - `method`: `hasOnly` / `hasAny` / `hasAll` swapped
 * - `body`: a function's whole body replaced by `true`, or by `false`
 * - `condition`: an allow's whole condition replaced by `true`, or by `false`
 * - `operand`: one operand of `&&` replaced by `true`, one of `||` by `false` (a check dropped)
 */

export type MutationOperator =
  | 'equality'
  | 'logical'
  | 'relational'
  | 'boolean'
  | 'negation'
  | 'after'
  | 'method'
  | 'body'
  | 'condition'
  | 'operand';

export const MUTATION_OPERATORS: readonly MutationOperator[] = [
  'equality',
  'logical',
  'relational',
  'boolean',
  'negation',
  'after',
  'method',
  'body',
  'condition',
  'operand',
];

export interface Mutation {
  operator: MutationOperator;
  /** offset of the first character replaced */
  offset: number;
  /** how many characters are replaced */
  length: number;
  replacement: string;
  at: At;
  /** what changed, e.g. `'==' → '!='` or `body of isMe() → true` */
  description: string;
  /**
   * The function whose body holds the change (its name and where its `function` keyword is),
   * none for a change in an allow: only requests that enter it can see the change.
   */
  within?: { name: string; at: At };
  /** the path of the `match` blocks around the change, e.g. `/databases/{database}/documents/users/{userId}` */
  match?: string;
}

export interface Mutant extends Mutation {
  /** the whole mutated source */
  source: string;
}

const SWAPS: Record<string, { operator: MutationOperator; to: string[] }> = {
  '==': { operator: 'equality', to: ['!='] },
  '!=': { operator: 'equality', to: ['=='] },
  '&&': { operator: 'logical', to: ['||'] },
  '||': { operator: 'logical', to: ['&&'] },
  '<': { operator: 'relational', to: ['<=', '>'] },
  '<=': { operator: 'relational', to: ['<', '>='] },
  '>': { operator: 'relational', to: ['>=', '<'] },
  '>=': { operator: 'relational', to: ['>', '<='] },
};

const WORD_SWAPS: Record<string, { operator: MutationOperator; to: string[]; call?: 'function' | 'method' }> = {
  true: { operator: 'boolean', to: ['false'] },
  false: { operator: 'boolean', to: ['true'] },
  get: { operator: 'after', to: ['getAfter'], call: 'function' },
  getAfter: { operator: 'after', to: ['get'], call: 'function' },
  exists: { operator: 'after', to: ['existsAfter'], call: 'function' },
  existsAfter: { operator: 'after', to: ['exists'], call: 'function' },
  hasOnly: { operator: 'method', to: ['hasAll'], call: 'method' },
  hasAll: { operator: 'method', to: ['hasOnly'], call: 'method' },
  hasAny: { operator: 'method', to: ['hasAll'], call: 'method' },
};

/** Every token of the source (comments and spaces skipped). */
export function tokensOf(source: string): Token[] {
  const scanner = new Scanner(source);
  const tokens: Token[] = [];
  for (let token = scanner.next(); token.kind !== 'end'; token = scanner.next()) tokens.push(token);
  return tokens;
}

const isPunct = (token: Token | undefined, text: string) => token?.kind === 'punct' && token.text === text;
const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** The index of the token closing the bracket at `open`. */
function closing(tokens: Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== 'punct') continue;
    if (OPEN[token.text]) depth++;
    else if (token.text === ')' || token.text === ']' || token.text === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return tokens.length;
}

/** The index of the `;` ending the expression that starts at `from`, at its own depth. */
function statementEnd(tokens: Token[], from: number): number {
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind === 'punct' && OPEN[token.text]) i = closing(tokens, i);
    else if (isPunct(token, ';') || isPunct(token, '}')) return i;
  }
  return tokens.length;
}

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
};

const READ_METHODS = new Set(['read', 'get', 'list']);

/** The names of the functions a write (create, update, delete) can call, directly or not. */
export function writeReachableFunctions(file: RulesFile): Set<string> {
  const byName = new Map<string, FunctionDecl[]>();
  const declare = (decls: FunctionDecl[]) => {
    for (const decl of decls) byName.set(decl.name, [...(byName.get(decl.name) ?? []), decl]);
  };
  const roots: Expr[] = [];
  const visit = (block: MatchBlock) => {
    declare(block.functions);
    for (const allow of block.allows)
      if (allow.condition && allow.methods.some((method) => !READ_METHODS.has(method))) roots.push(allow.condition);
    block.matches.forEach(visit);
  };
  declare(file.functions);
  for (const service of file.services) {
    declare(service.functions);
    service.matches.forEach(visit);
  }
  const reached = new Set<string>();
  const pending = [...roots];
  const called = (expr: Expr): void => {
    if (
      expr.kind === 'call' &&
      expr.callee.kind === 'ident' &&
      byName.has(expr.callee.name) &&
      !reached.has(expr.callee.name)
    ) {
      reached.add(expr.callee.name);
      for (const decl of byName.get(expr.callee.name) ?? [])
        pending.push(...decl.lets.map((each) => each.value), decl.body);
    }
    for (const value of Object.values(expr)) {
      if (Array.isArray(value)) for (const item of value) childOf(item);
      else childOf(value);
    }
  };
  const childOf = (value: unknown) => {
    if (value && typeof value === 'object' && 'kind' in value && 'at' in value) called(value as Expr);
    else if (value && typeof value === 'object' && 'key' in value && 'value' in value) {
      called((value as { key: Expr }).key);
      called((value as { value: Expr }).value);
    }
  };
  while (pending.length) called(pending.pop() as Expr);
  return reached;
}

/** Every mutation of the source, in source order. */
export function mutationsOf(source: string): Mutation[] {
  const tokens = tokensOf(source);
  const writeReachable = writeReachableFunctions(parseRules(source));
  /** the match blocks around the token being read, with the index of their closing brace */
  const matches: { path: string; end: number }[] = [];
  /** the allow being read: its methods and the index of its `;` */
  let allow: { methods: string[]; end: number } | null = null;
  const out: Mutation[] = [];
  const seen = new Set<string>();
  /** the function being read, and the offset just past its closing brace */
  let within: { name: string; at: At; end: number } | null = null;
  const add = (operator: MutationOperator, from: Token, to: Token, replacement: string, description: string) => {
    const offset = from.start;
    const length = to.end - from.start;
    if (source.slice(offset, offset + length) === replacement) return;
    const key = `${offset}:${length}:${replacement}`;
    if (seen.has(key)) return;
    seen.add(key);
    const fn = within && offset < within.end ? { within: { name: within.name, at: within.at } } : {};
    const block = matches.length ? { match: matches.map((each) => each.path).join('') } : {};
    out.push({ operator, offset, length, replacement, at: from.at, description, ...fn, ...block });
  };

  /** operands of the && / || at the top of tokens [from, to), then of each parenthesised group in it */
  const operands = (from: number, to: number) => {
    const top: number[] = [];
    let ternary = false;
    const groups: [number, number][] = [];
    for (let i = from; i < to; i++) {
      const token = tokens[i] as Token;
      if (token.kind === 'punct' && OPEN[token.text]) {
        const end = closing(tokens, i);
        const before = tokens[i - 1];
        const isCall =
          before && (before.kind === 'ident' || isPunct(before, ')') || isPunct(before, ']') || isPunct(before, '$'));
        if (token.text === '(' && !isCall) groups.push([i + 1, end]);
        i = end;
      } else if (isPunct(token, '?')) ternary = true;
      else if (isPunct(token, '||') || isPunct(token, '&&')) top.push(i);
    }
    if (!ternary) {
      const ors = top.filter((i) => isPunct(tokens[i], '||'));
      const split = ors.length ? '||' : top.length ? '&&' : null;
      if (split) {
        const cuts = split === '||' ? ors : top;
        const replacement = split === '||' ? 'false' : 'true';
        let start = from;
        for (const cut of [...cuts, to]) {
          const first = tokens[start] as Token;
          const last = tokens[cut - 1] as Token;
          add(
            'operand',
            first,
            last,
            replacement,
            `${split} operand '${clip(source.slice(first.start, last.end))}' → ${replacement}`,
          );
          start = cut + 1;
        }
      }
    }
    for (const [start, end] of groups) operands(start, end);
  };

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    while (matches.length && (matches.at(-1) as { end: number }).end < i) matches.pop();
    if (allow && allow.end < i) allow = null;
    if (token.kind === 'ident' && token.text === 'match' && isPunct(next, '/')) {
      let open = i + 1;
      while (open < tokens.length && !(isPunct(tokens[open], '{') && !isPunct(tokens[open - 1], '/'))) open++;
      matches.push({
        path: source.slice((next as Token).start, (tokens[open - 1] as Token).end),
        end: closing(tokens, open),
      });
    }
    if (token.kind === 'ident' && token.text === 'allow') {
      const end = statementEnd(tokens, i + 1);
      let colon = i + 1;
      while (colon < end && !isPunct(tokens[colon], ':')) colon++;
      allow = {
        methods: tokens
          .slice(i + 1, colon)
          .filter((each) => each.kind === 'ident')
          .map((each) => each.text),
        end,
      };
    }
    if (token.kind === 'punct' && SWAPS[token.text]) {
      const { operator, to } = SWAPS[token.text] as (typeof SWAPS)[string];
      for (const text of to) add(operator, token, token, text, `'${token.text}' → '${text}'`);
    } else if (isPunct(token, '!')) {
      add('negation', token, token, '', "'!' dropped");
    } else if (token.kind === 'ident') {
      const swap = WORD_SWAPS[token.text];
      const called = isPunct(next, '(');
      const isMethod = isPunct(previous, '.');
      const inFunction = within && token.start < within.end ? within : null;
      // a read has no batch: there get() and getAfter() agree, and the mutant would be equivalent
      const readOnly = inFunction
        ? !writeReachable.has(inFunction.name)
        : !allow || allow.methods.every((method) => READ_METHODS.has(method));
      if (
        swap &&
        (!swap.call || (called && (swap.call === 'method') === isMethod)) &&
        !(swap.operator === 'after' && readOnly)
      ) {
        // x.hasAny([f]) and x.hasAll([f]) agree: with one item, hasAny becomes hasOnly instead
        const to = token.text === 'hasAny' && singleItemList(tokens, i + 1) ? ['hasOnly'] : swap.to;
        for (const text of to) add(swap.operator, token, token, text, `'${token.text}' → '${text}'`);
      }
      if (token.text === 'function' && next?.kind === 'ident' && isPunct(tokens[i + 2], '(')) {
        const body = closing(tokens, i + 2) + 1;
        within = {
          name: next.text,
          at: token.at,
          end: (tokens[closing(tokens, body)] as Token | undefined)?.end ?? source.length,
        };
      }
      if (token.text === 'return') {
        const end = statementEnd(tokens, i + 1);
        const first = tokens[i + 1] as Token;
        const last = tokens[end - 1] as Token;
        for (const value of ['true', 'false'])
          add('body', first, last, value, `body of ${within?.name ?? '?'}() → ${value}`);
        operands(i + 1, end);
      }
      if (token.text === 'if' && isPunct(previous, ':')) {
        const end = statementEnd(tokens, i + 1);
        const first = tokens[i + 1] as Token;
        const last = tokens[end - 1] as Token;
        const where =
          matches
            .map((each) => each.path)
            .join('')
            .replace('/databases/{database}/documents', '') || '/';
        const methods = `${allow?.methods.join(', ') ?? '?'} in ${where}`;
        for (const value of ['true', 'false'])
          add('condition', first, last, value, `condition of allow ${methods} → ${value}`);
        operands(i + 1, end);
      }
      if (token.text === 'let' && next?.kind === 'ident' && isPunct(tokens[i + 2], '='))
        operands(i + 3, statementEnd(tokens, i + 3));
    }
  }
  return out.sort((a, b) => a.offset - b.offset || a.replacement.localeCompare(b.replacement));
}

/** Whether the call whose `(` is at `open` takes one list literal of one item: `([x])`. */
function singleItemList(tokens: Token[], open: number): boolean {
  const close = closing(tokens, open);
  if (!isPunct(tokens[open + 1], '[') || closing(tokens, open + 1) !== close - 1) return false;
  for (let i = open + 2; i < close - 1; i++) {
    const token = tokens[i] as Token;
    if (token.kind === 'punct' && OPEN[token.text]) i = closing(tokens, i);
    else if (isPunct(token, ',')) return false;
  }
  return close - 1 > open + 2;
}

export function applyMutation(source: string, mutation: Mutation): string {
  return source.slice(0, mutation.offset) + mutation.replacement + source.slice(mutation.offset + mutation.length);
}

/** A small, fast, seeded generator (mulberry32): the same seed, the same numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface SampleOptions {
  seed: number;
  count: number;
  /** only these operators (all by default) */
  operators?: readonly MutationOperator[];
}

/**
 * `count` mutants chosen at random by `seed`, spread over the operators in turn (so that rare
 * operators are sampled too), in source order.
 */
export function sampleMutants(
  source: string,
  { seed, count, operators = MUTATION_OPERATORS }: SampleOptions,
): Mutant[] {
  const random = seededRandom(seed);
  const all = mutationsOf(source);
  const pools = operators.map((operator) =>
    shuffled(
      all.filter((each) => each.operator === operator),
      random,
    ),
  );
  const chosen: Mutation[] = [];
  while (chosen.length < count && pools.some((pool) => pool.length)) {
    for (const pool of pools) {
      const next = pool.shift();
      if (next && chosen.length < count) chosen.push(next);
    }
  }
  return chosen
    .sort((a, b) => a.offset - b.offset)
    .map((mutation) => ({ ...mutation, source: applyMutation(source, mutation) }));
}

/** `firestore.rules:120:9 [equality] '==' → '!='` */
export function describeMutant(mutation: Mutation, fileName = 'firestore.rules'): string {
  return `${fileName}:${mutation.at.line}:${mutation.at.column} [${mutation.operator}] ${mutation.description}`;
}
