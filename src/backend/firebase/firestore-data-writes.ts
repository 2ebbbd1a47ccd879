import {
  deleteDoc,
  doc,
  type Firestore,
  getDocFromCache,
  setDoc,
  updateDoc,
  waitForPendingWrites,
} from 'firebase/firestore';
import { type DataPort, isDataError, type OnRefused, type WriteOp } from '../ports';
import type { PageStore } from '../device-store';
import type { WriteJournal } from '../write-journal';
import { toFirestoreData } from './firestore-convert';
import { buildBatch, commitConfirmed, fireWrite } from './firestore-writes';
import { withinTimeBox } from './time-box';
import { landedAsWritten, unlessAlreadyStored } from './duplicate-commit';
import type { WrittenHere } from './written-here';

/** How the DataPort's writes are kept and answered. */
export interface WriteSettings {
  /** what this page wrote (docs/architecture.md "Documents this device wrote"), which the reads show too */
  written: WrittenHere;
  /**
   * 'dismiss': a permission-denied whose documents the server holds as written is a re-sent
   * copy of a write that landed, and not reported (the app, duplicate-commit.ts). 'report':
   * every refusal is reported as the server gave it, as the permission table judges the rules
   * through this port.
   */
  resentCopies: 'dismiss' | 'report';
  /**
   * Where the cache is in memory (docs/architecture.md "The device's store"): told of each write
   * until the server answers it, and the journal keeps the write until then too, since the
   * device holds nothing a reload could find.
   */
  unsaved?: Pick<PageStore, 'hold'>;
}

/**
 * The DataPort's writes over Firestore: they land in the device's cache at once and are never
 * awaited (but a confirmed batch), each is noted in the tab's journal until a reload can no
 * longer lose it, and every refusal reaches the caller as a DataError.
 */
export function createFirestoreWrites(
  db: Firestore,
  journal: WriteJournal,
  { written, resentCopies, unsaved }: WriteSettings,
): Pick<DataPort, 'set' | 'update' | 'delete' | 'batch' | 'confirmedBatch' | 'allWritesSynced'> {
  const ref = (collectionName: string, id: string) => doc(db, collectionName, id);

  /** writes fired whose answer (acceptance, or a refusal after its duplicate check) is not in yet */
  const unanswered = new Set<Promise<void>>();

  /**
   * Fires a write, noted in the tab's journal until the SDK has it on the device: the SDK runs
   * its work in order, so once a cache read queued after the write answers, the write is in
   * IndexedDB and a reload can no longer lose it (firebase-backend.ts fires again what a page
   * that went away sooner left in the journal).
   */
  const fireNoted = (ops: WriteOp[], write: () => Promise<void>, onRefused: OnRefused) => {
    const id = journal.record(ops);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    unanswered.add(answered);
    void answered.then(() => unanswered.delete(answered));
    const fired = fireWrite(
      () => {
        const committed = write();
        written.note(ops, committed);
        committed.then(answer, () => {});
        return committed;
      },
      (error) => {
        if (resentCopies === 'report') {
          onRefused(error);
          answer();
        } else void unlessAlreadyStored(db, ops, onRefused)(error).finally(answer);
      },
    );
    const first = ops[0];
    const onDevice = first
      ? getDocFromCache(ref(first.collection, first.id)).catch(() => undefined)
      : Promise.resolve();
    unsaved?.hold(answered);
    void (unsaved ? answered : onDevice).then(() => journal.forget(id));
    return fired;
  };

  return {
    set: (collectionName, id, data, onRefused, options) =>
      fireNoted(
        [{ kind: 'set', collection: collectionName, id, data, merge: options?.merge }],
        () =>
          options?.merge
            ? setDoc(ref(collectionName, id), toFirestoreData(data), { merge: true })
            : setDoc(ref(collectionName, id), toFirestoreData(data)),
        onRefused,
      ),

    // Keys stay field paths ('address.city'), as updateDoc reads them.
    update: (collectionName, id, data, onRefused) =>
      fireNoted(
        [{ kind: 'update', collection: collectionName, id, data }],
        () => updateDoc(ref(collectionName, id), toFirestoreData(data)),
        onRefused,
      ),

    delete: (collectionName, id, onRefused) =>
      fireNoted(
        [{ kind: 'delete', collection: collectionName, id }],
        () => deleteDoc(ref(collectionName, id)),
        onRefused,
      ),

    batch: (ops, onRefused) => fireNoted(ops, () => buildBatch(db, ref, ops).commit(), onRefused),

    confirmedBatch: (ops, timeoutMs) =>
      commitConfirmed(
        () => buildBatch(db, ref, ops),
        timeoutMs,
        (answered) => {
          written.note(ops, answered);
          unsaved?.hold(answered);
        },
      ).catch(async (error: unknown) => {
        // a re-sent copy of a batch that landed is refused; the batch itself went through
        if (resentCopies === 'dismiss' && isDataError(error, 'permission-denied') && (await landedAsWritten(db, ops)))
          return;
        throw error;
      }),

    allWritesSynced: (withinMs) => syncedWithin(db, withinMs, unanswered),
  };
}

/**
 * waitForPendingWrites never settles offline, and rejects when the user changes: both mean
 * "not synced", so this resolves false in those cases and never rejects.
 */
async function syncedWithin(db: Firestore, withinMs: number, unanswered: Set<Promise<void>>): Promise<boolean> {
  const synced = Promise.resolve()
    .then(() => waitForPendingWrites(db))
    .then(
      // a refusal is in once its duplicate check has reported or dismissed it
      () => Promise.all([...unanswered]).then(() => true),
      () => false,
    );
  return (await withinTimeBox(synced, withinMs)) === true;
}
