import { startTransition, useEffect, useState } from 'react';

/** More rows than the tallest screen shows at once: what a long list paints before the rest. */
export const FIRST_ROWS = 30;

/**
 * A long list's first screen paints without waiting for its last rows (docs/PERFORMANCE.md,
 * "Long lists"): when the items first arrive, only the first `first` are rendered; the rest
 * follow at once in a transition, which React renders in slices between frames, so a tap or a
 * keystroke is never held up. Every row is then in the page, for the keyboard, a screen reader
 * and the browser's find, which a virtualised list would not give. Only the first arrival is
 * cut: later changes, a list that arrived short and grows included, render whole, so no row
 * is unmounted under the user (its focus, its select).
 */
export function useFirstRowsFirst<L extends readonly unknown[] | null>(items: L, first = FIRST_ROWS): L {
  const [arrived, setArrived] = useState(false);
  const cut = items !== null && !arrived && items.length > first;
  useEffect(() => {
    if (arrived || items === null) return;
    if (cut) startTransition(() => setArrived(true));
    else setArrived(true);
  }, [arrived, items, cut]);
  return cut ? (items.slice(0, first) as unknown as L) : items;
}
