import { DataError, type DocData, FIRESTORE_LIMITS, type WriteOp } from '../ports';
import { jsonEqual } from './json-values';
import { type LocalDb, readSession, type SessionUser } from './local-db';
import { permissionDenied } from './local-errors';
import { memoised, type StoredReader, storedReader } from './local-reads';
import { type LocalRuleSet, mustAllow } from './local-rule-set';
import { docKey, type PlannedWrite, planWrites } from './local-write-plan';

/**
 * Commits a prepared batch: all of it or nothing. Every document's change is judged by
 * firestore.rules with the state after the whole batch in view (`getAfter`), the request time
 * set to the commit's time (which SERVER_TIMESTAMP fields were given), and the rules' reads
 * counted as Firestore's documentation counts them: at most 10 documents for each write (one
 * document read twice within a write counts once) and at most 20 for the batch, summed write
 * by write (a document read by two writes counts twice).
 *
 * The rules are judged outside the IndexedDB transaction, then one short transaction checks
 * that nothing they saw has changed and writes (optimistic concurrency, retried if another tab
 * wrote meanwhile). Judging inside the transaction failed on big batches: Dexie keeps a
 * transaction's zone for only about 100 native awaits without an IndexedDB request, and a batch
 * whose checks read only documents already read (a club deleted with its 60 memberships) ran
 * past that and was cut off ("PrematureCommitError").
 */

const ATTEMPTS = 5;

export async function commitBatch(db: LocalDb, rules: LocalRuleSet, ops: WriteOp[]): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const seen = new Map<string, DocData | null>();
    const auth = await readSession(db);
    let planned: Map<string, PlannedWrite> | null = null;
    let refusal: DataError | null = null;
    try {
      planned = await judge(db, rules, ops, auth, seen);
    } catch (error) {
      // a refusal stands only if what it was judged on is still there (below)
      if (!(error instanceof DataError)) throw error;
      refusal = error;
    }
    if (await settleIfUnchanged(db, { auth, seen, planned })) {
      if (refusal) throw refusal;
      return;
    }
  }
  throw new DataError('unknown', `The batch was not committed: its documents kept changing (${ATTEMPTS} attempts)`);
}

interface Judged {
  auth: SessionUser | null;
  /** every stored document read to plan and judge the batch, as it was read */
  seen: Map<string, DocData | null>;
  /** what to write; null when the batch was refused */
  planned: Map<string, PlannedWrite> | null;
}

/** The batch's net effect, once every write is allowed; throws the refusal otherwise. */
async function judge(
  db: LocalDb,
  rules: LocalRuleSet,
  ops: WriteOp[],
  auth: SessionUser | null,
  seen: Map<string, DocData | null>,
) {
  const time = new Date();
  const read = storedReader(db);
  const stored = memoised(async (collection, id) => {
    const data = await read(collection, id);
    seen.set(docKey(collection, id), data);
    return data;
  });
  const planned = await planWrites(ops, stored, time);
  const [before, after] = [stateOf(planned, 'before', stored), stateOf(planned, 'after', stored)];
  const load = (collection: string, id: string, stage: 'before' | 'after') =>
    (stage === 'before' ? before : after)(collection, id);
  const context = { auth, time, load, readLimit: FIRESTORE_LIMITS.ruleReadsPerWrite, readScope: 'for one write' };
  let batchReads = 0;
  for (const write of planned.values()) {
    const verdict = await mustAllow(rules.mayWrite(context, write));
    batchReads += verdict.readCount;
    if (batchReads > FIRESTORE_LIMITS.ruleReadsPerBatch) {
      throw permissionDenied(
        `The rules may read at most ${FIRESTORE_LIMITS.ruleReadsPerBatch} documents for one batch (Firestore's limit).`,
      );
    }
  }
  return planned;
}

/**
 * One transaction of IndexedDB requests only: false when a document read, or the session, has
 * changed since the batch was judged; else the batch's writes (none for a refused batch).
 */
function settleIfUnchanged(db: LocalDb, { auth, seen, planned }: Judged): Promise<boolean> {
  return db.transaction('rw', db.docs, db.sessions, async () => {
    const keys = [...seen.keys()].map((key) => splitKey(key));
    const current = await db.docs.bulkGet(keys);
    const unchanged = [...seen.values()].every((data, index) => jsonEqual(current[index]?.data ?? null, data));
    if (!unchanged || !jsonEqual(await readSession(db), auth)) return false;
    const writes = [...(planned?.values() ?? [])];
    await db.docs.bulkPut(
      writes
        .filter((write) => write.after)
        .map((write) => ({ collection: write.collection, id: write.id, data: write.after as DocData })),
    );
    await db.docs.bulkDelete(
      writes.filter((write) => !write.after).map((write) => [write.collection, write.id] as [string, string]),
    );
    return true;
  });
}

function splitKey(key: string): [string, string] {
  const cut = key.indexOf('/');
  return [key.slice(0, cut), key.slice(cut + 1)];
}

/** Documents as they were before the batch, or as they will be after it. */
function stateOf(planned: Map<string, PlannedWrite>, stage: 'before' | 'after', stored: StoredReader): StoredReader {
  return async (collection, id): Promise<DocData | null> => {
    const write = planned.get(docKey(collection, id));
    return write ? write[stage] : stored(collection, id);
  };
}
