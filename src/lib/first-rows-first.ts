import { startTransition, useEffect, useState } from 'react';

/** More rows than the tallest screen shows at once: what a long list paints before the rest. */
export const FIRST_ROWS = 30;

/**
 * A long list's first screen paints without waiting for its last rows (docs/PERFORMANCE.md,
 * "Long lists"): when the items first arrive, only the first `first` are rendered; the rest
 * follow at once in a transition, which React renders in slices between frames, so a tap or a
 * keystroke is never held up. Every row is then in the page, for the keyboard, a screen reader
 * and the browser's find, which a virtualised list would not give. Later changes render whole.
 */
export function useFirstRowsFirst<T>(items: readonly T[] | null, first = FIRST_ROWS): readonly T[] | null {
  const [whole, setWhole] = useState(false);
  const cut = items !== null && !whole && items.length > first;
  useEffect(() => {
    if (cut) startTransition(() => setWhole(true));
  }, [cut]);
  return cut ? items.slice(0, first) : items;
}
