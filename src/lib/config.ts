import type { BackendKindName } from './backend-kind';
import { firebaseSettingsFrom, optional, usesFirebaseEmulators } from './firebase-settings';

const env = import.meta.env;

/** Everything the app reads from the build environment, in one place. */
export const config = {
  backend: __BACKEND__ as BackendKindName,
  // Demo values only in the emulator build; a production build without its own fails (vite.config.ts).
  firebase: firebaseSettingsFrom(env),
  useEmulators: usesFirebaseEmulators(env),
  adClient: optional(env.VITE_AD_CLIENT),
  tokenSyncUrl: optional(env.VITE_TOKEN_SYNC_URL),
} as const;
