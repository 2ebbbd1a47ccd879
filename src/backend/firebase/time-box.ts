/** What `withinTimeBox` answers when the work did not settle in time. */
export const TIMED_OUT: unique symbol = Symbol('timed out');

/**
 * The work's result, or TIMED_OUT after `timeoutMs`. The work is not cancelled (the SDK offers
 * no way to), so a rejection that arrives after the time box is absorbed here instead of
 * surfacing as an unhandled rejection.
 */
export async function withinTimeBox<T>(work: Promise<T>, timeoutMs: number): Promise<T | typeof TIMED_OUT> {
  work.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
