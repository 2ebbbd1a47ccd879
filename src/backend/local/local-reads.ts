import { type Doc, type DocData, FIRESTORE_LIMITS, type QueryResult, type QuerySpec } from '../ports';
import { copyJson } from './json-values';
import { type LocalDb, readSession } from './local-db';
import { assertIndexed, assertPathSegment, assertValidQuery, matchesNothing, selectResults } from './local-query';
import { type LocalRuleSet, mustAllow, type RuleContext } from './local-rule-set';

/**
 * Reads as firestore.rules allows them. Each runs in one Dexie read transaction, so inside a
 * live query Dexie also follows what the rules read (a membership, the session) and re-runs
 * the read, and with it the permission check, when that changes.
 */

export type StoredReader = (collection: string, id: string) => Promise<DocData | null>;

/** Reads each stored document once per request, however many rules ask for it. */
export function memoised(reader: StoredReader): StoredReader {
  const cache = new Map<string, Promise<DocData | null>>();
  return (collection, id) => {
    const key = `${collection}/${id}`;
    let found = cache.get(key);
    if (!found) {
      found = reader(collection, id);
      cache.set(key, found);
    }
    return found;
  };
}

export function storedReader(db: LocalDb): StoredReader {
  return async (collection, id) => (await db.docs.get([collection, id]))?.data ?? null;
}

function toDoc<T extends DocData>(db: LocalDb, id: string, data: DocData): Doc<T> {
  // stored documents were committed: nothing is pending, but where the store is the page's memory
  return { id, data: copyJson(data) as T, pending: db.inMemory };
}

async function readContext(db: LocalDb, stored: StoredReader, readScope: string): Promise<RuleContext> {
  // a get is a single-document request and has a query's limit: 10 reads
  const load = (collection: string, id: string) => stored(collection, id);
  return {
    auth: await readSession(db),
    time: new Date(),
    load,
    readLimit: FIRESTORE_LIMITS.ruleReadsPerQuery,
    readScope,
  };
}

/** One document as the rules allow it to this request, null when missing; throws when refused. */
async function judgedDoc<T extends DocData>(
  db: LocalDb,
  rules: LocalRuleSet,
  context: RuleContext,
  collection: string,
  id: string,
): Promise<Doc<T> | null> {
  assertPathSegment('collection', collection);
  assertPathSegment('document id', id);
  const data = await context.load(collection, id, 'before');
  await mustAllow(rules.mayGet(context, collection, id, data));
  return data ? toDoc<T>(db, id, data) : null;
}

export function readDoc<T extends DocData>(db: LocalDb, rules: LocalRuleSet, collection: string, id: string) {
  return db.transaction('r', db.docs, db.sessions, async (): Promise<Doc<T> | null> => {
    const context = await readContext(db, memoised(storedReader(db)), 'for one document read');
    return judgedDoc<T>(db, rules, context, collection, id);
  });
}

export interface DocTarget {
  collection: string;
  id: string;
}

export type DocOutcome = { doc: Doc | null } | { refused: unknown };

/**
 * Several single-document reads in one read transaction, each judged as its own request (its
 * own rule-read limit), each with its own outcome: one refused (or invalid) read does not fail
 * the others.
 * The session and what the rules read are read once for all of them.
 */
export function readDocs(db: LocalDb, rules: LocalRuleSet, targets: readonly DocTarget[]): Promise<DocOutcome[]> {
  return db.transaction('r', db.docs, db.sessions, async () => {
    const context = await readContext(db, memoised(storedReader(db)), 'for one document read');
    return Promise.all(
      targets.map(({ collection, id }) =>
        judgedDoc(db, rules, context, collection, id).then(
          (doc): DocOutcome => ({ doc }),
          (refused: unknown): DocOutcome => ({ refused }),
        ),
      ),
    );
  });
}

export function runQuery<T extends DocData>(db: LocalDb, rules: LocalRuleSet, spec: QuerySpec) {
  assertValidQuery(spec);
  assertIndexed(spec);
  return db.transaction('r', db.docs, db.sessions, async (): Promise<QueryResult<T>> => {
    if (matchesNothing(spec)) return { docs: [], fromCache: false };
    const context = await readContext(db, memoised(storedReader(db)), 'for one query');
    // judged from the filters alone: the same answer whatever is stored (rules are not filters)
    await mustAllow(rules.mayList(context, spec));
    // the collection index keeps equal keys in primary-key order: results come sorted by id
    const rows = await db.docs.where('collection').equals(spec.collection).toArray();
    const docs = selectResults(rows, spec).map((row) => toDoc<T>(db, row.id, row.data));
    return { docs, fromCache: false };
  });
}
