import { liveQuery } from 'dexie';
import type { DataError, Doc, Unsubscribe } from '../ports';
import type { DocOutcome, DocTarget } from './local-reads';
import { toDataError } from './local-errors';

/**
 * A live read on Dexie's `liveQuery`, which re-runs when anything it read changes, in this tab
 * or another (a membership removed, the session signed out). It starts once `ready` resolves
 * (the port's earlier writes have committed), emits only real changes, and stops after an
 * error, as a Firestore listener does.
 */
export function watchLive<R>(
  ready: Promise<void>,
  querier: () => Promise<R>,
  onNext: (value: R) => void,
  onError: (error: DataError) => void,
): Unsubscribe {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  let last: string | undefined;

  void ready.then(() => {
    if (stopped) return;
    const subscription = liveQuery(querier).subscribe({
      next: (value) => {
        const fingerprint = JSON.stringify(value);
        if (stopped || fingerprint === last) return;
        last = fingerprint;
        onNext(value);
      },
      error: (error: unknown) => {
        if (stopped) return;
        stopped = true;
        unsubscribe?.();
        onError(toDataError(error));
      },
    });
    unsubscribe = () => subscription.unsubscribe();
    if (stopped) unsubscribe();
  });

  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

interface DocWatcher {
  target: DocTarget;
  onNext: (doc: Doc | null) => void;
  onError: (error: DataError) => void;
  stopped: boolean;
  last?: string;
}

interface WatchGroup {
  watchers: DocWatcher[];
  ended: boolean;
  unsubscribe?: () => void;
}

/**
 * Document watches started in one go, before the next microtask (a screen's lookup of 200
 * teams), share one live read: one transaction and one session read for all, instead of one
 * each. Each watch still has its own answers (only real changes), its own refusal and its own
 * end, as a Firestore listener has; the shared read stops with the last of its watches. The
 * price: a change to any of the documents (or to what the rules read) reads and judges them
 * all again, in one transaction.
 */
export function batchedDocWatches(
  ready: () => Promise<void>,
  read: (targets: DocTarget[]) => Promise<DocOutcome[]>,
): (target: DocTarget, onNext: (doc: Doc | null) => void, onError: (error: DataError) => void) => Unsubscribe {
  let forming: WatchGroup | undefined;
  const live = (group: WatchGroup) => group.watchers.filter((watcher) => !watcher.stopped);
  const endIfUnused = (group: WatchGroup) => {
    if (group.ended || group.watchers.some((watcher) => !watcher.stopped)) return;
    group.ended = true;
    // a watch started after this in the same go starts a group of its own
    if (forming === group) forming = undefined;
    group.unsubscribe?.();
  };

  /** One watch's answer; its callback's own exception is its own, not the group's (reportListenerError). */
  function deliver(watcher: DocWatcher, outcome: DocOutcome) {
    if (watcher.stopped) return;
    try {
      if ('refused' in outcome) {
        watcher.stopped = true;
        watcher.onError(toDataError(outcome.refused));
        return;
      }
      const fingerprint = JSON.stringify(outcome.doc);
      if (fingerprint === watcher.last) return;
      watcher.last = fingerprint;
      watcher.onNext(outcome.doc);
    } catch (error) {
      reportListenerError(error);
    }
  }

  function start(group: WatchGroup) {
    const fail = (error: unknown) => {
      for (const watcher of live(group)) deliver(watcher, { refused: error });
      endIfUnused(group);
    };
    void ready().then(() => {
      if (group.ended) return;
      const subscription = liveQuery(async () => {
        const watchers = live(group);
        const outcomes = await read(watchers.map((watcher) => watcher.target));
        return watchers.map((watcher, index) => ({ watcher, outcome: outcomes[index] as DocOutcome }));
      }).subscribe({
        next: (answers) => {
          for (const { watcher, outcome } of answers) deliver(watcher, outcome);
          endIfUnused(group);
        },
        error: fail,
      });
      group.unsubscribe = () => subscription.unsubscribe();
      if (group.ended) subscription.unsubscribe();
    }, fail);
  }

  return (target, onNext, onError) => {
    const watcher: DocWatcher = { target, onNext, onError, stopped: false };
    let group = forming;
    if (!group) {
      const formed: WatchGroup = { watchers: [], ended: false };
      forming = group = formed;
      // the watches a screen starts in one go join before the read starts
      queueMicrotask(() => {
        forming = undefined;
        start(formed);
      });
    }
    group.watchers.push(watcher);
    const joined = group;
    return () => {
      watcher.stopped = true;
      endIfUnused(joined);
    };
  };
}

/** An exception a watch's own callback threw: reported as uncaught, as a Firestore listener's is. */
function reportListenerError(error: unknown): void {
  if (typeof reportError === 'function') reportError(error);
  else
    setTimeout(() => {
      throw error;
    });
}
