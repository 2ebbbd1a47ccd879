import { type Auth, onIdTokenChanged } from 'firebase/auth';
import type { Unsubscribe } from '../ports';

/** The part of a Firebase user token sync needs; lets the handler be tested without the SDK. */
export interface IdTokenSource {
  getIdToken(): Promise<string>;
}

type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status'>>;

/** The request docs/product.md §7 pins: POST `{ "idToken": … }` as JSON. */
export function tokenSyncRequest(idToken: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  };
}

/**
 * A handler for Firebase's ID-token listener that posts each new token to `url`. Failures are
 * only logged: token sync is optional and must never break sign-in.
 */
export function createTokenSyncHandler(
  url: string,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): (user: IdTokenSource | null) => Promise<void> {
  // The listener also fires when it is attached and on sign-out; posting the same token twice helps nobody.
  let lastPosted: string | undefined;
  return async (user) => {
    if (!user) {
      lastPosted = undefined;
      return;
    }
    let idToken: string;
    try {
      idToken = await user.getIdToken();
    } catch (error) {
      console.warn('Token sync: could not read the ID token', error);
      return;
    }
    if (idToken === lastPosted) return;
    lastPosted = idToken;
    try {
      const response = await fetchImpl(url, tokenSyncRequest(idToken));
      if (!response.ok) {
        lastPosted = undefined;
        console.warn(`Token sync: ${url} answered ${response.status}`);
      }
    } catch (error) {
      lastPosted = undefined;
      console.warn('Token sync failed', error);
    }
  };
}

/** Posts the signed-in user's ID token to `url` on sign-in and on every token change. */
export function startTokenSync(auth: Auth, url: string): Unsubscribe {
  const handler = createTokenSyncHandler(url);
  return onIdTokenChanged(auth, (user) => {
    void handler(user);
  });
}
