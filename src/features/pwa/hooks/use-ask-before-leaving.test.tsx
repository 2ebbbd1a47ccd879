// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageStore } from '../../../backend/device-store';
import type { Backend } from '../../../backend/ports';
import { fixedSession, markSigningOut, SessionProvider } from '../../../session/session';
import { useAskBeforeLeaving } from './use-ask-before-leaving';

afterEach(cleanup);

function Asking() {
  useAskBeforeLeaving();
  return null;
}

function mountWith(store: Backend['store']) {
  const backend = { kind: 'firebase', store } as Backend;
  render(
    <SessionProvider value={fixedSession({ backend, user: null })}>
      <Asking />
    </SessionProvider>,
  );
}

/** Whether leaving now would ask: a listener cancelled the page's `beforeunload`. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useAskBeforeLeaving', () => {
  it('asks before the page goes while writes kept only in memory wait, and no longer once answered', async () => {
    const store = createPageStore('memory');
    mountWith(store);
    expect(leavingAsks()).toBe(false);
    let answer: () => void = () => {};
    act(() => store.hold(new Promise<void>((resolve) => (answer = resolve))));
    expect(leavingAsks()).toBe(true);
    await act(async () => answer());
    expect(leavingAsks()).toBe(false);
  });

  it('never asks where the device keeps the writes', () => {
    const store = createPageStore('persistent');
    mountWith(store);
    act(() => store.hold(new Promise(() => {})));
    expect(leavingAsks()).toBe(false);
  });

  // last: the page's signing-out mark is not undone
  it('does not ask again when someone logs out anyway on Firebase, whose logout warned of it', () => {
    const store = createPageStore('memory');
    mountWith(store);
    act(() => store.hold(new Promise(() => {})));
    expect(leavingAsks()).toBe(true);
    markSigningOut();
    expect(leavingAsks()).toBe(false);
  });
});
