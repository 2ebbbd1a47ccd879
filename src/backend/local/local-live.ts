import { liveQuery } from 'dexie';
import type { DataError, Unsubscribe } from '../ports';
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
