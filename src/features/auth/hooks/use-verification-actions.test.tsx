// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, Backend } from '../../../backend/ports';
import { AUTO_CHECK_INTERVAL_MS, useVerificationActions } from './use-verification-actions';

const shown = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }));
vi.mock('../../../lib/toast', () => ({
  toast: { success: (text: string) => shown.success.push(text), error: (text: string) => shown.error.push(text) },
}));

function fakeBackend() {
  let user: AuthUser = { uid: 'u1', email: 'kid@example.com', emailVerified: false };
  const reload = vi.fn(async () => ({ ...user }));
  const backend = {
    auth: { currentUser: () => user, reload, sendVerification: vi.fn(async () => {}) },
  } as unknown as Backend;
  return { backend, reload, verify: () => (user = { ...user, emailVerified: true }) };
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  shown.success.length = 0;
  shown.error.length = 0;
});

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the verification panel’s own check', () => {
  it('looks at once, then every 10 s while visible, silently, and moves on once verified, saying so', async () => {
    const { backend, reload, verify } = fakeBackend();
    const onVerified = vi.fn();
    renderHook(() => useVerificationActions(backend, onVerified));
    await tick(0);
    expect(reload).toHaveBeenCalledTimes(1);
    await tick(AUTO_CHECK_INTERVAL_MS - 1);
    expect(reload).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(shown.error).toEqual([]);
    expect(onVerified).not.toHaveBeenCalled();

    verify();
    await tick(AUTO_CHECK_INTERVAL_MS);
    expect(onVerified).toHaveBeenCalledTimes(1);
    // nobody pressed Login: not the login greeting
    expect(shown.success).toEqual(['Email verified. You are logged in.']);
  });

  it('moves on at once when the address was verified before the panel opened', async () => {
    const { backend, verify } = fakeBackend();
    verify();
    const onVerified = vi.fn();
    renderHook(() => useVerificationActions(backend, onVerified));
    await tick(0);
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(shown.success).toEqual(['Email verified. You are logged in.']);
  });

  it('looks at once when the tab comes back into view, and not while hidden', async () => {
    const { backend, reload, verify } = fakeBackend();
    const onVerified = vi.fn();
    renderHook(() => useVerificationActions(backend, onVerified));
    await tick(0); // the look at once
    act(() => setVisibility('hidden'));
    await tick(AUTO_CHECK_INTERVAL_MS * 3);
    expect(reload).toHaveBeenCalledTimes(1);

    verify();
    act(() => setVisibility('visible'));
    await tick(0);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it('moves on once, whether the button or the own check sees it first', async () => {
    const { backend, verify } = fakeBackend();
    const onVerified = vi.fn();
    const { result } = renderHook(() => useVerificationActions(backend, onVerified));
    verify();
    await act(() => result.current.checkAgain());
    act(() => setVisibility('visible'));
    await tick(AUTO_CHECK_INTERVAL_MS);
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(shown.success).toEqual(['Logged in successfully!']);
  });

  it('stops looking when the panel goes', async () => {
    const { backend, reload } = fakeBackend();
    const { unmount } = renderHook(() => useVerificationActions(backend, vi.fn()));
    await tick(0);
    unmount();
    await tick(AUTO_CHECK_INTERVAL_MS * 2);
    act(() => setVisibility('visible'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('when the panel goes because the look itself found the address verified', () => {
  it('still moves on (the reload publishes the verified user first, which unmounts the panel)', async () => {
    const { backend, reload, verify } = fakeBackend();
    const onVerified = vi.fn();
    const { unmount } = renderHook(() => useVerificationActions(backend, onVerified));
    verify();
    reload.mockImplementationOnce(async () => {
      unmount();
      return { uid: 'u1', email: 'kid@example.com', emailVerified: true };
    });
    await tick(AUTO_CHECK_INTERVAL_MS);
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it('does not take a sign-in as someone else meanwhile for this address', async () => {
    const { backend, reload } = fakeBackend();
    const onVerified = vi.fn();
    renderHook(() => useVerificationActions(backend, onVerified));
    reload.mockImplementationOnce(async () => ({
      uid: 'someone-else',
      email: 'other@example.com',
      emailVerified: true,
    }));
    await tick(AUTO_CHECK_INTERVAL_MS);
    expect(onVerified).not.toHaveBeenCalled();
  });
});

describe('Resend verification', () => {
  it('waits 60 s after each press, counted in seconds; pressing meanwhile sends nothing', async () => {
    const { backend } = fakeBackend();
    const send = backend.auth.sendVerification as ReturnType<typeof vi.fn>;
    const { result } = renderHook(() => useVerificationActions(backend, vi.fn()));
    expect(result.current.resendWait).toBe(0);
    await act(() => result.current.resend());
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.resendWait).toBe(60);
    await tick(1000);
    expect(result.current.resendWait).toBe(59);
    await act(() => result.current.resend());
    expect(send).toHaveBeenCalledTimes(1);
    await tick(59_000);
    expect(result.current.resendWait).toBe(0);
    await act(() => result.current.resend());
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.resendWait).toBe(60);
  });
});
