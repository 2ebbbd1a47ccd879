import { type Doc, type DocData, FIRESTORE_LIMITS, type QueryResult, type QuerySpec } from '../ports';
import { copyJson } from './json-values';
import { type LocalDb, readSession } from './local-db';
import { permissionDenied } from './local-errors';
import { assertPathSegment, assertValidQuery, matchesFilters, matchesNothing } from './local-query';
import { memoised, RuleReadBudget, type RuleRequest, ruleReads, type StoredReader } from './local-rule-reads';
import type { LocalRuleSet } from './local-rule-set';

/**
 * Reads as the local rules allow them. Each runs in one Dexie read transaction, so inside a
 * live query Dexie also follows what the rules read (a membership, the session) and re-runs
 * the read, and with it the permission check, when that changes.
 */

export function storedReader(db: LocalDb): StoredReader {
  return async (collection, id) => (await db.docs.get([collection, id]))?.data ?? null;
}

function toDoc<T extends DocData>(id: string, data: DocData): Doc<T> {
  // stored documents were committed: nothing local is pending on this backend
  return { id, data: copyJson(data) as T, pending: false };
}

async function readRequest(db: LocalDb, stored: StoredReader, scope: string): Promise<RuleRequest> {
  // a get is a single-document request and has a query's budget: 10 reads
  const budget = new RuleReadBudget(FIRESTORE_LIMITS.ruleReadsPerQuery, scope);
  return { auth: await readSession(db), time: new Date(), reads: ruleReads(budget, stored) };
}

export function readDoc<T extends DocData>(db: LocalDb, rules: LocalRuleSet, collection: string, id: string) {
  assertPathSegment('collection', collection);
  assertPathSegment('document id', id);
  return db.transaction('r', db.docs, db.sessions, async (): Promise<Doc<T> | null> => {
    const stored = memoised(storedReader(db));
    const data = await stored(collection, id);
    const request = await readRequest(db, stored, 'for one document read');
    if (!(await rules.mayGet(request, collection, id, data))) throw permissionDenied();
    return data ? toDoc<T>(id, data) : null;
  });
}

export function runQuery<T extends DocData>(db: LocalDb, rules: LocalRuleSet, spec: QuerySpec) {
  assertValidQuery(spec);
  return db.transaction('r', db.docs, db.sessions, async (): Promise<QueryResult<T>> => {
    if (matchesNothing(spec)) return { docs: [], fromCache: false };
    const request = await readRequest(db, memoised(storedReader(db)), 'for one query');
    // judged from the filters alone: the same answer whatever is stored (rules are not filters)
    if (!(await rules.mayList(request, spec))) throw permissionDenied();
    // the collection index keeps equal keys in primary-key order: results come sorted by id
    const rows = await db.docs.where('collection').equals(spec.collection).toArray();
    const docs = rows.filter((row) => matchesFilters(row.id, row.data, spec.where)).map((row) => toDoc<T>(row.id, row.data));
    return { docs, fromCache: false };
  });
}
