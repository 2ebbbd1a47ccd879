import { describe, expect, it } from 'vitest';
import { RESEND_WAIT_MS, resendButtonText, resendSecondsLeft } from './resend-wait';

describe('the resend wait', () => {
  it('is 60 s from the press, counted in whole seconds rounded up', () => {
    expect(resendSecondsLeft(undefined, 5_000)).toBe(0);
    expect(resendSecondsLeft(1_000, 1_000)).toBe(60);
    expect(resendSecondsLeft(1_000, 1_001)).toBe(60);
    expect(resendSecondsLeft(1_000, 2_000)).toBe(59);
    expect(resendSecondsLeft(1_000, 1_000 + RESEND_WAIT_MS - 1)).toBe(1);
    expect(resendSecondsLeft(1_000, 1_000 + RESEND_WAIT_MS)).toBe(0);
    expect(resendSecondsLeft(1_000, 1_000 + RESEND_WAIT_MS * 5)).toBe(0);
  });

  it('shows on the button, whose name always starts with Resend verification', () => {
    expect(resendButtonText(0)).toBe('Resend verification');
    expect(resendButtonText(59)).toBe('Resend verification (59 s)');
  });
});
