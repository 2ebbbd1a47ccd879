import { useSyncExternalStore } from 'react';
import type { AuthUser, Backend } from '../backend/ports';
import { loadBackend } from './backend-loader';

export interface Session {
  backend: Backend;
  user: AuthUser | null;
}

let current: Session | null = null;
let signingOut = false;
let ready: Promise<Session> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the backend and waits for its first auth state. Called by route guards and the
 * auth screens, so the landing page never loads a backend.
 */
export function ensureSession(): Promise<Session> {
  ready ??= loadBackend().then(
    (backend: Backend) =>
      new Promise<Session>((resolve) => {
        let settled = false;
        backend.auth.onChange((user) => {
          current = { backend, user };
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

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session once loaded (null before); re-renders on sign-in, sign-out and reload. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
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
