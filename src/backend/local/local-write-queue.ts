/**
 * The writes of one data port, committed one after another in the order they were made, as
 * Firestore sends a client's writes. Reads wait for `settled()`, so a write that nobody awaited
 * is already visible to the next read, as Firestore's latency compensation shows it.
 */
export interface WriteQueue {
  /**
   * Runs `task` once every earlier task has finished. `onFailure` hears of its failure before
   * the queue counts it as settled, so a refusal is reported before `drained` answers.
   */
  push<R>(task: () => Promise<R>, onFailure?: (error: unknown) => void): Promise<R>;
  /** resolves once every task pushed so far has finished, whether it succeeded or not */
  settled(): Promise<void>;
  /** true once the queue is empty (including tasks pushed while waiting), false after `withinMs` */
  drained(withinMs: number): Promise<boolean>;
}

export function createWriteQueue(): WriteQueue {
  let tail: Promise<void> = Promise.resolve();

  return {
    push(task, onFailure) {
      const run = tail.then(task);
      tail = run.then(
        () => undefined,
        (error: unknown) => {
          try {
            onFailure?.(error);
          } catch (callbackError) {
            // a failing callback must not stop the writes queued after this one
            console.error('A write refusal callback failed', callbackError);
          }
        },
      );
      return run;
    },
    settled: () => tail,
    async drained(withinMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), withinMs);
      });
      const emptied = (async () => {
        let seen: Promise<void>;
        do {
          seen = tail;
          await seen;
        } while (seen !== tail);
        return true;
      })();
      try {
        return await Promise.race([emptied, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
