import { expect, it } from 'vitest';
import type { RulesFile } from '../../src/backend/rules/rules-ast';
import { type Binding, type EvalHost, Evaluator, type Scope } from '../../src/backend/rules/rules-eval';
import {
  type DocData,
  type DocumentRequest,
  type EngineOptions,
  type Equalities,
  type ListRequest,
  RulesEngine,
  type RulesAuth,
  type Verdict,
} from '../../src/backend/rules/rules-engine';
import { parseExpression, parseRules } from '../../src/backend/rules/rules-parser';
import { fromStored, RMap, type RPath, RulesError, type Value } from '../../src/backend/rules/rules-values';

/**
 * Helpers for the evaluator's own tests (src/backend/rules/*.test.ts): an expression evaluated
 * on its own, or a small rules text judged by RulesEngine against an in-memory store. Tests
 * only: nothing in the app imports this.
 */

export const ALICE: RulesAuth = { uid: 'alice', email: 'alice@example.com', emailVerified: true };
export const BOB: RulesAuth = { uid: 'bob', email: 'bob@example.com', emailVerified: false };
export const NOW = new Date('2026-07-01T12:34:56.789Z');

/** What an evaluation that errs returns in these tests. */
export const ERROR = 'error' as const;

/** Stored documents by 'collection/id'. */
export type Docs = Record<string, DocData>;

function documentKey(path: RPath): string {
  const segments = path.segments;
  return segments.slice(3).join('/');
}

/** Evaluates one expression with `vars` (stored JSON, converted as the port stores it) in scope. */
export function evaluate(
  source: string,
  vars: Record<string, unknown> = {},
  docs: { before?: Docs; after?: Docs } = {},
): Value {
  const host: EvalHost = {
    read: (path, after) => {
      const data = (after ? docs.after : docs.before)?.[documentKey(path)];
      return data ? RMap.of({ data: fromStored(data) }) : null;
    },
    tick: () => {},
  };
  const scope: Scope = {
    vars: new Map<string, Binding>(Object.entries(vars).map(([name, value]) => [name, fromStored(value)])),
    functions: new Map(),
    parent: null,
  };
  return new Evaluator(host).evaluate(parseExpression(source), scope);
}

/** The value of an expression, or ERROR when its evaluation fails (a RulesError). */
export function outcome(
  source: string,
  vars: Record<string, unknown> = {},
  docs: { before?: Docs; after?: Docs } = {},
): Value | typeof ERROR {
  try {
    return evaluate(source, vars, docs);
  } catch (error) {
    if (error instanceof RulesError) return ERROR;
    throw error;
  }
}

/** One test per expression, each true with `vars` in scope. */
export const truths = (cases: string[], vars: Record<string, unknown> = {}) =>
  it.each(cases)('%s', (source) => expect(outcome(source, vars)).toBe(true));

/** One test per expression, each an evaluation error with `vars` in scope. */
export const errors = (cases: string[], vars: Record<string, unknown> = {}) =>
  it.each(cases)('%s is an error', (source) => expect(outcome(source, vars)).toBe(ERROR));

/** A rules file whose `match /databases/{database}/documents` holds `body`. */
export function rulesText(body: string, { version = "rules_version = '2';" }: { version?: string } = {}): string {
  return `${version}
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}
`;
}

/** `/docs/{id}` allowing every method when `condition` holds (with `functions` beside it). */
export function docsRule(condition: string, functions = ''): string {
  return rulesText(`${functions}
    match /docs/{id} {
      allow read, write: if ${condition};
    }`);
}

export interface DocCall {
  method: DocumentRequest['method'];
  /** 'collection/id' */
  path: string;
  auth?: RulesAuth | null;
  /** the document as the write leaves it (create, update) */
  data?: DocData;
  time?: Date;
  readLimit?: number;
}

export interface Store {
  /** the documents before the request (its batch) */
  before?: Docs;
  /** documents the batch writes beside the request's own: data, or null when it deletes one */
  batch?: Record<string, DocData | null>;
}

const parsed = new Map<string, RulesFile>();
const fileOf = (rules: string | RulesFile) => {
  if (typeof rules !== 'string') return rules;
  let file = parsed.get(rules);
  if (!file) {
    file = parseRules(rules);
    parsed.set(rules, file);
  }
  return file;
};

/** A loader over an in-memory store: `before`, and `after` = before + the batch + the request's own write. */
function loaderOf(store: Store, own?: { key: string; after: DocData | null }) {
  return async (collection: string, id: string, stage: 'before' | 'after') => {
    const key = `${collection}/${id}`;
    if (stage === 'after') {
      if (own && key === own.key) return own.after;
      if (store.batch && key in store.batch) return store.batch[key] ?? null;
    }
    return store.before?.[key] ?? null;
  };
}

/** Judges a document request against `rules`, on `store`. Rejects with a RulesLimitError past a limit. */
export function judgeDoc(
  rules: string | RulesFile,
  call: DocCall,
  store: Store = {},
  options?: EngineOptions,
): Promise<Verdict> {
  const [collection = '', id = ''] = call.path.split('/');
  const before = store.before?.[call.path] ?? null;
  const after = call.method === 'delete' ? null : call.method === 'get' ? undefined : (call.data ?? {});
  const request: DocumentRequest = {
    method: call.method,
    collection,
    id,
    auth: call.auth === undefined ? ALICE : call.auth,
    time: call.time ?? NOW,
    before,
    after,
    readLimit: call.readLimit ?? 10,
    readScope: 'for one write',
  };
  return new RulesEngine(fileOf(rules), options).judge(
    request,
    loaderOf(store, after === undefined ? undefined : { key: call.path, after }),
  );
}

/** Whether `rules` allow a document request. */
export async function allows(rules: string | RulesFile, call: DocCall, store: Store = {}): Promise<boolean> {
  return (await judgeDoc(rules, call, store)).allowed;
}

export interface ListCall {
  collection: string;
  /** field → value (`==`), or an array of values (`in`) */
  where?: Record<string, unknown>;
  limit?: number;
  orderBy?: ListRequest['orderBy'];
  auth?: RulesAuth | null;
  readLimit?: number;
}

/** The equalities of each combination of one value per `in` filter (as the local port forms them). */
function disjuncts(where: Record<string, unknown>): Equalities[] {
  let out: { field: string; value: unknown }[][] = [[]];
  for (const [field, value] of Object.entries(where)) {
    const values = Array.isArray(value) ? value : [value];
    out = out.flatMap((fixed) => values.map((each) => [...fixed, { field, value: each }]));
  }
  return out;
}

/** Judges a list request (a query) against `rules`. */
export function judgeList(
  rules: string | RulesFile,
  call: ListCall,
  store: Store = {},
  options?: EngineOptions,
): Promise<Verdict> {
  const request: ListRequest = {
    method: 'list',
    collection: call.collection,
    disjuncts: disjuncts(call.where ?? {}),
    limit: call.limit,
    orderBy: call.orderBy,
    auth: call.auth === undefined ? ALICE : call.auth,
    time: NOW,
    readLimit: call.readLimit ?? 10,
    readScope: 'for one query',
  };
  return new RulesEngine(fileOf(rules), options).judge(request, loaderOf(store));
}

export async function listAllowed(rules: string | RulesFile, call: ListCall, store: Store = {}): Promise<boolean> {
  return (await judgeList(rules, call, store)).allowed;
}
