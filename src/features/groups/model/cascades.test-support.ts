import { splitIntoBatches, type WriteUnit } from '../../../backend/batch-splitter';
import type { WriteOp } from '../../../backend/ports';

/** Tests only: what a plan costs once split into batches, and the batches themselves. */
export interface PlanCost {
  writes: number;
  /** writes per batch */
  batches: number[];
  /** distinct documents the rules read, per batch, as the units declare them */
  readsPerBatch: number[];
}

export function splitWithCost(units: readonly WriteUnit[]): { batches: WriteOp[][]; cost: PlanCost } {
  const batches = splitIntoBatches(units);
  // units are never split, so each unit lands wholly in the batch its first write opens into
  const reads = batches.map(() => new Set<string>());
  let batch = 0;
  let left = batches[0]?.length ?? 0;
  for (const unit of units) {
    if (left === 0) left = batches[++batch]?.length ?? 0;
    for (const read of unit.ruleReads) reads[batch]?.add(read);
    left -= unit.ops.length;
  }
  return { batches, cost: { writes: batches.flat().length, batches: batches.map((each) => each.length), readsPerBatch: reads.map((set) => set.size) } };
}

export const costOf = (units: readonly WriteUnit[]): PlanCost => splitWithCost(units).cost;
