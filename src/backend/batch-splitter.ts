import { FIRESTORE_LIMITS, type WriteOp } from './ports';

/**
 * Writes that must land together (a club, its owner membership and its join code), with the
 * documents the rules read (`get`/`getAfter`/`exists`, as 'collection/id' paths) to judge
 * them. A unit is never split across batches.
 */
export interface WriteUnit {
  ops: WriteOp[];
  ruleReads: readonly string[];
}

export interface BatchLimits {
  batchWrites: number;
  ruleReadsPerBatch: number;
}

/**
 * Packs units, in order, into as few batches as Firestore accepts: at most 500 writes and 20
 * distinct documents read by the rules per batch. The batches are meant to be written in
 * order (the device queue keeps it), so a later batch may rely on an earlier one. A unit
 * that no batch can hold is a planning error: it throws rather than send a batch that the
 * server would refuse.
 */
export function splitIntoBatches(units: readonly WriteUnit[], limits: BatchLimits = FIRESTORE_LIMITS): WriteOp[][] {
  const batches: WriteOp[][] = [];
  let ops: WriteOp[] = [];
  let reads = new Set<string>();
  for (const unit of units) {
    const unitReads = new Set(unit.ruleReads);
    if (unit.ops.length > limits.batchWrites || unitReads.size > limits.ruleReadsPerBatch) {
      throw new RangeError(
        `A unit of ${unit.ops.length} writes reading ${unitReads.size} documents exceeds one batch ` +
          `(${limits.batchWrites} writes, ${limits.ruleReadsPerBatch} rule reads)`,
      );
    }
    const merged = new Set([...reads, ...unitReads]);
    if (ops.length > 0 && (ops.length + unit.ops.length > limits.batchWrites || merged.size > limits.ruleReadsPerBatch)) {
      batches.push(ops);
      ops = [];
      reads = unitReads;
    } else {
      reads = merged;
    }
    ops.push(...unit.ops);
  }
  if (ops.length > 0) batches.push(ops);
  return batches;
}
