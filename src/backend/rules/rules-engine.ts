import type { Allow, FunctionDecl, MatchBlock, PatternSegment, RuleMethod, RulesFile } from './rules-ast';
import { type Binding, Evaluator, type FunctionDef, type Scope, UnreadableBinding } from './rules-eval';
import {
  fromStored,
  QueryData,
  RMap,
  RPath,
  RTimestamp,
  RulesError,
  RulesLimitError,
  type Value,
} from './rules-values';

/**
 * Judges one request against a parsed rules file as Firestore does (docs/RULES-ENGINE.md):
 * finds every `allow` of the request's method in the `match` blocks that cover the document's
 * path, and allows when one of their conditions is true; an error in a condition makes it
 * false. Documents the conditions read (`get`, `exists`, `getAfter`, `existsAfter`) are counted
 * by path, once each however often they are read, except that an `exists` before a `get` of
 * the same document counts apart (as the emulator counts it); past the limit, or past 1,000
 * evaluated expressions, the request is refused whole (RulesLimitError).
 *
 * Evaluation is synchronous: a condition that reads a document not loaded yet stops, the
 * document is loaded, and the request is judged again from the start with what is loaded. The
 * last run is the one that counts, so its reads are exactly those of one evaluation. A query's
 * combinations already judged are not evaluated again: their outcome, reads and expression count
 * are carried into the next run in order (with what is loaded only growing, they would come out
 * the same), so a query of n ids costs n evaluations, not one more run of all before each read.
 */

export type RequestMethod = 'get' | 'list' | 'create' | 'update' | 'delete';
export type DocData = Record<string, unknown>;

export interface RulesAuth {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/** Loads a stored document, as before the write (`get`) or as after its whole batch (`getAfter`). */
export type DocLoader = (collection: string, id: string, stage: 'before' | 'after') => Promise<DocData | null>;

interface RequestBase {
  collection: string;
  auth: RulesAuth | null;
  time: Date;
  /** documents the rules may read for this request (10 for one request or one write of a batch) */
  readLimit: number;
  /** how the limit is named in a refusal, e.g. 'for one query' */
  readScope: string;
}

export interface DocumentRequest extends RequestBase {
  method: 'get' | 'create' | 'update' | 'delete';
  id: string;
  /** the stored document (null: missing) */
  before: DocData | null;
  /** the document as the write leaves it (create, update) */
  after?: DocData | null;
}

/** One value each query filter fixes: a query with `in` filters is judged once per combination. */
export type Equalities = ReadonlyArray<{ field: string; value: unknown }>;

export interface ListRequest extends RequestBase {
  method: 'list';
  disjuncts: readonly Equalities[];
  limit?: number;
  orderBy?: ReadonlyArray<{ field: string; direction?: 'asc' | 'desc' }>;
}

export interface Verdict {
  allowed: boolean;
  /** the documents the rules read, as 'collection/id' */
  reads: string[];
  /**
   * the reads as the emulator counts them: one per document, plus one for each document asked
   * first with `exists` and then read with `get` (docs/RULES-ENGINE.md "Counting")
   */
  readCount: number;
  /** expressions evaluated */
  expressions: number;
}

export const MAX_EXPRESSIONS = 1000;
const DATABASE = '(default)';
const ROOT = ['databases', DATABASE, 'documents'];
/** Stands for the document id of a list request while matching; never bound to a readable value. */
const LISTED = '\u0000listed';
/** How a read that asked only whether a document exists is counted apart from a `get` of it. */
const EXISTS_ONLY = ' (exists)';

const METHOD_GROUPS: Record<RequestMethod, RuleMethod[]> = {
  get: ['get', 'read'],
  list: ['list', 'read'],
  create: ['create', 'write'],
  update: ['update', 'write'],
  delete: ['delete', 'write'],
};

/** A query combination judged in an earlier run: what it decided, read and evaluated. */
interface Settled {
  allowed: boolean;
  /** the documents it read first, in order (a Set keeps insertion order) */
  added: string[];
  expressions: number;
}

class NeedDocument {
  constructor(
    readonly collection: string,
    readonly id: string,
    readonly stage: 'before' | 'after',
  ) {}
}

/** Time spent evaluating (loading documents not included), summed over requests. */
export interface RulesTiming {
  requests: number;
  ms: number;
}

export interface EngineOptions {
  /** each user function entered while judging (coverage of the permission table) */
  onFunction?: (decl: FunctionDecl) => void;
  /** where to add the time each request's evaluation takes */
  timing?: RulesTiming;
}

export class RulesEngine {
  constructor(
    readonly file: RulesFile,
    private readonly options: EngineOptions = {},
  ) {}

  async judge(request: DocumentRequest | ListRequest, load: DocLoader): Promise<Verdict> {
    const loaded = new Map<string, RMap | null>();
    const settled: Settled[] = [];
    const { timing } = this.options;
    if (timing) timing.requests += 1;
    for (;;) {
      const started = timing ? performance.now() : 0;
      let signal: unknown;
      try {
        return this.judgeLoaded(request, loaded, settled);
      } catch (error) {
        signal = error;
      } finally {
        if (timing) timing.ms += performance.now() - started;
      }
      if (!(signal instanceof NeedDocument)) throw signal;
      const data = await load(signal.collection, signal.id, signal.stage);
      loaded.set(`${signal.stage}:${signal.collection}/${signal.id}`, data === null ? null : docValue(data));
    }
  }

  private judgeLoaded(
    request: DocumentRequest | ListRequest,
    loaded: Map<string, RMap | null>,
    settled: Settled[],
  ): Verdict {
    const reads = new Set<string>();
    let expressions = 0;
    const host = {
      read: (path: RPath, after: boolean, existence: boolean): RMap | null => {
        const target = documentOf(path);
        if (!target) return null;
        const key = `${target.collection}/${target.id}`;
        const stage = after ? 'after' : 'before';
        const cached = loaded.get(`${stage}:${key}`);
        if (cached === undefined) throw new NeedDocument(target.collection, target.id, stage);
        // the emulator: `get` then `exists` of a path is 1 read, `exists` then `get` is 2
        const counted = existence ? (reads.has(key) ? key : `${key}${EXISTS_ONLY}`) : key;
        if (!reads.has(counted)) {
          reads.add(counted);
          if (reads.size > request.readLimit) {
            throw new RulesLimitError(
              `The rules may read at most ${request.readLimit} documents ${request.readScope} (Firestore's limit).`,
            );
          }
        }
        return cached;
      },
      tick: () => {
        if (++expressions > MAX_EXPRESSIONS) {
          throw new RulesLimitError(
            `The rules may evaluate at most ${MAX_EXPRESSIONS} expressions for one request (Firestore's limit).`,
          );
        }
      },
      entered: this.options.onFunction,
    };
    const evaluator = new Evaluator(host);
    let allowed = true;
    if (request.method !== 'list') allowed = this.anyAllows(evaluator, request, null);
    else {
      for (const [index, equalities] of request.disjuncts.entries()) {
        let outcome = settled[index];
        if (outcome) {
          for (const key of outcome.added) reads.add(key);
          expressions += outcome.expressions;
        } else {
          const [readsBefore, expressionsBefore] = [reads.size, expressions];
          const disjunctAllowed = this.anyAllows(evaluator, request, equalities);
          outcome = {
            allowed: disjunctAllowed,
            added: [...reads].slice(readsBefore),
            expressions: expressions - expressionsBefore,
          };
          settled[index] = outcome;
        }
        if (!outcome.allowed) {
          allowed = false;
          break;
        }
      }
    }
    const documents = new Set(
      [...reads].map((key) => (key.endsWith(EXISTS_ONLY) ? key.slice(0, -EXISTS_ONLY.length) : key)),
    );
    return { allowed, reads: [...documents], readCount: reads.size, expressions };
  }

  private anyAllows(
    evaluator: Evaluator,
    request: DocumentRequest | ListRequest,
    equalities: Equalities | null,
  ): boolean {
    const id = request.method === 'list' ? LISTED : request.id;
    const segments = [...ROOT, request.collection, id];
    const globals: Scope = {
      vars: requestVariables(request, segments, equalities),
      functions: new Map(),
      parent: null,
    };
    functionsOf(this.file.functions, globals);
    for (const service of this.file.services) {
      if (service.name !== 'cloud.firestore') continue;
      const scope: Scope = { vars: new Map(), functions: new Map(), parent: globals };
      functionsOf(service.functions, scope);
      for (const { allow, scope: allowScope } of applicable(service.matches, segments, scope, this.file.version)) {
        if (!allow.methods.some((method) => METHOD_GROUPS[request.method].includes(method))) continue;
        if (!allow.condition) return true;
        try {
          if (evaluator.condition(allow.condition, allowScope)) return true;
        } catch (error) {
          if (!(error instanceof RulesError)) throw error;
        }
      }
    }
    return false;
  }
}

/** Fills `scope.functions` with declarations that see `scope`. */
function functionsOf(decls: FunctionDecl[], scope: Scope): void {
  const functions = scope.functions as Map<string, FunctionDef>;
  for (const decl of decls) functions.set(decl.name, { decl, scope });
}

/** The allows of every block whose whole pattern covers `segments`, each with its scope. */
function* applicable(
  blocks: MatchBlock[],
  segments: string[],
  parent: Scope,
  version: '1' | '2',
): Generator<{ allow: Allow; scope: Scope }> {
  for (const block of blocks) {
    const matched = matchPrefix(block.pattern, segments, version);
    if (!matched) continue;
    const scope: Scope = { vars: matched.bindings, functions: new Map(), parent };
    functionsOf(block.functions, scope);
    if (matched.rest.length === 0) for (const allow of block.allows) yield { allow, scope };
    yield* applicable(block.matches, matched.rest, scope, version);
  }
}

function matchPrefix(pattern: PatternSegment[], segments: string[], version: '1' | '2') {
  const bindings = new Map<string, Binding>();
  let at = 0;
  for (const segment of pattern) {
    if (segment.kind === 'rest') {
      const rest = segments.slice(at);
      if (version === '1' && !rest.length) return null;
      bindings.set(segment.name, rest.includes(LISTED) ? unbound(segment.name) : new RPath(rest));
      return { bindings, rest: [] as string[] };
    }
    const value = segments[at];
    if (value === undefined) return null;
    if (segment.kind === 'literal' && segment.text !== value) return null;
    if (segment.kind === 'variable') bindings.set(segment.name, value === LISTED ? unbound(segment.name) : value);
    at++;
  }
  return { bindings, rest: segments.slice(at) };
}

/** The document id of a list request: a query's `__name__` filter does not bind it (the stricter reading). */
const unbound = (name: string) => new UnreadableBinding(`A list request does not bind {${name}}.`);

/** `/databases/(default)/documents/{collection}/{id}`; null for a deeper document (none is stored). */
function documentOf(path: RPath): { collection: string; id: string } | null {
  const { segments } = path;
  if (segments.length < ROOT.length + 2 || ROOT.some((part, i) => segments[i] !== part)) {
    throw new RulesError(`Not a document path of this database: ${path.toString()}`);
  }
  if ((segments.length - ROOT.length) % 2 !== 0) throw new RulesError(`Not a document path: ${path.toString()}`);
  if (segments.length > ROOT.length + 2) return null;
  return { collection: segments[ROOT.length] as string, id: segments[ROOT.length + 1] as string };
}

function docValue(data: DocData): RMap {
  // production: `resource.id` and `resource.__name__` are not readable; only `data`
  return RMap.of({ data: fromStored(data) });
}

function requestVariables(
  request: DocumentRequest | ListRequest,
  segments: string[],
  equalities: Equalities | null,
): Map<string, Binding> {
  const { auth } = request;
  const fields: Record<string, Value> = {
    auth: auth
      ? RMap.of({
          uid: auth.uid,
          token: RMap.of({ email: auth.email, email_verified: auth.emailVerified, sub: auth.uid }),
        })
      : null,
    method: request.method,
    path: new RPath(segments.map((segment) => (segment === LISTED ? '' : segment)).filter(Boolean)),
    time: RTimestamp.fromDate(request.time),
  };
  let resource: Binding;
  if (request.method === 'list') {
    const known = new Map((equalities ?? []).map(({ field, value }) => [field, fromStored(value)]));
    resource = RMap.of({ data: new QueryData(known) });
    fields.query = RMap.of({
      limit: request.limit === undefined ? null : BigInt(request.limit),
      offset: null,
      orderBy: (request.orderBy ?? []).map((order) => order.field),
    });
  } else {
    // production: `resource` of a missing document, and on create, is no value at all
    resource =
      request.method === 'create' || request.before === null
        ? new UnreadableBinding(`resource: no document at ${request.collection}/${request.id}`)
        : docValue(request.before);
    if (request.method === 'create' || request.method === 'update') {
      fields.resource = request.after ? docValue(request.after) : null;
    }
  }
  return new Map<string, Binding>([
    ['request', RMap.of(fields)],
    ['resource', resource],
  ]);
}
