import type { QueryClient } from '@tanstack/react-query';
import type { Session, SessionSource } from './session';

/** What a screen's first reads are, started ahead of it with the page's query cache. */
export type ScreenWarmer = (session: Session & { user: NonNullable<Session['user']> }, client: QueryClient) => void;

/** For work started ahead: its failure is met again, and reported, where the screen does the same. */
export const quietly = (promise: Promise<unknown> | undefined) => void promise?.catch(() => {});

/** The page's query cache, in a chunk of its own: the landing page never downloads it. */
export const loadQueryClient = () => import('./query-client');

/**
 * For a route's loader: starts the first watches of its screen while the screen's chunk loads,
 * and returns at once. The watches answer from the device's cache first, so nothing here waits
 * for the network; the screen takes them over (src/lib/watched-query.ts, `prefetchWatch`). The
 * warmer and the query cache are imported when needed, so the landing page downloads neither.
 */
export function warmScreen(source: SessionSource, warmer: () => Promise<ScreenWarmer>): void {
  const session = source.current();
  const user = session?.user;
  if (!session || !user?.emailVerified) return;
  void Promise.all([warmer(), loadQueryClient()])
    .then(([warm, { queryClient }]) => warm({ ...session, user }, queryClient))
    // a warmer that fails leaves the screen to read as it always does
    .catch((error: unknown) => console.warn('Could not start the screen’s reads early', error));
}
