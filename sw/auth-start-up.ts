/**
 * Firebase Auth's start-up on a remembered device: before it names the signed-in user, it
 * refreshes the user's token when expired and reloads the account over the network, and gives
 * up only after 30 s on a connection the browser calls online. Firestore waits for that user
 * before it answers even from its device cache. At a ground where the signal says up and nothing
 * answers, the app would show nothing for 30 s. The service worker bounds those two requests
 * while a page is starting: past the bound the page's request fails as a network error, which
 * Auth treats as "keep the remembered user" (docs/architecture.md, "The service worker").
 * A page's start-up ends when the page says Auth has named its user (AUTH_STARTED, posted by
 * src/backend/firebase/auth-started.ts), or at the latest START_UP_WINDOW_MS after its
 * navigation. Later requests (signing in, whose lookup follows the server's answer, the verify
 * screen's "Check again", token refreshes while the app runs) keep Auth's own time box.
 */

/** how long Auth's start-up requests may wait for an answer */
export const AUTH_START_UP_WAIT_MS = 1_500;

/** how long after its navigation a page counts as starting, if it never says Auth has started */
export const START_UP_WINDOW_MS = 10_000;

/** the message a page posts once Auth has named its user (or no one) */
export const AUTH_STARTED = 'AUTH_STARTED';

const START_UP_REQUESTS = [
  { host: 'identitytoolkit.googleapis.com', path: '/v1/accounts:lookup' },
  { host: 'securetoken.googleapis.com', path: '/v1/token' },
];

/** Auth's account reload or token refresh: production's hosts, or the Auth emulator, which puts them in its path */
export function isAuthStartUpRequest(method: string, url: string): boolean {
  if (method !== 'POST') return false;
  const { hostname, pathname } = new URL(url);
  return START_UP_REQUESTS.some(
    ({ host, path }) => (hostname === host && pathname === path) || pathname === `/${host}${path}`,
  );
}

/**
 * The pages' navigation times by client id: a page is starting until START_UP_WINDOW_MS after
 * the service worker served its navigation. Forgotten when the worker restarts: then nothing
 * is bounded, which is Auth's own behaviour.
 */
export class StartingPages {
  private readonly navigatedAt = new Map<string, number>();

  navigated(clientId: string, now: number): void {
    for (const [id, at] of this.navigatedAt) if (now - at >= START_UP_WINDOW_MS) this.navigatedAt.delete(id);
    this.navigatedAt.set(clientId, now);
  }

  /** the page said Auth has started: its later requests are its own business */
  started(clientId: string): void {
    this.navigatedAt.delete(clientId);
  }

  isStarting(clientId: string, now: number): boolean {
    const at = this.navigatedAt.get(clientId);
    return at !== undefined && now - at < START_UP_WINDOW_MS;
  }
}

/**
 * `fetch(request)`, failing as a network error when no answer has begun after `waitMs`, or when
 * the page gives the request up first.
 */
export async function fetchWithin(
  request: Request,
  waitMs: number,
  fetcher: (request: Request) => Promise<Response> = fetch,
): Promise<Response> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), waitMs);
  request.signal.addEventListener('abort', () => abort.abort(), { once: true });
  try {
    return await fetcher(new Request(request, { signal: abort.signal }));
  } finally {
    clearTimeout(timer);
  }
}
