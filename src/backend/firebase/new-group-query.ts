import { isDataError, type QuerySpec, type Unsubscribe } from '../ports';
import { toDataError } from './firestore-errors';
import type { WrittenHere } from './written-here';

/**
 * A query about a group (club, team, event…) this page has just created: its rules read the
 * group or my membership of it, which the server has not got yet, so a server listen opened now
 * is refused (`permission-denied`), and a new team's page said `Load failed` and `Could not
 * load announcements` for a second (docs/architecture.md "Documents this device wrote"). Such a
 * query listens to the device's cache (which holds the pending writes) until the server answered
 * the creating writes, then to the server. A refusal that still comes while they wait is taken
 * the same way: the cache answers, and the server is asked again once they are answered.
 */

/** The ids a query's `==` and `in` filters name. */
export function idsNamedBy(spec: QuerySpec): string[] {
  return (spec.where ?? []).flatMap((filter) => {
    if (filter.op === '==') return typeof filter.value === 'string' ? [filter.value] : [];
    if (filter.op === 'in' && Array.isArray(filter.value))
      return filter.value.filter((value): value is string => typeof value === 'string');
    return [];
  });
}

/** The documents created here, still waiting for the server, whose ids the query names. */
export function creationsNamedBy(written: WrittenHere, spec: QuerySpec): string[] {
  return [...new Set(idsNamedBy(spec).flatMap((id) => written.waitingPathsWithId(id)))];
}

/** A listen's refusal while creations it names wait: the cache answers, the server is asked again after them. */
export function waitsOutRefusal(error: unknown, waiting: readonly string[]): boolean {
  return waiting.length > 0 && isDataError(toDataError(error), 'permission-denied');
}

export type Listen<R> = (next: (result: R) => void, fail: (error: unknown) => void) => Unsubscribe;

/**
 * Listens with `fromServer` unless the query names creations of this page still waiting for
 * the server: then with `fromCache` until they are answered. `fail` gets DataErrors.
 */
export function watchAwareOfCreations<R>(
  spec: QuerySpec,
  written: WrittenHere,
  fromServer: Listen<R>,
  fromCache: Listen<R>,
  next: (result: R) => void,
  fail: (error: unknown) => void,
): Unsubscribe {
  let stopped = false;
  let stop: Unsubscribe = () => {};
  const afterCreations = (waiting: string[]) => {
    void written.answered(waiting).then(() => {
      if (stopped) return;
      stop();
      open();
    });
  };
  const open = () => {
    const waiting = creationsNamedBy(written, spec);
    if (waiting.length > 0) {
      stop = fromCache(next, fail);
      afterCreations(waiting);
      return;
    }
    stop = fromServer(next, (error) => {
      const stillWaiting = creationsNamedBy(written, spec);
      if (!waitsOutRefusal(error, stillWaiting)) {
        fail(error);
        return;
      }
      stop = fromCache(next, fail);
      afterCreations(stillWaiting);
    });
  };
  open();
  return () => {
    stopped = true;
    stop();
  };
}
