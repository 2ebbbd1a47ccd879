// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESUBSCRIBE_DELAYS_MS, type Subscribe, useWatchedQuery, WATCH_LINGER_MS } from './watched-query';

/** A watch the test drives: how often it was started, and hooks to answer or fail. */
function controlledSource() {
  const live: { onNext: (value: string) => void; onError: (error: Error) => void; stopped: boolean }[] = [];
  const subscribe: Subscribe<string> = (onNext, onError) => {
    const entry = { onNext, onError, stopped: false };
    live.push(entry);
    return () => {
      entry.stopped = true;
    };
  };
  const current = () => live.filter((each) => !each.stopped).at(-1);
  return { subscribe, live, current };
}

function Shows({ subscribe, label }: { subscribe: Subscribe<string> | null; label: string }) {
  const query = useWatchedQuery(['probe'], subscribe);
  const text = query.isError ? 'Load failed' : query.isPending ? 'Loading' : query.data;
  return (
    <section aria-label={label}>
      <p>{text}</p>
    </section>
  );
}

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient();
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useWatchedQuery', () => {
  it('starts one watch for every component showing the same key, and stops it a while after the last', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const source = controlledSource();
    const view = renderWith(
      <>
        <Shows subscribe={source.subscribe} label="a" />
        <Shows subscribe={source.subscribe} label="b" />
      </>,
    );
    expect(source.live).toHaveLength(1);
    act(() => source.current()?.onNext('first'));
    expect(await screen.findByLabelText('a')).toHaveProperty('textContent', 'first');
    expect(screen.getByLabelText('b').textContent).toBe('first');
    act(() => source.current()?.onNext('second'));
    await vi.waitFor(() => expect(screen.getByLabelText('a').textContent).toBe('second'));
    expect(source.live).toHaveLength(1);
    view.unmount();
    expect(source.live.some((each) => each.stopped)).toBe(false);
    act(() => {
      vi.advanceTimersByTime(WATCH_LINGER_MS);
    });
    expect(source.live.every((each) => each.stopped)).toBe(true);
  });

  it('keeps the watch of a screen left for one that shows the same key within the linger', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const source = controlledSource();
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Shows subscribe={source.subscribe} label="dashboard" />
      </QueryClientProvider>,
    );
    act(() => source.current()?.onNext('mine'));
    await screen.findByText('mine');
    view.rerender(<QueryClientProvider client={client}>{null}</QueryClientProvider>);
    act(() => {
      vi.advanceTimersByTime(WATCH_LINGER_MS - 1);
    });
    view.rerender(
      <QueryClientProvider client={client}>
        <Shows subscribe={source.subscribe} label="manage" />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('manage').textContent).toBe('mine');
    act(() => {
      vi.advanceTimersByTime(WATCH_LINGER_MS);
    });
    expect(source.live).toHaveLength(1);
    expect(source.current()).toBeDefined();
    act(() => source.current()?.onNext('changed'));
    await vi.waitFor(() => expect(screen.getByLabelText('manage').textContent).toBe('changed'));
  });

  it('stops a lingering watch that fails, and starts it afresh for the next screen', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const source = controlledSource();
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Shows subscribe={source.subscribe} label="squad" />
      </QueryClientProvider>,
    );
    view.rerender(<QueryClientProvider client={client}>{null}</QueryClientProvider>);
    // a failed listener is over (as a Firestore listener is): what counts is that it is not tried again
    act(() => source.current()?.onError(new Error('permission-denied')));
    act(() => {
      vi.advanceTimersByTime(RESUBSCRIBE_DELAYS_MS[0] + WATCH_LINGER_MS);
    });
    expect(source.live).toHaveLength(1);
    view.rerender(
      <QueryClientProvider client={client}>
        <Shows subscribe={source.subscribe} label="squad" />
      </QueryClientProvider>,
    );
    expect(source.live).toHaveLength(2);
  });

  it('brings an error to the screen, then recovers when the data can be read again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const source = controlledSource();
    renderWith(<Shows subscribe={source.subscribe} label="a" />);
    act(() => source.current()?.onError(new Error('permission-denied')));
    await vi.waitFor(() => expect(screen.getByLabelText('a').textContent).toBe('Load failed'));
    expect(source.live).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(RESUBSCRIBE_DELAYS_MS[0]);
    });
    expect(source.live).toHaveLength(2);
    act(() => source.current()?.onNext('readable again'));
    await vi.waitFor(() => expect(screen.getByLabelText('a').textContent).toBe('readable again'));
  });

  it('shows an error that comes after data, and tries again at once when back online', async () => {
    const source = controlledSource();
    renderWith(<Shows subscribe={source.subscribe} label="a" />);
    act(() => source.current()?.onNext('cached'));
    await vi.waitFor(() => expect(screen.getByLabelText('a').textContent).toBe('cached'));
    act(() => source.current()?.onError(new Error('unavailable')));
    await vi.waitFor(() => expect(screen.getByLabelText('a').textContent).toBe('Load failed'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(source.live).toHaveLength(2);
    act(() => source.current()?.onNext('fresh'));
    await vi.waitFor(() => expect(screen.getByLabelText('a').textContent).toBe('fresh'));
  });

  it('brings a first error to a screen showing cached data, and throws nothing uncaught', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const source = controlledSource();
      const client = new QueryClient();
      // a page opened again: its data is cached (never stale), so no query function waits on the watch
      client.setQueryData(['probe'], 'cached');
      render(
        <QueryClientProvider client={client}>
          <Shows subscribe={source.subscribe} label="a" />
        </QueryClientProvider>,
      );
      expect(screen.getByLabelText('a').textContent).toBe('cached');
      act(() => source.current()?.onError(new Error('permission-denied')));
      await vi.waitFor(() => expect(screen.getByLabelText('a').textContent).toBe('Load failed'));
      // let a rejection nobody handled surface
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });

  it('watches nothing while there is nothing to watch', () => {
    const source = controlledSource();
    renderWith(<Shows subscribe={null} label="a" />);
    expect(source.live).toHaveLength(0);
    expect(screen.getByLabelText('a').textContent).toBe('Loading');
  });
});
