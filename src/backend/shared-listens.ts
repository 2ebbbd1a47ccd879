import type { DataError, DataPort, DocData, DocResult, QueryResult, QuerySpec, Unsubscribe } from './ports';

/**
 * One listen per query or document, shared by every lookup that asks for it at the same time.
 * A lookup by many ids is one watch per chunk of ids (chunked-lookups.ts); when the ids change
 * (a membership added), the screen's watch of the new list starts while the old one still
 * lingers (src/lib/watched-query.ts), so the chunks and documents both lists hold are answered
 * by the listens already open: only what changed is read anew (docs/PERFORMANCE.md).
 */

interface Listener<R> {
  next: (result: R) => void;
  error: (error: DataError) => void;
  /** has had an answer (the replay of the last one is then not needed) */
  answered: boolean;
}

interface Listen<R> {
  listeners: Set<Listener<R>>;
  last?: R;
  stop?: Unsubscribe;
  failed?: boolean;
}

const listensOf = new WeakMap<DataPort, Map<string, Listen<unknown>>>();

function listensFor(data: DataPort): Map<string, Listen<unknown>> {
  let listens = listensOf.get(data);
  if (!listens) {
    listens = new Map();
    listensOf.set(data, listens);
  }
  return listens;
}

/** Starts the port's listen behind `listen`, answering whoever has joined it by then. */
function begin<R>(
  listens: Map<string, Listen<unknown>>,
  key: string,
  listen: Listen<R>,
  start: (next: (result: R) => void, error: (error: DataError) => void) => Unsubscribe,
): void {
  listen.stop = start(
    (result) => {
      listen.last = result;
      for (const each of [...listen.listeners]) {
        each.answered = true;
        each.next(result);
      }
    },
    (error) => {
      // a failed listen is over: whoever asks next starts a new one
      listen.failed = true;
      if (listens.get(key) === listen) listens.delete(key);
      const failed = [...listen.listeners];
      listen.listeners.clear();
      listen.stop?.();
      for (const each of failed) each.error(error);
    },
  );
  if (listen.failed) listen.stop?.(); // failed before it was started
}

function shared<R>(
  data: DataPort,
  key: string,
  start: (next: (result: R) => void, error: (error: DataError) => void) => Unsubscribe,
  onNext: (result: R) => void,
  onError: (error: DataError) => void,
): Unsubscribe {
  const listens = listensFor(data);
  const listener: Listener<R> = { next: onNext, error: onError, answered: false };
  const open = listens.get(key) as Listen<R> | undefined;
  const listen: Listen<R> = open ?? { listeners: new Set() };
  listen.listeners.add(listener);
  if (!open) {
    listens.set(key, listen as Listen<unknown>);
    begin(listens, key, listen, start);
  } else if (open.last !== undefined) {
    // joins a listen that has answered: its last answer first, as a new listen would give it
    queueMicrotask(() => {
      if (!open.listeners.has(listener) || listener.answered || open.last === undefined) return;
      listener.answered = true;
      onNext(open.last);
    });
  }
  return () => {
    if (!listen.listeners.delete(listener) || listen.listeners.size > 0) return;
    listen.stop?.();
    if (listens.get(key) === listen) listens.delete(key);
  };
}

/** `data.watchQuery`, sharing one listen with every other caller of the same query. */
export function watchQueryShared<T extends DocData>(
  data: DataPort,
  spec: QuerySpec,
  onNext: (result: QueryResult<T>) => void,
  onError: (error: DataError) => void,
): Unsubscribe {
  return shared<QueryResult<T>>(
    data,
    `query ${JSON.stringify(spec)}`,
    (next, error) => data.watchQuery<T>(spec, next, error),
    onNext,
    onError,
  );
}

/** `data.watchDoc`, sharing one listen with every other caller of the same document. */
export function watchDocShared<T extends DocData>(
  data: DataPort,
  collection: string,
  id: string,
  onNext: (result: DocResult<T>) => void,
  onError: (error: DataError) => void,
): Unsubscribe {
  return shared<DocResult<T>>(
    data,
    `doc ${collection}/${id}`,
    (next, error) => data.watchDoc<T>(collection, id, next, error),
    onNext,
    onError,
  );
}
