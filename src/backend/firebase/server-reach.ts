import type { ServerReach, ServerReachPort } from '../ports';

/**
 * Whether the server answers, as this device has seen it (issue "poor signal"): a phone at a
 * ground often has a connection that accepts and then hangs, while `navigator.onLine` stays
 * true. Every server read that answers, or does not within its time box, tells; a snapshot from
 * the server tells it answers. While it is silent, a probe asks again every `retryMs`, and at
 * once when the browser says it is back online.
 */
export interface ServerReachTracker extends ServerReachPort {
  /** a server read answered (true) or did not within its time box (false) */
  saw(answered: boolean): void;
  /** stops the probes (tests) */
  stop(): void;
}

export interface ReachOptions {
  /** asks the server something small: true when it answered (a refusal is an answer), false after its time box */
  probe: () => Promise<boolean>;
  retryMs?: number;
  /** where the `online` event comes from (tests) */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function createServerReach({
  probe,
  retryMs = 20_000,
  events = globalThis.window,
}: ReachOptions): ServerReachTracker {
  let reach: ServerReach = 'answering';
  const listeners = new Set<(reach: ServerReach) => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probing = false;

  function set(next: ServerReach) {
    if (next === 'silent') scheduleProbe();
    if (next === reach) return;
    reach = next;
    for (const listener of listeners) listener(reach);
  }

  function scheduleProbe() {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void runProbe();
    }, retryMs);
  }

  async function runProbe() {
    if (probing) return;
    probing = true;
    try {
      set((await probe().catch(() => false)) ? 'answering' : 'silent');
    } finally {
      probing = false;
    }
  }

  const onOnline = () => {
    if (reach === 'silent') void runProbe();
  };
  events?.addEventListener('online', onOnline);

  return {
    current: () => reach,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    saw: (answered) => set(answered ? 'answering' : 'silent'),
    check: () => runProbe(),
    stop() {
      clearTimeout(timer);
      timer = undefined;
      events?.removeEventListener('online', onOnline);
    },
  };
}
