import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the screen yet (within `margin`), once: what only a card in
 * view needs (the staff's summary line, which reads the event's answers) waits for it, so a long
 * schedule does not open a read per event at once.
 */
export function useSeen<T extends Element>(margin = '300px'): [(node: T | null) => (() => void) | undefined, boolean] {
  const [seen, setSeen] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || seen) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setSeen(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
        },
        { rootMargin: margin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [seen, margin],
  );
  return [ref, seen];
}
