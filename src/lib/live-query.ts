import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export type Subscribe<T> = (onNext: (value: T) => void, onError: (error: Error) => void) => () => void;

function firstValue<T>(subscribe: Subscribe<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let stop: (() => void) | undefined;
    let done = false;
    const finish = () => {
      done = true;
      stop?.();
    };
    stop = subscribe(
      (value) => {
        finish();
        resolve(value);
      },
      (error) => {
        finish();
        reject(error);
      },
    );
    if (done) stop();
  });
}

/**
 * A React Query entry kept current by a live subscription (a Firestore or Dexie watch):
 * the first value resolves the query, later values replace the cached data. Stale time is
 * infinite because the watch, not refetching, keeps it fresh.
 */
export function useLiveQuery<T>(key: QueryKey, subscribe: Subscribe<T> | null) {
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: key,
    queryFn: () => firstValue(subscribe as Subscribe<T>),
    enabled: subscribe !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const hash = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash identifies the subscription
  useEffect(() => {
    if (!subscribe) return;
    return subscribe(
      (value) => queryClient.setQueryData(key, value),
      (error) => console.error('Live query failed', key, error),
    );
  }, [hash, queryClient]);
  return result;
}
