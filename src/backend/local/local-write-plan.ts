import { type DocData, FIRESTORE_LIMITS, type WriteOp } from '../ports';
import { applyFieldUpdates, assertUpdatePaths } from './field-paths';
import { copyDocData, mergeJson, withServerTime } from './json-values';
import { invalidArgument, notFound } from './local-errors';
import { assertPathSegment } from './local-query';

/** One document's change in a batch; `before`/`after` null means absent. */
export interface PlannedWrite {
  collection: string;
  id: string;
  before: DocData | null;
  after: DocData | null;
}

export function docKey(collection: string, id: string): string {
  return `${collection}/${id}`;
}

/**
 * A batch checked and copied when it is written, before it waits in the queue: a later change
 * to the caller's objects does not leak in, and bad input fails as Firestore fails it
 * ('invalid-argument', a batch over 500 writes refused whole).
 */
export function prepareWrites(ops: WriteOp[]): WriteOp[] {
  if (ops.length > FIRESTORE_LIMITS.batchWrites) {
    throw invalidArgument(`A batch may hold at most ${FIRESTORE_LIMITS.batchWrites} writes (got ${ops.length})`);
  }
  return ops.map((op) => {
    assertPathSegment('collection', op.collection);
    assertPathSegment('document id', op.id);
    if (op.kind === 'delete') return { ...op };
    if (op.kind === 'set') return { ...op, data: copyDocData(op.data, 'written') };
    if (op.kind === 'update') {
      const data = copyDocData(op.data, 'written');
      assertUpdatePaths(data);
      return { ...op, data };
    }
    throw invalidArgument(`Unknown write kind: ${String((op as { kind: unknown }).kind)}`);
  });
}

/**
 * The net effect of a prepared batch on each document it touches, computed before anything is
 * stored, with every SERVER_TIMESTAMP given the commit's `time`. An update of a missing
 * document fails with 'not-found', as on Firestore.
 */
export async function planWrites(
  ops: WriteOp[],
  readStored: (collection: string, id: string) => Promise<DocData | null>,
  time: Date,
): Promise<Map<string, PlannedWrite>> {
  const planned = new Map<string, PlannedWrite>();
  for (const op of ops) {
    const key = docKey(op.collection, op.id);
    let entry = planned.get(key);
    if (!entry) {
      const before = await readStored(op.collection, op.id);
      entry = { collection: op.collection, id: op.id, before, after: before };
      planned.set(key, entry);
    }
    if (op.kind === 'delete') {
      entry.after = null;
    } else if (op.kind === 'update') {
      if (!entry.after) throw notFound(op.collection, op.id);
      entry.after = applyFieldUpdates(entry.after, withServerTime(op.data, time));
    } else {
      const data = withServerTime(op.data, time);
      entry.after = op.merge && entry.after ? mergeJson(entry.after, data) : data;
    }
  }
  return planned;
}
