import { expect } from 'vitest';
import type { DataError, DataPort, Doc, OnRefused, QuerySpec } from '../../src/backend/ports';

/** What every contract test works with; the values change for each test (fresh port, fresh run tag). */
export interface ContractContext {
  readonly data: DataPort;
  /** a fresh tag on every document a test writes, so tests also work on a shared database */
  readonly run: string;
  readonly col: string;
  /** onRefused for a write that must not be refused: any refusal fails the test */
  readonly ok: OnRefused;
  /** a query for this test's documents, narrowed by `where` */
  inRun(where?: QuerySpec['where']): QuerySpec;
}

export const idsOf = (docs: Doc[]) => docs.map((doc) => doc.id).sort();

/** The refusal of a write the test fires: `fire` is handed the onRefused to pass to the port. */
export function refusalOf(fire: (onRefused: OnRefused) => void): Promise<DataError> {
  return new Promise((resolve) => fire(resolve));
}

/** Collects refusals that nobody expected; the test fails if there are any once its writes settled. */
export function unexpectedRefusals() {
  const refusals: DataError[] = [];
  return {
    onRefused: ((error) => refusals.push(error)) as OnRefused,
    assertNone() {
      expect(refusals.map((error) => `${error.code}: ${error.message}`)).toEqual([]);
    },
  };
}
