import { ruleReadCost, splitIntoBatches, type WriteUnit } from '../../../src/backend/batch-splitter';
import type { WriteOp } from '../../../src/backend/ports';

/** Tests only: what a plan costs once split into batches, and the batches themselves. */
export interface PlanCost {
  writes: number;
  /** writes per batch */
  batches: number[];
  /** rule reads per batch, summed write by write as the units declare them (ruleReadCost) */
  readsPerBatch: number[];
}

export function splitWithCost(units: readonly WriteUnit[]): { batches: WriteOp[][]; cost: PlanCost } {
  const batches = splitIntoBatches(units);
  // units are never split, so each unit lands wholly in the batch its first write opens into
  const reads = batches.map(() => 0);
  let batch = 0;
  let left = batches[0]?.length ?? 0;
  for (const unit of units) {
    if (left === 0) left = batches[++batch]?.length ?? 0;
    reads[batch] = (reads[batch] ?? 0) + ruleReadCost(unit);
    left -= unit.ops.length;
  }
  return {
    batches,
    cost: { writes: batches.flat().length, batches: batches.map((each) => each.length), readsPerBatch: reads },
  };
}

export const costOf = (units: readonly WriteUnit[]): PlanCost => splitWithCost(units).cost;
