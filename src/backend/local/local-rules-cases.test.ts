import { afterAll, describe, expect, it } from 'vitest';
import type { ReadLimit } from '../../../assurance/contract/permission-cases/case-kit';
import {
  COVERAGE_EXCEPTIONS,
  PERMISSION_CASES,
  type PermissionCase,
  TABLE_COLLECTIONS,
} from '../../../assurance/contract/permission-cases/index';
import { FIRESTORE_LIMITS } from '../ports';
import { createLocalDataPort } from './local-data';
import { MISSING_PERMISSIONS } from './local-errors';
import { signInOnWorld, useRulesBackend } from '../../../assurance/local/local-rules-fixtures';
import type { Verdict } from '../rules/rules-engine';
import type { LocalRuleSet } from './local-rule-set';
import { emptyMargins, marginLines, weighingRules } from '../../../assurance/local/rule-margins';

/**
 * The one table of permission cases (assurance/contract/permission-cases/) against the local
 * backend: each case on a fresh database holding WORLD and its extra documents, through the real
 * data port, signed in as the case says. A refusal is Firestore's permission-denied with its
 * message; one that comes from a rule-read limit names that limit. The run prints how close the
 * allowed requests come to Firestore's limits, by kind (rule-margins.ts).
 */

const LIMIT_REASON: Record<ReadLimit, string> = {
  query: `at most ${FIRESTORE_LIMITS.ruleReadsPerQuery} documents for one query`,
  write: `at most ${FIRESTORE_LIMITS.ruleReadsPerWrite} documents for one write`,
  batch: `at most ${FIRESTORE_LIMITS.ruleReadsPerBatch} documents for one batch`,
};

const refusalOf = (each: PermissionCase) =>
  each.readLimit
    ? { code: 'permission-denied', message: expect.stringContaining(LIMIT_REASON[each.readLimit]) }
    : { code: 'permission-denied', message: MISSING_PERMISSIONS };

const areas = [...new Set(PERMISSION_CASES.map((each) => each.area))];

const margins = emptyMargins();
let currentCase = '';
const weighed = weighingRules(margins, () => currentCase);

/** What the table's cases asked the rules, by collection: `read allowed`, `write refused`, … */
const asked = new Map<string, Set<string>>();
const note = (collection: string, kind: 'read' | 'write') => (verdict: Verdict) => {
  const seen = asked.get(collection) ?? new Set<string>();
  seen.add(`${kind} ${verdict.allowed ? 'allowed' : 'refused'}`);
  asked.set(collection, seen);
  return verdict;
};
const rules: LocalRuleSet = {
  ...weighed,
  mayGet: (context, collection, ...rest) => weighed.mayGet(context, collection, ...rest).then(note(collection, 'read')),
  mayList: (context, spec) => weighed.mayList(context, spec).then(note(spec.collection, 'read')),
  mayWrite: (context, write) => weighed.mayWrite(context, write).then(note(write.collection, 'write')),
};

afterAll(() => {
  console.log(
    ['the heaviest allowed requests of the permission table, counted as the Firestore emulator counts:']
      .concat(marginLines(margins))
      .join('\n'),
  );
});

describe('the permission table', () => {
  it('holds at least 60 cases, allowed and refused', () => {
    expect(PERMISSION_CASES.length).toBeGreaterThanOrEqual(60);
    expect(PERMISSION_CASES.some((each) => each.allowed)).toBe(true);
    expect(PERMISSION_CASES.some((each) => !each.allowed)).toBe(true);
  });

  it('names each case once within its area', () => {
    const keys = PERMISSION_CASES.map((each) => `${each.area}: ${each.name}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

for (const area of areas) {
  describe(`rules: ${area}`, () => {
    const backend = useRulesBackend();
    const cases = PERMISSION_CASES.filter((each) => each.area === area);
    it.each(cases.map((each) => [each.allowed ? 'allows' : 'refuses', each.name, each] as const))(
      '%s: %s',
      async (_verb, _name, each) => {
        const t = backend();
        await signInOnWorld(t, each.as, each.extra);
        currentCase = `${each.area}: ${each.name}`;
        const outcome = each.run(createLocalDataPort(t.db, { rules }));
        if (each.allowed) await expect(outcome).resolves.not.toThrow();
        else await expect(outcome).rejects.toMatchObject(refusalOf(each));
      },
    );
  });
}

// runs after every case above (a file's tests run in order)
describe('the permission table, over every collection', () => {
  it('asks the rules for an allowed and a refused read, and an allowed and a refused write, of each', () => {
    const missing = TABLE_COLLECTIONS.flatMap((collection) =>
      ['read allowed', 'read refused', 'write allowed', 'write refused']
        .filter((kind) => !asked.get(collection)?.has(kind) && !COVERAGE_EXCEPTIONS[collection]?.includes(kind))
        .map((kind) => `${collection}: no case with a ${kind}`),
    );
    expect(missing).toEqual([]);
  });
});
