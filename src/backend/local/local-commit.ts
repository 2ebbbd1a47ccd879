import { type DocData, FIRESTORE_LIMITS, type WriteOp } from '../ports';
import { type LocalDb, readSession } from './local-db';
import { permissionDenied } from './local-errors';
import { storedReader } from './local-reads';
import { memoised, RuleReadBudget, ruleReads, type StoredReader } from './local-rule-reads';
import type { LocalRuleSet } from './local-rule-set';
import { docKey, type PlannedWrite, planWrites } from './local-write-plan';

/**
 * Commits a prepared batch in one Dexie transaction: all of it or nothing. Every document's
 * change is judged by the rules with the state after the whole batch in view (`getAfter`), the
 * request time set to the commit's time (which SERVER_TIMESTAMP fields were given), and the
 * rules' reads counted per write and per batch with Firestore's limits.
 */
export async function commitBatch(db: LocalDb, rules: LocalRuleSet, ops: WriteOp[]): Promise<void> {
  const time = new Date();
  await db.transaction('rw', db.docs, db.sessions, async () => {
    const stored = memoised(storedReader(db));
    const planned = await planWrites(ops, stored, time);
    const auth = await readSession(db);
    const batchBudget = new RuleReadBudget(FIRESTORE_LIMITS.ruleReadsPerBatch, 'for one batch');
    const [before, after] = [stateOf(planned, 'before', stored), stateOf(planned, 'after', stored)];
    for (const write of planned.values()) {
      const budget = new RuleReadBudget(FIRESTORE_LIMITS.ruleReadsPerWrite, 'for one write', batchBudget);
      if (!(await rules.mayWrite({ auth, time, reads: ruleReads(budget, before, after) }, write))) {
        throw permissionDenied();
      }
    }
    for (const write of planned.values()) {
      if (write.after) await db.docs.put({ collection: write.collection, id: write.id, data: write.after });
      else await db.docs.delete([write.collection, write.id]);
    }
  });
}

/** Documents as they were before the batch, or as they will be after it. */
function stateOf(planned: Map<string, PlannedWrite>, stage: 'before' | 'after', stored: StoredReader): StoredReader {
  return async (collection, id): Promise<DocData | null> => {
    const write = planned.get(docKey(collection, id));
    return write ? write[stage] : stored(collection, id);
  };
}
