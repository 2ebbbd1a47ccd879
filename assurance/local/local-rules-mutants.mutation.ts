import { describe, expect, it } from 'vitest';
import rulesSource from '../../firestore.rules?raw';
import { MAX_EXPRESSIONS } from '../../src/backend/rules/rules-engine';
import { describeMutant, mutationsOf, sampleMutants } from '../rules/rules-mutants';
import { baselineOf, judgeMutants, mutationReport } from './local-rules-table';

/**
 * The mutation test (`npm run test:mutants`, vitest.mutants.config.ts; not in `npm run unit`):
 * copies of firestore.rules that each change one operator or condition
 * (assurance/rules/rules-mutants.ts) run against the permission table through the real local
 * data port; each should make at least one case that holds with the original rules fail. Prints
 * the table's heaviest request (the most expressions one request evaluates), then
 * `mutants caught: X of N` and the survivors. Some survivors cannot be caught: they change a
 * check another check already makes (a type test before an operation that errors on any other
 * type, a `hasAll` where every listed field is read anyway) or move a boundary onto the exact
 * instant of the server's clock. The run fails when the share caught falls below
 * MIN_CAUGHT_SHARE, which sits just under the score when the last survivors were reviewed
 * (docs/RULES-ENGINE.md lists them), so a new rule without its cases shows.
 *
 * MUTANTS=n picks n mutants (`all`: every possible one), MUTANTS_SEED=s the sample.
 */

const DEFAULT_MUTANTS = 400;
const DEFAULT_SEED = 20260701;
const MIN_CAUGHT_SHARE = 0.925;

const requested = process.env.MUTANTS ?? String(DEFAULT_MUTANTS);
const count = requested === 'all' ? Number.POSITIVE_INFINITY : Number(requested);
const seed = Number(process.env.MUTANTS_SEED ?? DEFAULT_SEED);

describe('mutants of firestore.rules', () => {
  it(`are caught by a permission case, at least ${MIN_CAUGHT_SHARE * 100}% of them`, async () => {
    const started = performance.now();
    const baseline = await baselineOf(rulesSource);
    console.log(
      `baseline: ${baseline.passing.length} cases hold, ${baseline.failing.length} fail with the original rules (${Math.round(performance.now() - started)} ms)`,
    );
    const { heaviest } = baseline;
    if (heaviest)
      console.log(
        `heaviest request: ${heaviest.expressions} of ${MAX_EXPRESSIONS} expressions (${heaviest.request}, in ${heaviest.caseName})`,
      );
    const mutants = sampleMutants(rulesSource, { seed, count });
    const outcomes = await judgeMutants(mutants, baseline, (outcome, index) => {
      const verdict = outcome.caughtBy ? `caught by ${outcome.caughtBy}` : 'SURVIVED';
      console.log(
        `[${index + 1}/${mutants.length}] ${describeMutant(outcome.mutant)}: ${verdict} (${outcome.casesRun} case(s) run)`,
      );
    });
    const report = mutationReport(outcomes, baseline, { seed, of: mutationsOf(rulesSource).length });
    console.log(`${report}\n(${Math.round((performance.now() - started) / 1000)} s)`);
    const caught = outcomes.filter((each) => each.caughtBy).length;
    expect(caught / outcomes.length).toBeGreaterThanOrEqual(MIN_CAUGHT_SHARE);
  });
});
