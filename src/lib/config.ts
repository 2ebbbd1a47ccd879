import type { BackendKindName } from './backend-kind';

const env = import.meta.env;

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Everything the app reads from the build environment, in one place. */
export const config = {
  backend: __BACKEND__ as BackendKindName,
  firebase: {
    apiKey: optional(env.VITE_FIREBASE_API_KEY) ?? 'demo-api-key',
    authDomain: optional(env.VITE_FIREBASE_AUTH_DOMAIN),
    projectId: optional(env.VITE_FIREBASE_PROJECT_ID) ?? 'demo-pitchside',
    storageBucket: optional(env.VITE_FIREBASE_STORAGE_BUCKET),
    messagingSenderId: optional(env.VITE_FIREBASE_MESSAGING_SENDER_ID),
    appId: optional(env.VITE_FIREBASE_APP_ID),
  },
  useEmulators: env.VITE_FIREBASE_EMULATORS === '1',
  adClient: optional(env.VITE_AD_CLIENT),
  tokenSyncUrl: optional(env.VITE_TOKEN_SYNC_URL),
} as const;
