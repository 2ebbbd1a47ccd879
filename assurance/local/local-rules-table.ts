import type { ReadLimit } from '../contract/permission-cases/case-kit';
import { PERMISSION_CASES, type PermissionCase } from '../contract/permission-cases/index';
import { FIRESTORE_LIMITS } from '../../src/backend/ports';
import type { At } from '../../src/backend/rules/rules-ast';
import type { Verdict } from '../../src/backend/rules/rules-engine';
import { describeMutant, type Mutant } from '../rules/rules-mutants';
import { createLocalDataPort } from '../../src/backend/local/local-data';
import { MISSING_PERMISSIONS } from '../../src/backend/local/local-errors';
import type { LocalRuleSet } from '../../src/backend/local/local-rule-set';
import { ruleSetOf } from '../../src/backend/local/local-rules-engine';
import { signInOnWorld } from './local-rules-fixtures';
import { openTestBackend } from './local-test-kit';

/**
 * The permission table run case by case through the real local data port with a given rule set
 * (the rules' coverage, assurance/local/local-rules-coverage.test.ts, and the mutation test,
 * local-rules-mutants.mutation.ts). Each case on a fresh database holding WORLD and its extra
 * documents, signed in as it says, judged as local-rules-cases.test.ts judges it. Tests only.
 */

const LIMIT_REASON: Record<ReadLimit, string> = {
  query: `at most ${FIRESTORE_LIMITS.ruleReadsPerQuery} documents for one query`,
  write: `at most ${FIRESTORE_LIMITS.ruleReadsPerWrite} documents for one write`,
  batch: `at most ${FIRESTORE_LIMITS.ruleReadsPerBatch} documents for one batch`,
};

/** The name of a case in reports: `area: name`. */
export const caseName = (each: PermissionCase) => `${each.area}: ${each.name}`;

function timeBox<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no outcome within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Runs one case with `rules`; the outcome (a value, or the error it was refused with). */
export async function runCase(
  each: PermissionCase,
  rules: LocalRuleSet,
  timeoutMs = 15_000,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  const t = await openTestBackend();
  try {
    await signInOnWorld(t, each.as, each.extra);
    const data = createLocalDataPort(t.db, { rules });
    return await timeBox(each.run(data), timeoutMs).then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  } finally {
    await t.cleanup();
  }
}

/** Why a case does not hold with `rules` (allowed where it should be refused, or the other way); null when it holds. */
export async function caseFailure(each: PermissionCase, rules: LocalRuleSet): Promise<string | null> {
  const outcome = await runCase(each, rules);
  if (each.allowed) return outcome.ok ? null : `refused: ${(outcome.error as Error)?.message ?? String(outcome.error)}`;
  if (outcome.ok) return 'allowed';
  const { code, message } = (outcome.error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== 'permission-denied') return `failed with ${String(code)}: ${String(message)}`;
  const expected = each.readLimit ? LIMIT_REASON[each.readLimit] : MISSING_PERMISSIONS;
  const matches = each.readLimit ? String(message).includes(expected) : message === expected;
  return matches ? null : `refused with '${String(message)}', not '${expected}'`;
}

// ---- the mutation test ------------------------------------------------------------------------

/** `isMe@97:5`: a function by name and the place of its `function` keyword. */
export const functionKey = (fn: { name: string; at: At }) => `${fn.name}@${fn.at.line}:${fn.at.column}`;

export interface Baseline {
  /** the cases that hold with the original rules, in table order */
  passing: PermissionCase[];
  /** the cases that do not (a mutant cannot be caught by them) */
  failing: { name: string; reason: string }[];
  /** the functions each case entered (passing or not) */
  entered: Map<PermissionCase, Set<string>>;
  /** the collections each passing case asked the rules about */
  collections: Map<PermissionCase, Set<string>>;
  /** the request that evaluated the most expressions (Firestore allows 1,000 per request) */
  heaviest: { expressions: number; request: string; caseName: string } | null;
}

/** The table against the original rules: which cases hold, and which functions and collections each one reaches. */
export async function baselineOf(
  source: string,
  cases: readonly PermissionCase[] = PERMISSION_CASES,
): Promise<Baseline> {
  let entered = new Set<string>();
  let collections = new Set<string>();
  let current = '';
  const baseline: Baseline = { passing: [], failing: [], entered: new Map(), collections: new Map(), heaviest: null };
  const weigh =
    (request: string) =>
    (verdict: Verdict): Verdict => {
      if (verdict.expressions > (baseline.heaviest?.expressions ?? -1))
        baseline.heaviest = { expressions: verdict.expressions, request, caseName: current };
      return verdict;
    };
  const original = ruleSetOf(source, { onFunction: (decl) => entered.add(functionKey(decl)) });
  const rules: LocalRuleSet = {
    mayGet: (context, collection, id, resource) => {
      collections.add(collection);
      return original.mayGet(context, collection, id, resource).then(weigh(`get ${collection}/${id}`));
    },
    mayList: (context, spec) => {
      collections.add(spec.collection);
      return original.mayList(context, spec).then(weigh(`list ${spec.collection}`));
    },
    mayWrite: (context, write) => {
      collections.add(write.collection);
      return original.mayWrite(context, write).then(weigh(`write ${write.collection}/${write.id}`));
    },
  };
  for (const each of cases) {
    current = caseName(each);
    entered = new Set();
    collections = new Set();
    const failure = await caseFailure(each, rules);
    baseline.entered.set(each, entered);
    baseline.collections.set(each, collections);
    if (failure) baseline.failing.push({ name: caseName(each), reason: failure });
    else baseline.passing.push(each);
  }
  return baseline;
}

/** The collection a match path names below /databases/{database}/documents, when it is a literal. */
function collectionOf(matchPath: string): string | null {
  const segments = matchPath.split('/').filter(Boolean);
  const collection = segments[segments.indexOf('documents') + 1];
  return segments.includes('documents') && collection && !collection.startsWith('{') ? collection : null;
}

/**
 * The cases that can see a mutant: a change in a function only matters to requests that enter
 * it, a change in an allow only to requests on its collection (the rest run as before).
 */
function casesFor(mutant: Mutant, baseline: Baseline): Set<PermissionCase> {
  const key = mutant.within && functionKey(mutant.within);
  if (key) return new Set(baseline.passing.filter((each) => baseline.entered.get(each)?.has(key)));
  const collection = mutant.match ? collectionOf(mutant.match) : null;
  if (collection) return new Set(baseline.passing.filter((each) => baseline.collections.get(each)?.has(collection)));
  return new Set(baseline.passing);
}

export interface MutantOutcome {
  mutant: Mutant;
  /** the first case that failed with the mutant (the one that caught it), null when none did */
  caughtBy: string | null;
  /** how it failed */
  reason: string | null;
  /** the cases run before the verdict */
  casesRun: number;
}

/**
 * Runs the passing cases that can see each mutant (casesFor) against it, stopping at the first
 * that fails; the cases that caught earlier mutants go first.
 */
export async function judgeMutants(
  mutants: readonly Mutant[],
  baseline: Baseline,
  onOutcome?: (outcome: MutantOutcome, index: number) => void,
): Promise<MutantOutcome[]> {
  const killers: PermissionCase[] = [];
  const outcomes: MutantOutcome[] = [];
  for (const [index, mutant] of mutants.entries()) {
    const relevant = casesFor(mutant, baseline);
    const order = [
      ...killers.filter((each) => relevant.has(each)),
      ...[...relevant].filter((each) => !killers.includes(each)),
    ];
    const outcome: MutantOutcome = { mutant, caughtBy: null, reason: null, casesRun: 0 };
    let rules: LocalRuleSet | null = null;
    try {
      rules = ruleSetOf(mutant.source);
    } catch (error) {
      Object.assign(outcome, { caughtBy: 'the parser', reason: String(error) });
    }
    for (const each of rules ? order : []) {
      outcome.casesRun++;
      const failure = await caseFailure(each, rules as LocalRuleSet);
      if (failure) {
        Object.assign(outcome, { caughtBy: caseName(each), reason: failure });
        const known = killers.indexOf(each);
        if (known >= 0) killers.splice(known, 1);
        killers.unshift(each);
        break;
      }
    }
    outcomes.push(outcome);
    onOutcome?.(outcome, index);
  }
  return outcomes;
}

/** `mutants caught: X of N`, then each survivor (where, what changed). */
export function mutationReport(
  outcomes: readonly MutantOutcome[],
  baseline: Baseline,
  sample: { seed: number; of: number },
): string {
  const survivors = outcomes.filter((each) => !each.caughtBy);
  const lines = [
    `mutants caught: ${outcomes.length - survivors.length} of ${outcomes.length} (seed ${sample.seed}, sampled from ${sample.of} possible mutations of firestore.rules)`,
  ];
  if (baseline.failing.length) {
    lines.push(
      `(${baseline.failing.length} of ${baseline.failing.length + baseline.passing.length} permission cases fail with the original rules and could catch nothing)`,
    );
  }
  if (survivors.length) {
    lines.push(`surviving mutants (${survivors.length}): no permission case notices them`);
    for (const each of survivors)
      lines.push(`  ${describeMutant(each.mutant)}${each.mutant.within ? ` (in ${each.mutant.within.name}())` : ''}`);
  }
  return lines.join('\n');
}
