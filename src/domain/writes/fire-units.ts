import { splitIntoBatches, type WriteUnit } from '../../backend/batch-splitter';
import type { DataPort, OnRefused } from '../../backend/ports';

/**
 * Fires the units as batches within Firestore's limits, in order (the device's queue keeps
 * it, so a later batch may rely on an earlier one). Fire and forget: a refusal reaches
 * `onRefused`, once per refused batch.
 */
export function fireUnits(data: DataPort, units: readonly WriteUnit[], onRefused: OnRefused): void {
  for (const batch of splitIntoBatches(units)) data.batch(batch, onRefused);
}

export const nowIso = () => new Date().toISOString();
