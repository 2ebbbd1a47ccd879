/** `Resend verification` waits this long after each press of it (docs/product.md, the verification panel). */
export const RESEND_WAIT_MS = 60_000;

export const resendLabel = 'Resend verification';

/** Whole seconds still to wait after a press at `pressedAt` (none pressed yet: 0), rounded up. */
export function resendSecondsLeft(pressedAt: number | undefined, now: number): number {
  if (pressedAt === undefined) return 0;
  return Math.max(0, Math.ceil((pressedAt + RESEND_WAIT_MS - now) / 1000));
}

/** The button's text, and so its accessible name: it always starts with `Resend verification`. */
export function resendButtonText(secondsLeft: number): string {
  return secondsLeft > 0 ? `${resendLabel} (${secondsLeft} s)` : resendLabel;
}
