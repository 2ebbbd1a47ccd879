import { AUTH_STARTED } from '../../../sw/auth-start-up';

/**
 * Tells the service worker that Auth has named this page's user, which ends the page's start-up
 * there: Auth's later requests (a sign-in's account lookup, `Check again`) keep Auth's own time
 * box instead of the start-up bound (sw/auth-start-up.ts). Nothing to tell without a worker.
 */
export function tellWorkerAuthStarted(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
) {
  container?.controller?.postMessage({ type: AUTH_STARTED });
}
