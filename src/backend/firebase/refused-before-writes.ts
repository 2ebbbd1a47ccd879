import { DEFAULT_SERVER_READ_TIMEOUT_MS, isDataError, type Unsubscribe } from '../ports';
import { toDataError } from './firestore-errors';

/**
 * A listen the server refuses before it ever answered it, while this device's own writes are on
 * their way, is opened again once they are answered (docs/architecture.md "Documents this device
 * wrote"). The writes that give a person a way in are their own: a child's claim writes the
 * account's pointer to the profile their parent made, through which the rules judge every read
 * of the child's groups; a page opened right after it (the team's event, by its link) reached the
 * server first, was refused, and said `Event not found` for good. The writes may be an earlier
 * page's, which this page does not know, so it asks the SDK whether any wait.
 *
 * Only once, and only before the server answered this listen: a refusal after it had answered is
 * access taken away (a member removed, a group deleted), which the screen must show at once. The
 * server judges again, so a real refusal is still one, later by one round trip. Offline the
 * writes never answer, and the refusal is passed on when the time box ends.
 */
export function reopenedAfterOwnWrites<R extends { fromCache: boolean }>(
  subscribe: (next: (result: R) => void, fail: (error: unknown) => void) => Unsubscribe,
  allWritesSynced: (withinMs: number) => Promise<boolean>,
  next: (result: R) => void,
  fail: (error: unknown) => void,
  withinMs = DEFAULT_SERVER_READ_TIMEOUT_MS,
): Unsubscribe {
  let stopped = false;
  let reopened = false;
  let answered = false;
  let stop: Unsubscribe = () => {};
  const open = () => {
    stop = subscribe(
      (result) => {
        if (!result.fromCache) answered = true;
        next(result);
      },
      (error) => {
        if (reopened || answered || !isDataError(toDataError(error), 'permission-denied')) {
          fail(error);
          return;
        }
        reopened = true;
        void allWritesSynced(withinMs).then((synced) => {
          if (stopped) return;
          if (synced) open();
          else fail(error);
        });
      },
    );
  };
  open();
  return () => {
    stopped = true;
    stop();
  };
}
