export type BackendKindName = 'local' | 'firebase';

/**
 * The backend is chosen at build time: `VITE_BACKEND` if set; else `firebase` when a
 * Firebase project id is configured; else `local`. Also imported by vite.config.ts, so the
 * unused adapter is left out of the build.
 */
export function resolveBackendKind(env: Record<string, string | undefined>): BackendKindName {
  const explicit = env.VITE_BACKEND?.trim().toLowerCase();
  if (explicit === 'local' || explicit === 'firebase') return explicit;
  if (explicit) throw new Error(`VITE_BACKEND must be "local" or "firebase", not "${env.VITE_BACKEND}"`);
  return env.VITE_FIREBASE_PROJECT_ID?.trim() ? 'firebase' : 'local';
}
