// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_OFFER_QUIET_MS, useInstallPrompt } from './use-install-prompt';

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

describe('the install offer', () => {
  it('is kept from the browser’s event, and Install app opens the browser’s prompt', async () => {
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await act(() => result.current?.install());
    expect(event.prompt).toHaveBeenCalled();
    expect(result.current).toBeNull();
  });

  it('can be dismissed, and stays dismissed on this device for a while', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = renderHook(() => useInstallPrompt());
    offerInstall();
    act(() => first.result.current?.dismiss());
    expect(first.result.current).toBeNull();
    first.unmount();

    // a later page load on the same device: the browser offers again, the app stays quiet
    const again = renderHook(() => useInstallPrompt());
    offerInstall();
    expect(again.result.current).toBeNull();
    again.unmount();

    vi.setSystemTime(Date.now() + INSTALL_OFFER_QUIET_MS + 1);
    const later = renderHook(() => useInstallPrompt());
    offerInstall();
    expect(later.result.current).not.toBeNull();
  });
});
