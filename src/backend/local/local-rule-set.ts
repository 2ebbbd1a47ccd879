import rulesSource from '../../../firestore.rules?raw';
import type { DocData, QuerySpec } from '../ports';
import { parseRules } from '../rules/rules-parser';
import { type DocLoader, type EngineOptions, type Equalities, RulesEngine, type RulesAuth, type RulesTiming, type Verdict } from '../rules/rules-engine';
import { RulesLimitError } from '../rules/rules-values';
import { permissionDenied } from './local-errors';
import type { PlannedWrite } from './local-write-plan';

/**
 * The three questions the local data port asks, as Firestore asks them of firestore.rules, and
 * answered by evaluating that same file (src/backend/rules/, docs/RULES-ENGINE.md): there is no
 * second copy of the permission model. Each answer says which documents the rules read, so a
 * batch can sum them write by write.
 */

export interface RuleContext {
  /** `request.auth`: the signed-in user, or null */
  auth: RulesAuth | null;
  /** `request.time`: for a write, the commit's time, which SERVER_TIMESTAMP fields were given */
  time: Date;
  /** documents the rules read by path, before the request's batch or after it */
  load: DocLoader;
  /** the documents the rules may read for this request, and how the limit is named */
  readLimit: number;
  readScope: string;
}

export interface LocalRuleSet {
  /** `allow get`: one document, judged on the stored document (null when missing) */
  mayGet(context: RuleContext, collection: string, id: string, resource: DocData | null): Promise<Verdict>;
  /** `allow list`: a query, judged from its filters, never from the documents it would return */
  mayList(context: RuleContext, spec: QuerySpec): Promise<Verdict>;
  /** `allow create, update, delete`: one document's change within its batch */
  mayWrite(context: RuleContext, write: PlannedWrite): Promise<Verdict>;
}

/**
 * A query as its rules see it: the equalities of each combination of one value from every `in`
 * filter. Ranges and ordering fix no value a rule may rely on.
 */
export function disjunctsOf(spec: QuerySpec): Equalities[] {
  let disjuncts: { field: string; value: unknown }[][] = [[]];
  for (const filter of spec.where ?? []) {
    if (filter.op !== '==' && filter.op !== 'in') continue;
    const values = filter.op === 'in' ? (filter.value as unknown[]) : [filter.value];
    disjuncts = disjuncts.flatMap((fixed) => values.map((value) => [...fixed, { field: filter.field, value }]));
  }
  return disjuncts;
}

/** The rule set of a rules file's text (parsed once, here). */
export function ruleSetOf(source: string, options?: EngineOptions): LocalRuleSet {
  const engine = new RulesEngine(parseRules(source), options);
  const base = ({ auth, time, readLimit, readScope }: RuleContext) => ({ auth, time, readLimit, readScope });
  return {
    mayGet: (context, collection, id, resource) =>
      engine.judge({ ...base(context), method: 'get', collection, id, before: resource }, context.load),
    mayList: (context, spec) =>
      engine.judge(
        { ...base(context), method: 'list', collection: spec.collection, disjuncts: disjunctsOf(spec), limit: spec.limit, orderBy: spec.orderBy },
        context.load,
      ),
    mayWrite: (context, write) => {
      const method = write.after === null ? 'delete' : write.before === null ? 'create' : 'update';
      return engine.judge({ ...base(context), method, collection: write.collection, id: write.id, before: write.before, after: write.after }, context.load);
    },
  };
}

let parsed: LocalRuleSet | undefined;

/**
 * The time the permission model has spent evaluating, on this page. `npm run bench` reads it
 * (as `window.__pitchsideRulesTiming`) when the dashboard shows its data.
 */
export const RULES_TIMING: RulesTiming = { requests: 0, ms: 0 };

/** firestore.rules, the one permission source: what every screen runs on. */
export function permissionModel(): LocalRuleSet {
  if (!parsed) {
    const started = performance.now();
    parsed = ruleSetOf(rulesSource, { timing: RULES_TIMING });
    // parsing counts as evaluating: it is paid on the first request
    RULES_TIMING.ms += performance.now() - started;
    if (typeof window !== 'undefined') Object.assign(window, { __pitchsideRulesTiming: RULES_TIMING });
  }
  return parsed;
}

const ALLOWED: Verdict = { allowed: true, reads: [], expressions: 0 };

/** Allows everything: only for the data port contract suite, which tests storage, not permissions. */
export const OPEN_RULES: LocalRuleSet = {
  mayGet: async () => ALLOWED,
  mayList: async () => ALLOWED,
  mayWrite: async () => ALLOWED,
};

/** Permission denied unless the verdict allows; a passed limit is named in the refusal. */
export async function mustAllow(verdict: Promise<Verdict>): Promise<Verdict> {
  try {
    const answer = await verdict;
    if (!answer.allowed) throw permissionDenied();
    return answer;
  } catch (error) {
    if (error instanceof RulesLimitError) throw permissionDenied(error.message);
    throw error;
  }
}
