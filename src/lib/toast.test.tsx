// @vitest-environment happy-dom
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

/** Raises toasts; the first one loads react-hot-toast (see toast.ts), so wait for that as the screen does. */
async function raise(action: () => void) {
  act(action);
  await act(() => vi.dynamicImportSettled());
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('toasts', () => {
  // first in this file: the library is loaded once per page, by the first toast
  it('load nothing until the first toast, then show what was raised meanwhile, in order', async () => {
    act(() => toast.dismiss());
    // only the live frame an open dialog leaves announced; the library loads with the first toast
    expect(document.body.innerHTML).toBe('<div><div aria-live="off" class="toaster-frame"></div></div>');
    let id = '';
    act(() => {
      id = toast.loading('Saving…');
      toast.message('Queued');
      toast.dismiss(id);
    });
    expect(shown('Queued')).toBe(false);
    await act(() => vi.dynamicImportSettled());
    expect(shown('Queued')).toBe(true);
    advance(1000);
    expect(shown('Saving…')).toBe(false);
  });

  it('a success toast stays 2 seconds', async () => {
    await raise(() => {
      toast.success('Saved');
    });
    expect(shown('Saved')).toBe(true);
    advance(1900);
    expect(shown('Saved')).toBe(true);
    advance(200); // dismissed
    advance(1000); // then removed after its exit animation
    expect(shown('Saved')).toBe(false);
  });

  it('an error or plain toast stays 4 seconds', async () => {
    await raise(() => {
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

  it('a loading toast stays until dismissed', async () => {
    let id = '';
    await raise(() => {
      id = toast.loading('Syncing…');
    });
    advance(60_000);
    expect(shown('Syncing…')).toBe(true);
    act(() => toast.dismiss(id));
    advance(1000);
    expect(shown('Syncing…')).toBe(false);
  });

  it('keeps at most 20 at once, at the top centre, 350 px wide at most', async () => {
    await raise(() => {
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

  it('a repeat replaces the toast showing it, for its full time again; a slot holds one toast', async () => {
    await raise(() => {
      toast.error('Club name is required');
    });
    advance(3000);
    await raise(() => {
      toast.error('Club name is required');
    });
    expect(screen.getAllByText('Club name is required')).toHaveLength(1);
    advance(3000); // 6 s after the first, 3 s after the repeat
    expect(shown('Club name is required')).toBe(true);

    await raise(() => {
      toast.error('Please enter email and password', { id: 'form-a' });
      toast.error('Passwords do not match', { id: 'form-a' });
    });
    expect(shown('Please enter email and password')).toBe(false);
    expect(shown('Passwords do not match')).toBe(true);
  });
});
