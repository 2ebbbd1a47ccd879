import { beforeAll, describe, expect, it } from 'vitest';
import rulesSource from '../../firestore.rules?raw';
import type { FunctionDecl, MatchBlock, RulesFile } from '../../src/backend/rules/rules-ast';
import { describeMutant, mutationsOf, sampleMutants } from '../rules/rules-mutants';
import { parseRules } from '../../src/backend/rules/rules-parser';
import { type Baseline, baselineOf, functionKey, judgeMutants, mutationReport } from './local-rules-table';

/**
 * What the permission table shows of firestore.rules, from one run of the table through the real
 * local data port (local-rules-table.ts):
 * - every function of the file is reached by at least one case (a function no case reaches is
 *   one no case can show to be right); those never entered are printed and fail the test;
 * - a fixed sample of 8 mutants of the file (one allow condition, function body, `==` or `&&`
 *   changed each) is caught: some case that holds with the original fails with each. The full
 *   mutation test is `npm run test:mutants` (local-rules-mutants.mutation.ts).
 */

/** Every function declared in the file: global, service and match scope. */
function functionsOf(file: RulesFile): FunctionDecl[] {
  const inMatch = (block: MatchBlock): FunctionDecl[] => [...block.functions, ...block.matches.flatMap(inMatch)];
  return [
    ...file.functions,
    ...file.services.flatMap((service) => [...service.functions, ...service.matches.flatMap(inMatch)]),
  ];
}

const UNIT_SAMPLE = { seed: 8, count: 8, operators: ['condition', 'body', 'equality', 'logical'] as const };

describe('firestore.rules and the permission table', () => {
  let baseline: Baseline;
  beforeAll(async () => {
    baseline = await baselineOf(rulesSource);
  }, 180_000);

  it('reaches every function of firestore.rules', () => {
    const declared = functionsOf(parseRules(rulesSource));
    const entered = new Set([...baseline.entered.values()].flatMap((each) => [...each]));
    const unreached = declared
      .filter((decl) => !entered.has(functionKey(decl)))
      .map((decl) => `${decl.name}() at line ${decl.at.line}`);
    console.log(
      unreached.length
        ? `functions of firestore.rules no permission case reaches (${unreached.length} of ${declared.length}):\n  ${unreached.join('\n  ')}`
        : `every function of firestore.rules (${declared.length}) is reached by the permission table`,
    );
    expect(unreached).toEqual([]);
  });

  it('catches a fixed sample of mutants of firestore.rules', { timeout: 60_000 }, async () => {
    const mutants = sampleMutants(rulesSource, UNIT_SAMPLE);
    expect(mutants).toHaveLength(UNIT_SAMPLE.count);
    const outcomes = await judgeMutants(mutants, baseline);
    console.log(mutationReport(outcomes, baseline, { seed: UNIT_SAMPLE.seed, of: mutationsOf(rulesSource).length }));
    expect(outcomes.filter((each) => !each.caughtBy).map((each) => describeMutant(each.mutant))).toEqual([]);
  });
});
