import type {
  DataError,
  DataPort,
  Doc,
  DocData,
  DocResult,
  NotAwaitable,
  OnRefused,
  QueryResult,
  QuerySpec,
  WriteOp,
} from '../ports';
import { commitBatch } from './local-commit';
import type { LocalDb } from './local-db';
import { deadlineExceeded, toDataError } from './local-errors';
import { batchedDocWatches, watchLive } from './local-live';
import { readDoc, readDocs, runQuery } from './local-reads';
import { type LocalRuleSet, permissionModel } from './local-rule-set';
import type { PageStore } from '../device-store';
import { NO_JOURNAL, type WriteJournal } from '../write-journal';
import { createWriteQueue } from './local-write-queue';
import { prepareWrites } from './local-write-plan';
import { newDocumentId } from './random-ids';

export interface LocalDataOptions {
  /** the permission model by default; OPEN_RULES only for the data port contract suite */
  rules?: LocalRuleSet;
  /** where queued writes survive a reload of the page; none by default (tests) */
  journal?: WriteJournal;
  /** where the database is in memory: told of every write, which nothing will keep */
  unsaved?: Pick<PageStore, 'hold'>;
  /**
   * true once the page let go of its database as it was hidden (../page-hide-release.ts): a commit
   * cut short then stays in the journal, for the next start to send again
   */
  released?: () => boolean;
}

/** A write committed in memory is never saved: it stays unsaved for the page's life. */
const neverSaved = () => new Promise<void>(() => {});

const NOT_AWAITABLE = undefined as unknown as NotAwaitable;

/** Rejects with a DataError, whatever went wrong. */
function asDataError<R>(promise: Promise<R>): Promise<R> {
  return promise.catch((error: unknown) => {
    throw toDataError(error);
  });
}

/**
 * The data port on Dexie. It behaves as the Firestore adapter does online: writes are fired,
 * never awaited, committed in order, and refused through `onRefused`; every read starts after
 * the writes this port already made, so it sees them. Data is durable once committed, so
 * nothing is pending and nothing comes "from cache" (but in a database in memory, where every
 * document is pending: nothing is kept). Watches also follow other tabs.
 */
export function createLocalDataPort(db: LocalDb, options: LocalDataOptions = {}): DataPort {
  const rules = options.rules ?? permissionModel();
  const journal = options.journal ?? NO_JOURNAL;
  const queue = createWriteQueue();
  // the rules load with the first read (a screen that reads nothing, the sign-in form, never
  // downloads them), before it: a read runs in a transaction (or a live query) that must not
  // wait on anything but the database
  let rulesReady: Promise<unknown> | undefined;
  const readable = (): Promise<void> => {
    rulesReady ??= rules.ready?.() ?? Promise.resolve();
    return Promise.all([queue.settled(), rulesReady]).then(() => undefined);
  };
  const afterWrites = <R>(read: () => Promise<R>) => asDataError(readable().then(read));
  const watchDocBatched = batchedDocWatches(readable, (targets) => readDocs(db, rules, targets));

  const released = options.released ?? (() => false);
  /** Commits a batch, then forgets it in the journal, whether it was committed or refused. */
  const commitJournalled = (id: string, ops: WriteOp[]) => () =>
    commitBatch(db, rules, ops).finally(() => {
      if (!released()) journal.forget(id);
    });

  // what a previous page of this tab fired and did not see committed goes first, in order;
  // whoever fired it is gone, so a refusal can only be logged
  for (const left of journal.leftOver()) {
    void queue.push(commitJournalled(left.id, left.ops), (error) =>
      console.warn('A write left by the previous page was refused', error),
    );
  }

  /** Queues a batch, checked and copied now so that the caller's later changes do not leak in. */
  function enqueue(ops: WriteOp[], onFailure?: (error: unknown) => void): Promise<void> {
    let prepared: WriteOp[];
    try {
      prepared = prepareWrites(ops);
    } catch (invalid) {
      return queue.push(() => Promise.reject(invalid), onFailure);
    }
    const queued = queue.push(commitJournalled(journal.record(prepared), prepared), onFailure);
    // a refused write left nothing behind to lose
    options.unsaved?.hold(queued.then(neverSaved, () => undefined));
    return queued;
  }

  function write(ops: WriteOp[], onRefused: OnRefused): NotAwaitable {
    void enqueue(ops, (error) => onRefused(toDataError(error)));
    return NOT_AWAITABLE;
  }

  return {
    newId: () => newDocumentId(),
    get: <T extends DocData>(collection: string, id: string) =>
      afterWrites(() => readDoc<T>(db, rules, collection, id)),
    query: <T extends DocData>(spec: QuerySpec) => afterWrites(() => runQuery<T>(db, rules, spec)),
    watchDoc: <T extends DocData>(
      collection: string,
      id: string,
      onNext: (result: DocResult<T>) => void,
      onError: (error: DataError) => void,
    ) =>
      // a path that is no document fails its watch as a refusal does: after the call, never from it
      watchDocBatched({ collection, id }, (doc) => onNext({ doc: doc as Doc<T> | null, fromCache: false }), onError),
    watchQuery: <T extends DocData>(
      spec: QuerySpec,
      onNext: (result: QueryResult<T>) => void,
      onError: (error: DataError) => void,
    ) => watchLive(readable(), async () => runQuery<T>(db, rules, spec), onNext, onError),
    set: (collection, id, data, onRefused, options) =>
      write([{ kind: 'set', collection, id, data, merge: options?.merge }], onRefused),
    update: (collection, id, data, onRefused) => write([{ kind: 'update', collection, id, data }], onRefused),
    delete: (collection, id, onRefused) => write([{ kind: 'delete', collection, id }], onRefused),
    batch: write,
    async confirmedBatch(ops, timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      // past the time box the batch stays queued and still commits, as on Firestore
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(deadlineExceeded(`The batch was not confirmed within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([asDataError(enqueue(ops)), deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
    allWritesSynced: (withinMs) => queue.drained(withinMs),
  };
}
