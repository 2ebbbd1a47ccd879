import { afterEach, beforeEach, describe } from 'vitest';
import type { DataPort, OnRefused, QuerySpec } from '../../src/backend/ports';
import { type ContractContext, unexpectedRefusals } from './contract-context';
import { defineQueryContract } from './contract-queries';
import { defineStorageContract } from './contract-storage';
import { defineTimestampContract } from './contract-timestamps';
import { defineWatchContract } from './contract-watches';
import { defineWriteContract } from './contract-writes';
import { WAIT_MS } from './watch-recorder';

/**
 * The behaviour every DataPort adapter must share. It runs against the local adapter always and
 * against Firestore where an emulator is reachable. Writes are fired, never awaited, as the app
 * fires them: a test reads its writes back (reads see the port's own writes at once), catches
 * an expected refusal through onRefused, and fails on any refusal it did not expect. Each test
 * tags its documents with a fresh `run` value and uses fresh ids, so it also works on a shared,
 * never-emptied database.
 */

export interface DataPortHarness {
  data: DataPort;
  cleanup(): Promise<void>;
}

export const CONTRACT_COLLECTION = 'contractProbe';

export function runDataPortContract(name: string, makePort: () => Promise<DataPortHarness>): void {
  describe(`DataPort contract: ${name}`, () => {
    let harness: DataPortHarness;
    let run: string;
    let refusals: ReturnType<typeof unexpectedRefusals>;

    beforeEach(async () => {
      harness = await makePort();
      run = harness.data.newId(CONTRACT_COLLECTION);
      refusals = unexpectedRefusals();
    });
    afterEach(async () => {
      try {
        await harness.data.allWritesSynced(WAIT_MS);
        refusals.assertNone();
      } finally {
        await harness.cleanup();
      }
    });

    const context: ContractContext = {
      get data() {
        return harness.data;
      },
      get run() {
        return run;
      },
      col: CONTRACT_COLLECTION,
      ok: ((error) => refusals.onRefused(error)) as OnRefused,
      inRun: (where: QuerySpec['where'] = []) => ({
        collection: CONTRACT_COLLECTION,
        where: [{ field: 'run', op: '==', value: run }, ...where],
      }),
    };

    defineStorageContract(context);
    defineWriteContract(context);
    defineQueryContract(context);
    defineWatchContract(context);
    defineTimestampContract(context);
  });
}
