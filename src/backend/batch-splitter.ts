import { FIRESTORE_LIMITS, type WriteOp } from './ports';

/**
 * Writes that must land together (a club, its owner membership and its join code), with the
 * documents the rules read (`get`/`getAfter`/`exists`, as 'collection/id' paths) to judge any
 * of them. A unit is never split across batches.
 */
export interface WriteUnit {
  ops: WriteOp[];
  ruleReads: readonly string[];
  /**
   * A write whose rules read other documents than the unit's other writes (a guardian link
   * beside a child's membership) may list its own reads here, at its index in `ops`: it is
   * charged those alone, exactly. Writes without an entry are charged `ruleReads`.
   */
  opReads?: readonly (readonly string[] | undefined)[];
}

/**
 * What a unit costs of a batch's 20 rule reads. Firestore sums a batch's reads write by write
 * (docs/RULES-ENGINE.md), so each write is charged the unit's distinct reads: exact for a unit of
 * one write, an upper bound for a unit whose writes read different documents. A write with its own
 * reads (`opReads`) is charged those.
 */
export function ruleReadCost(unit: WriteUnit): number {
  const shared = new Set(unit.ruleReads).size;
  return unit.ops.reduce((sum, _, index) => {
    const own = unit.opReads?.[index];
    return sum + (own ? new Set(own).size : shared);
  }, 0);
}

export interface BatchLimits {
  batchWrites: number;
  ruleReadsPerBatch: number;
}

/**
 * Packs units, in order, into as few batches as Firestore accepts: at most 500 writes and 20
 * rule reads per batch, summed unit by unit (ruleReadCost). The batches are meant to be written
 * in order (the device queue keeps it), so a later batch may rely on an earlier one. A unit
 * that no batch can hold is a planning error: it throws rather than send a batch that the
 * server would refuse.
 */
export function splitIntoBatches(units: readonly WriteUnit[], limits: BatchLimits = FIRESTORE_LIMITS): WriteOp[][] {
  const batches: WriteOp[][] = [];
  let ops: WriteOp[] = [];
  let reads = 0;
  for (const unit of units) {
    const cost = ruleReadCost(unit);
    if (unit.ops.length > limits.batchWrites || cost > limits.ruleReadsPerBatch) {
      throw new RangeError(
        `A unit of ${unit.ops.length} writes reading ${cost} documents exceeds one batch ` +
          `(${limits.batchWrites} writes, ${limits.ruleReadsPerBatch} rule reads)`,
      );
    }
    if (
      ops.length > 0 &&
      (ops.length + unit.ops.length > limits.batchWrites || reads + cost > limits.ruleReadsPerBatch)
    ) {
      batches.push(ops);
      ops = [];
      reads = 0;
    }
    reads += cost;
    ops.push(...unit.ops);
  }
  if (ops.length > 0) batches.push(ops);
  return batches;
}
