import { hashKey, type QueryClient, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** A live source: a backend watch. Calls `onNext` with each state, `onError` once when it stops. */
export type Subscribe<T> = (onNext: (value: T) => void, onError: (error: Error) => void) => () => void;

/** A watch and the query key its values are kept under: what a hook shows and a route's loader warms. */
export interface WatchDef<T> {
  key: QueryKey;
  subscribe: Subscribe<T>;
}

/** How long a watch a route's loader started stays open for the screen to take it over. */
export const WARM_GRACE_MS = 5_000;

/**
 * How long a watch stays open after the last screen showing it went away: moving between screens
 * that show the same data (the dashboard, then manage) keeps its listens instead of stopping and
 * opening them again (docs/PERFORMANCE.md, "Reads that grow").
 */
export const WATCH_LINGER_MS = 10_000;

/** After a watch fails (offline and uncached, refused), it is tried again after these pauses. */
export const RESUBSCRIBE_DELAYS_MS = [1_000, 3_000, 10_000, 30_000] as const;

interface WatchEntry {
  users: number;
  /** set while the watch runs */
  stop?: () => void;
  /** set while the watch lingers with no user, until it stops */
  linger?: ReturnType<typeof setTimeout>;
  /** the query function waits on this for the watch's first value (or its failure) */
  first: Deferred;
}

interface Deferred {
  promise: Promise<unknown>;
  settle: (outcome: { value: unknown } | { error: Error }) => void;
  settled: boolean;
}

function deferred(): Deferred {
  const entry = { settled: false } as Deferred;
  entry.promise = new Promise<unknown>((resolve, reject) => {
    entry.settle = (outcome) => {
      if (entry.settled) return;
      entry.settled = true;
      if ('error' in outcome) reject(outcome.error);
      else resolve(outcome.value);
    };
  });
  // nobody may be waiting (the query shows cached data, a retry after an error): a failure
  // nobody awaits is no uncaught error; whoever awaits the promise still gets it
  entry.promise.catch(() => {});
  return entry;
}

const registries = new WeakMap<QueryClient, Map<string, WatchEntry>>();

/** The entry of a query key, made by whichever comes first: the query function or the watch. */
function entryFor(client: QueryClient, hash: string): WatchEntry {
  let registry = registries.get(client);
  if (!registry) {
    registry = new Map();
    registries.set(client, registry);
  }
  let entry = registry.get(hash);
  if (!entry) {
    entry = { users: 0, first: deferred() };
    registry.set(hash, entry);
  }
  return entry;
}

/**
 * Runs the one watch behind a query key, shared by every component that shows it. Values go
 * into React Query's cache; a failure puts the query in its error state (the screen says
 * `Load failed`), and the watch is tried again (with growing pauses, and at once when the
 * device comes back online), so the screen recovers when the data becomes readable.
 */
function startWatch<T>(client: QueryClient, key: QueryKey, entry: WatchEntry, subscribe: Subscribe<T>): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  let stopped = false;

  function onNext(value: T) {
    attempt = 0;
    entry.first.settle({ value });
    client.setQueryData(key, value);
  }

  function onError(error: Error) {
    unsubscribe = undefined;
    if (entry.users === 0) {
      // lingering, shown nowhere: it stops now, and a screen that shows it again starts it afresh
      stopUnused(client, key, entry);
      return;
    }
    const query = client.getQueryCache().find({ queryKey: key, exact: true });
    // a query function waiting on the first value takes the failure itself; a query showing
    // cached data (no fetch under way: a page opened again, a deleted group's squad) is told here
    const awaited = !entry.first.settled && query?.state.fetchStatus === 'fetching';
    entry.first.settle({ error });
    if (!awaited) query?.setState({ status: 'error', error, fetchStatus: 'idle' });
    entry.first = deferred(); // a refetch meanwhile waits for the next value
    const delay = RESUBSCRIBE_DELAYS_MS[Math.min(attempt, RESUBSCRIBE_DELAYS_MS.length - 1)];
    attempt += 1;
    timer = setTimeout(resubscribe, delay);
  }

  function resubscribe() {
    clearTimeout(timer);
    if (stopped || unsubscribe) return;
    unsubscribe = subscribe(onNext, onError);
  }

  window.addEventListener('online', resubscribe);
  unsubscribe = subscribe(onNext, onError);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', resubscribe);
    unsubscribe?.();
  };
}

function acquire<T>(client: QueryClient, key: QueryKey, subscribe: Subscribe<T>): () => void {
  const hash = hashKey(key);
  const entry = entryFor(client, hash);
  entry.users += 1;
  clearTimeout(entry.linger);
  entry.linger = undefined;
  entry.stop ??= startWatch(client, key, entry, subscribe);
  return () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    entry.linger = setTimeout(() => stopUnused(client, key, entry), WATCH_LINGER_MS);
  };
}

function stopUnused(client: QueryClient, key: QueryKey, entry: WatchEntry): void {
  clearTimeout(entry.linger);
  entry.linger = undefined;
  if (entry.users > 0) return;
  entry.stop?.();
  entry.stop = undefined;
  const registry = registries.get(client);
  // a later watch of the same key (after stopWatches) is not this one's to remove
  const hash = hashKey(key);
  if (registry?.get(hash) === entry) registry.delete(hash);
  // a query function still waiting on this watch would wait forever: put the query back
  if (!entry.first.settled) void client.cancelQueries({ queryKey: key, exact: true });
}

/** Stops every watch of the cache at once, whoever holds it (a test that opens the app afresh). */
export function stopWatches(client: QueryClient): void {
  for (const entry of registries.get(client)?.values() ?? []) {
    clearTimeout(entry.linger);
    entry.stop?.();
    entry.stop = undefined;
    entry.users = 0;
  }
  registries.delete(client);
}

/**
 * Starts a watch ahead of the screen that shows it (a route's loader), and lets it go after
 * `graceMs` unless a screen has taken it over by then. Resolves with the watch's first value
 * (the device's cached state first, so nothing waits for the network); the values themselves
 * reach the cache as they come, as for a screen's own watch.
 */
export function prefetchWatch<T>(client: QueryClient, def: WatchDef<T>, graceMs = WARM_GRACE_MS): Promise<T> {
  const release = acquire(client, def.key, def.subscribe);
  setTimeout(release, graceMs);
  // every value of the watch goes into the cache as it comes (startWatch); this is the first one,
  // which may be long past when the watch was already running
  return entryFor(client, hashKey(def.key)).first.promise as Promise<T>;
}

/**
 * A React Query entry kept current by one live subscription (a backend watch): the watch's
 * first value resolves the query, later values replace it, errors reach the screen. Pass
 * `null` while there is nothing to watch (e.g. no user yet).
 */
export function useWatchedQuery<T>(key: QueryKey, subscribe: Subscribe<T> | null) {
  const client = useQueryClient();
  const hash = hashKey(key);
  const result = useQuery<T>({
    queryKey: key,
    // the value comes from the shared watch started below (or by another component)
    queryFn: () => entryFor(client, hash).first.promise as Promise<T>,
    enabled: subscribe !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const active = subscribe !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash identifies the watch; `subscribe` is read once per key
  useEffect(() => {
    if (!subscribe) return;
    return acquire(client, key, subscribe);
  }, [hash, client, active]);
  return result;
}
