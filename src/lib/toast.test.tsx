import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toast } from './toast';

// The spec's toast settings (§9), observed as a user would: what is on screen, and for how long.
beforeEach(() => {
  vi.useFakeTimers();
  render(<Toaster />);
});

afterEach(() => {
  act(() => toast.dismiss());
  act(() => vi.runOnlyPendingTimers());
  cleanup();
  vi.useRealTimers();
});

const shown = (text: string) => screen.queryAllByText(text).length > 0;

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('toasts', () => {
  it('a success toast stays 2 seconds', () => {
    act(() => {
      toast.success('Saved');
    });
    expect(shown('Saved')).toBe(true);
    advance(1900);
    expect(shown('Saved')).toBe(true);
    advance(200); // dismissed
    advance(1000); // then removed after its exit animation
    expect(shown('Saved')).toBe(false);
  });

  it('an error or plain toast stays 4 seconds', () => {
    act(() => {
      toast.error('Save failed');
      toast.message('Heads up');
    });
    advance(3900);
    expect(shown('Save failed')).toBe(true);
    expect(shown('Heads up')).toBe(true);
    advance(200);
    advance(1000);
    expect(shown('Save failed')).toBe(false);
    expect(shown('Heads up')).toBe(false);
  });

  it('a loading toast stays until dismissed', () => {
    let id = '';
    act(() => {
      id = toast.loading('Syncing…');
    });
    advance(60_000);
    expect(shown('Syncing…')).toBe(true);
    act(() => toast.dismiss(id));
    advance(1000);
    expect(shown('Syncing…')).toBe(false);
  });

  it('keeps at most 20 at once, at the top centre, 350 px wide at most', () => {
    act(() => {
      for (let i = 1; i <= 25; i++) toast.message(`Message ${i}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(20);
    expect(shown('Message 25')).toBe(true);
    expect(shown('Message 5')).toBe(false);
    const bar = screen.getByText('Message 25').parentElement as HTMLElement;
    expect(bar.style.maxWidth).toBe('350px');
    const wrapper = bar.parentElement as HTMLElement;
    expect(wrapper.style.top).toBe('0px');
    expect(wrapper.style.justifyContent).toBe('center');
  });
});
