import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { AuthUser, Backend } from '../backend/ports';
import { loadBackend } from './backend-loader';
import { rememberSignedIn } from './signed-in-hint';

/**
 * The auth session: the backend and who is signed in. Screens read it with `useSession()`,
 * route guards from the router's context (`context.session`), both through a SessionSource:
 * the page's own (`appSession`, which loads the backend on first use), or one a test hands
 * in (`fixedSession`) without mocking this module.
 */

export interface Session {
  backend: Backend;
  user: AuthUser | null;
}

export interface SessionSource {
  /** loads the backend and waits for its first auth state */
  ensure(): Promise<Session>;
  /** the session once loaded, else null */
  current(): Session | null;
  /** called on sign-in, sign-out and reload */
  subscribe(listener: () => void): () => void;
}

let current: Session | null = null;
let signingOut = false;
let ready: Promise<Session> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the backend and waits for its first auth state. Called by route guards and the
 * auth screens, so the landing page never loads a backend.
 */
function ensureSession(): Promise<Session> {
  ready ??= loadBackend().then(
    (backend: Backend) =>
      new Promise<Session>((resolve) => {
        let settled = false;
        backend.auth.onChange((user) => {
          current = { backend, user };
          rememberSignedIn(user !== null);
          for (const listener of listeners) listener();
          if (!settled) {
            settled = true;
            resolve(current);
          }
        });
      }),
    (error: unknown) => {
      // e.g. the backend's chunk failed to load: let the next navigation try again
      ready = null;
      throw error;
    },
  );
  return ready.then(() => current as Session);
}

function getSession(): Session | null {
  return current;
}

function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's session: loaded by the first guard or auth screen that asks, never by the landing page. */
export const appSession: SessionSource = { ensure: ensureSession, current: getSession, subscribe: subscribeSession };

/** A session that is already there, for tests: `set` changes it and tells the subscribers. */
export function fixedSession(initial: Session | null): SessionSource & { set(next: Session | null): void } {
  let session = initial;
  const subscribers = new Set<() => void>();
  return {
    ensure: async () => {
      if (!session) throw new Error('fixedSession: no session to hand out');
      return session;
    },
    current: () => session,
    subscribe(listener) {
      subscribers.add(listener);
      return () => subscribers.delete(listener);
    },
    set(next) {
      session = next;
      for (const listener of subscribers) listener();
    },
  };
}

const SessionContext = createContext<SessionSource>(appSession);

/** Hands a SessionSource to the screens below it (the page's own when none is given). */
export const SessionProvider = SessionContext.Provider;

/** What the router's context carries to every route's guard and loader. */
export interface RouterContext {
  session: SessionSource;
}

/** The session once loaded (null before); re-renders on sign-in, sign-out and reload. */
export function useSession(): Session | null {
  const source = useContext(SessionContext);
  return useSyncExternalStore(source.subscribe, source.current, source.current);
}

/**
 * The backend once loaded, for a form that may show before it is (/login, /register): the
 * submit waits for it, never the page.
 */
export function useBackendWhenReady(): () => Promise<Backend> {
  const source = useContext(SessionContext);
  return useCallback(() => source.ensure().then((session) => session.backend), [source]);
}

/** For screens under the signed-in guard, where the session is always loaded. */
export function useSignedInSession(): Session & { user: AuthUser } {
  const session = useSession();
  if (!session?.user) throw new Error('useSignedInSession() is for screens under the signed-in guard');
  return session as Session & { user: AuthUser };
}

/** For screens whose route loaded the session first (every route but the landing page). */
export function useLoadedSession(): Session {
  const session = useSession();
  if (!session) throw new Error('The route must call ensureSession() before rendering');
  return session;
}

/** Set just before this tab signs out on purpose; it then navigates by itself. */
export function markSigningOut(): void {
  signingOut = true;
}

export function isSigningOut(): boolean {
  return signingOut;
}
