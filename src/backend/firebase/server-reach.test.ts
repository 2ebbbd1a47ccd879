import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerReach } from './server-reach';

afterEach(() => {
  vi.useRealTimers();
});

function fakeEvents() {
  const target = new EventTarget();
  return {
    target,
    events: {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    } as Pick<Window, 'addEventListener' | 'removeEventListener'>,
  };
}

describe('server reach (poor signal: online, but the server does not answer)', () => {
  it('turns silent when a server read gets no answer in time, and answering again when one answers', () => {
    const reach = createServerReach({ probe: async () => true, events: fakeEvents().events });
    const seen: string[] = [];
    reach.subscribe((state) => seen.push(state));
    expect(reach.current()).toBe('answering');
    reach.saw(false);
    reach.saw(false);
    reach.saw(true);
    expect(seen).toEqual(['silent', 'answering']);
    reach.stop();
  });

  it('while silent, probes again after the retry delay until the server answers', async () => {
    vi.useFakeTimers();
    const answers = [false, true];
    const probe = vi.fn(async () => answers.shift() ?? true);
    const reach = createServerReach({ probe, retryMs: 20_000, events: fakeEvents().events });
    reach.saw(false);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(reach.current()).toBe('silent');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(reach.current()).toBe('answering');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(2);
    reach.stop();
  });

  it('probes at once when the browser says it is back online, and a failing probe counts as silent', async () => {
    const { target, events } = fakeEvents();
    const probe = vi.fn(async () => true);
    const reach = createServerReach({ probe, retryMs: 60_000, events });
    reach.saw(false);
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(reach.current()).toBe('answering'));
    const failing = createServerReach({ probe: async () => Promise.reject(new Error('boom')), events });
    await failing.check();
    expect(failing.current()).toBe('silent');
    reach.stop();
    failing.stop();
  });
});
