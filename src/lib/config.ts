import type { BackendKindName } from './backend-kind';
import { firebaseSettingsFrom, optional, usesFirebaseEmulators } from './firebase-settings';

// Each variable by name, so the build inlines these and no other: the whole `import.meta.env` would
// carry every VITE_ variable (the push key of src/lib/push-config.ts too) into the chunk every page
// loads. The Firebase settings only where a Firebase backend reads them.
const firebaseEnv: Record<string, string | undefined> =
  __BACKEND__ === 'firebase'
    ? {
        VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
        VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
        VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
        VITE_FIREBASE_STORAGE_BUCKET: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
        VITE_FIREBASE_MESSAGING_SENDER_ID: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
        VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
        VITE_FIREBASE_EMULATORS: import.meta.env.VITE_FIREBASE_EMULATORS,
      }
    : {};

/** Everything the app reads from the build environment, in one place. */
export const config = {
  backend: __BACKEND__ as BackendKindName,
  // Demo values only in the emulator build; a production build without its own fails (vite.config.ts).
  firebase: firebaseSettingsFrom(firebaseEnv),
  useEmulators: usesFirebaseEmulators(firebaseEnv),
  adClient: optional(import.meta.env.VITE_AD_CLIENT),
  tokenSyncUrl: optional(import.meta.env.VITE_TOKEN_SYNC_URL),
} as const;
