/**
 * Firebase Auth's start-up on a remembered device: before it names the signed-in user, it
 * refreshes the user's token when expired and reloads the account over the network, and gives
 * up only after 30 s on a connection the browser calls online. Firestore waits for that user
 * before it answers even from its device cache. At a ground where the signal says up and nothing
 * answers, the app would show nothing for 30 s. The service worker bounds those two requests
 * while a page is starting: past the bound the page's request fails as a network error, which
 * Auth treats as "keep the remembered user" (docs/architecture.md, "The service worker").
 * Later requests (the verify screen's "Check again", token refreshes while the app runs) are
 * not bounded here.
 */

/** how long Auth's start-up requests may wait for an answer */
export const AUTH_START_UP_WAIT_MS = 1_500;

/** how long after its navigation a page counts as starting */
export const START_UP_WINDOW_MS = 10_000;

const START_UP_REQUESTS = ['identitytoolkit.googleapis.com/v1/accounts:lookup', 'securetoken.googleapis.com/v1/token'];

/** Auth's account reload or token refresh (production, or the Auth emulator, which keeps the hosts in its paths) */
export function isAuthStartUpRequest(method: string, url: string): boolean {
  if (method !== 'POST') return false;
  const { hostname, pathname } = new URL(url);
  const where = `${hostname}${pathname}`;
  return START_UP_REQUESTS.some((request) => where.endsWith(request));
}

/**
 * The pages' navigation times by client id: a page is starting until START_UP_WINDOW_MS after
 * the service worker served its navigation. Forgotten when the worker restarts: then nothing
 * is bounded, which is Auth's own behaviour.
 */
export class StartingPages {
  private readonly started = new Map<string, number>();

  navigated(clientId: string, now: number): void {
    for (const [id, at] of this.started) if (now - at >= START_UP_WINDOW_MS) this.started.delete(id);
    this.started.set(clientId, now);
  }

  isStarting(clientId: string, now: number): boolean {
    const at = this.started.get(clientId);
    return at !== undefined && now - at < START_UP_WINDOW_MS;
  }
}

/** `fetch(request)`, failing as a network error when no answer has begun after `waitMs` */
export async function fetchWithin(
  request: Request,
  waitMs: number,
  fetcher: (request: Request) => Promise<Response> = fetch,
): Promise<Response> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), waitMs);
  try {
    return await fetcher(new Request(request, { signal: abort.signal }));
  } finally {
    clearTimeout(timer);
  }
}
