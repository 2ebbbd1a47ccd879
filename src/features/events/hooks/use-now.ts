import { useEffect, useState } from 'react';

/**
 * The device's clock, refreshed every `everyMs`, so a screen closes answers, opens attendance
 * and drops ended events while it stays open.
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
