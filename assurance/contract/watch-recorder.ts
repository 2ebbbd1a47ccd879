/** How long a contract test waits for a watch to deliver what it expects. */
export const WAIT_MS = 5_000;

type Subscribe<T> = (onNext: (value: T) => void, onError: (error: Error) => void) => () => void;

interface Waiter<T> {
  accept: (value: T) => boolean;
  settle: (outcome: { value: T } | { error: Error }) => void;
}

/** Collects what a watch delivers and waits, by condition, for a delivery that satisfies a test. */
export function record<T>(subscribe: Subscribe<T>) {
  const values: T[] = [];
  let waiters: Waiter<T>[] = [];
  let failure: Error | undefined;
  const stop = subscribe(
    (value) => {
      values.push(value);
      const met = waiters.filter((waiter) => waiter.accept(value));
      waiters = waiters.filter((waiter) => !met.includes(waiter));
      for (const waiter of met) waiter.settle({ value });
    },
    (error) => {
      failure = error;
      const all = waiters;
      waiters = [];
      for (const waiter of all) waiter.settle({ error });
    },
  );
  return {
    values,
    stop,
    get failure() {
      return failure;
    },
    /** the latest delivery if it satisfies `accept`, else the next one that does */
    next(accept: (value: T) => boolean): Promise<T> {
      const latest = values.at(-1);
      if (values.length > 0 && accept(latest as T)) return Promise.resolve(latest as T);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((each) => each !== waiter);
          reject(new Error(`no matching value within ${WAIT_MS} ms; last: ${JSON.stringify(values.at(-1))}`));
        }, WAIT_MS);
        const waiter: Waiter<T> = {
          accept,
          settle(outcome) {
            clearTimeout(timer);
            if ('error' in outcome) reject(outcome.error);
            else resolve(outcome.value);
          },
        };
        waiters.push(waiter);
      });
    },
  };
}
