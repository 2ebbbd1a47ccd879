import { type DocumentReference, onSnapshot, type DocumentSnapshot } from 'firebase/firestore';
import type { DocData, DocResult, Unsubscribe } from '../ports';
import { toDocResult } from './firestore-snapshots';
import type { WrittenHere } from './written-here';

/**
 * Where a watch of a document listens first. While a create of this page waits for the server,
 * only the device's cache: the Firestore emulator (and so maybe the server) answers a listen on
 * a document it does not have yet with "current, absent" at a read time later than the create's
 * commit, and the SDK then ignores the create's own version as older, so the document reads as
 * missing on the device that made it until someone edits it again
 * (docs/architecture.md "Documents this device wrote"). Once the create is answered, a server
 * listen finds it.
 */
export function firstListenSource(written: WrittenHere, path: string): 'cache' | 'server' {
  return written.created(path) && written.waiting(path) ? 'cache' : 'server';
}

export interface SnapshotFacts {
  exists: boolean;
  fromCache: boolean;
  hasPendingWrites: boolean;
}

export interface WatchMemory {
  /** the document was created on this page and not deleted here since */
  createdHere: boolean;
  /** this watch has had the document from the server, as the server stores it */
  serverConfirmed: boolean;
  /** this watch has shown the document */
  shown: boolean;
}

/**
 * Whether a snapshot saying "absent" is kept from the screen: for a document created on this
 * page that this watch has shown but the server never confirmed, it is the stale answer above,
 * not a delete. Once the server confirmed the document, "absent" is a delete (by another device)
 * and passes.
 */
export function holdsBackMissing(snapshot: SnapshotFacts, memory: WatchMemory): boolean {
  return !snapshot.exists && memory.createdHere && memory.shown && !memory.serverConfirmed;
}

const confirmsOnServer = (snapshot: SnapshotFacts) =>
  snapshot.exists && !snapshot.fromCache && !snapshot.hasPendingWrites;

const factsOf = (snapshot: DocumentSnapshot): SnapshotFacts => ({
  exists: snapshot.exists(),
  fromCache: snapshot.metadata.fromCache,
  hasPendingWrites: snapshot.metadata.hasPendingWrites,
});

/**
 * A live document for the DataPort's watchDoc, aware of the documents this page wrote: the
 * cache alone while their create waits for the server, then the server; a stale "absent" for a
 * document created here never reaches the screen. Metadata changes included: a document turning
 * from pending to synced is news to the UI.
 */
export function watchDocument<T extends DocData>(
  target: DocumentReference,
  written: WrittenHere,
  next: (result: DocResult<T>, snapshot: DocumentSnapshot) => void,
  fail: (error: unknown) => void,
): Unsubscribe {
  const path = target.path;
  const memory: WatchMemory = { createdHere: false, serverConfirmed: false, shown: false };
  let stopped = false;
  let stop: Unsubscribe = () => {};

  const take = (snapshot: DocumentSnapshot) => {
    const facts = factsOf(snapshot);
    memory.createdHere = written.created(path);
    if (holdsBackMissing(facts, memory)) return;
    if (confirmsOnServer(facts)) memory.serverConfirmed = true;
    memory.shown = facts.exists;
    next(toDocResult<T>(snapshot), snapshot);
  };

  const listenToServer = () => {
    if (!stopped) stop = onSnapshot(target, { includeMetadataChanges: true }, take, fail);
  };

  const listenToCacheUntil = (answered: Promise<void>) => {
    void answered.then(() => {
      if (stopped) return;
      stop();
      listenToServer();
    });
  };

  if (firstListenSource(written, path) === 'cache') {
    stop = onSnapshot(target, { includeMetadataChanges: true, source: 'cache' }, take, fail);
    listenToCacheUntil(written.answered([path]));
  } else {
    // Any other document goes to the server listen at once (which answers from the device first).
    // Asking the device alone first, for a create another page fired before a reload, cost the
    // poor-signal screens their 1 s bound (a squad opened in 1,050 ms): that case is left open
    // (docs/architecture.md "Documents this device wrote").
    listenToServer();
  }
  return () => {
    stopped = true;
    stop();
  };
}
