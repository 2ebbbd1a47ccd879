import { type DocumentReference, type Firestore, type WriteBatch, writeBatch } from 'firebase/firestore';
import { DataError, FIRESTORE_LIMITS, type NotAwaitable, type OnRefused, type WriteOp } from '../ports';
import { toFirestoreData } from './firestore-convert';
import { toDataError } from './firestore-errors';
import { TIMED_OUT, withinTimeBox } from './time-box';

/** What every write returns: undefined, typed so that `await` of it does not compile. */
const NOTHING_TO_AWAIT = undefined as unknown as NotAwaitable;

/**
 * Fires a write and returns at once: the SDK applies it to the cache synchronously and its
 * promise settles only when the server answers, which offline may be never. A refusal (by the
 * server later, or by the SDK's own checks of the data now) reaches `onRefused`, always
 * asynchronously so callers see one behaviour.
 */
export function fireWrite(write: () => Promise<void>, onRefused: OnRefused): NotAwaitable {
  try {
    write().catch((error: unknown) => onRefused(toDataError(error)));
  } catch (error) {
    queueMicrotask(() => onRefused(toDataError(error)));
  }
  return NOTHING_TO_AWAIT;
}

export type RefOf = (collection: string, id: string) => DocumentReference;

function tooManyWrites(count: number): DataError {
  return new DataError(
    'invalid-argument',
    `a batch holds at most ${FIRESTORE_LIMITS.batchWrites} writes, not ${count}`,
  );
}

/** The ops as one Firestore batch; throws DataError('invalid-argument') past Firestore's limit. */
export function buildBatch(db: Firestore, refOf: RefOf, ops: WriteOp[]): WriteBatch {
  // The SDK itself does not count; the server would refuse the commit, and only once online.
  if (ops.length > FIRESTORE_LIMITS.batchWrites) throw tooManyWrites(ops.length);
  const batch = writeBatch(db);
  for (const op of ops) {
    const ref = refOf(op.collection, op.id);
    if (op.kind === 'delete') batch.delete(ref);
    else if (op.kind === 'update') batch.update(ref, toFirestoreData(op.data));
    else if (op.merge) batch.set(ref, toFirestoreData(op.data), { merge: true });
    else batch.set(ref, toFirestoreData(op.data));
  }
  return batch;
}

/**
 * Commits and waits for the server: resolves once it accepted the batch, rejects with its
 * refusal, or with 'deadline-exceeded' after `timeoutMs`. The batch is already in the device's
 * queue by then and is sent when the connection returns; the caller decides what to tell.
 */
export async function commitConfirmed(
  batch: () => WriteBatch,
  timeoutMs: number,
  fired: (answered: Promise<void>) => void = () => {},
): Promise<void> {
  try {
    const committed = batch().commit();
    fired(committed);
    const answer = await withinTimeBox(committed, timeoutMs);
    if (answer === TIMED_OUT) {
      throw new DataError('deadline-exceeded', `the server did not confirm the batch within ${timeoutMs} ms`);
    }
  } catch (error) {
    throw toDataError(error);
  }
}
