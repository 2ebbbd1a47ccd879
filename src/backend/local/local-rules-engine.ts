import rulesSource from '../../../firestore.rules?raw';
import type { QuerySpec } from '../ports';
import { type EngineOptions, type Equalities, RulesEngine, type RulesTiming } from '../rules/rules-engine';
import { parseRules } from '../rules/rules-parser';
import type { LocalRuleSet, RuleContext } from './local-rule-set';

/**
 * The local backend's rule set: a rules file's text parsed once and evaluated for every get,
 * query and write (docs/RULES-ENGINE.md). local-rule-set.ts loads this module when the first
 * request needs it.
 */

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
        {
          ...base(context),
          method: 'list',
          collection: spec.collection,
          disjuncts: disjunctsOf(spec),
          limit: spec.limit,
          orderBy: spec.orderBy,
        },
        context.load,
      ),
    mayWrite: (context, write) => {
      const method = write.after === null ? 'delete' : write.before === null ? 'create' : 'update';
      return engine.judge(
        {
          ...base(context),
          method,
          collection: write.collection,
          id: write.id,
          before: write.before,
          after: write.after,
        },
        context.load,
      );
    },
  };
}

/**
 * The time the permission model has spent evaluating, on this page. `npm run bench` reads it
 * (as `window.__pitchsideRulesTiming`) when the dashboard shows its data.
 */
export const RULES_TIMING: RulesTiming = { requests: 0, ms: 0 };

/** firestore.rules, parsed (parsing counts as evaluating: it is paid on the first request). */
export function appRuleSet(): LocalRuleSet {
  const started = performance.now();
  const rules = ruleSetOf(rulesSource, { timing: RULES_TIMING });
  RULES_TIMING.ms += performance.now() - started;
  if (typeof window !== 'undefined') Object.assign(window, { __pitchsideRulesTiming: RULES_TIMING });
  return rules;
}
