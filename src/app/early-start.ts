import type { AnyRouter } from '@tanstack/react-router';
import { appSession, type SessionSource } from '../session/session';
import { wasSignedIn } from '../session/signed-in-hint';
import { loadQueryClient, quietly } from '../session/warm-screen';

/** The layout route of every signed-in screen (src/routes/_authed.tsx). */
const SIGNED_IN_LAYOUT = '/_authed';

/**
 * When this device was signed in last time and the page opens a signed-in screen, everything that
 * screen needs starts loading at once, side by side (docs/PERFORMANCE.md, "The start-up chain"):
 * the backend (which restores the session from the device), the route's chunks, and the query
 * cache and screen warmers its loader will use. Without this they load one after another: the
 * router asks for the route's chunks only once the guard has the session, and the loader its
 * warmers only then. Nothing here waits or decides: the guard still sends a stale hint to /login.
 */
export function startRememberedSession(
  router: Pick<AnyRouter, 'getMatchedRoutes' | 'loadRouteChunk'>,
  { session = appSession, pathname = window.location.pathname }: { session?: SessionSource; pathname?: string } = {},
): void {
  if (!wasSignedIn()) return;
  const [routes] = router.getMatchedRoutes(pathname);
  if (!routes.some((route) => route.id === SIGNED_IN_LAYOUT)) return;
  quietly(session.ensure());
  for (const route of routes) quietly(router.loadRouteChunk(route));
  quietly(loadQueryClient());
  quietly(import('../shared/warm-screens'));
}
