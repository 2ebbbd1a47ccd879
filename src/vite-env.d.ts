/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />
/// <reference types="vite-plugin-pwa/react" />

/** 'local' or 'firebase', fixed at build time (vite.config.ts) so the other adapter is not bundled */
declare const __BACKEND__: string;

interface ImportMetaEnv {
  readonly VITE_BACKEND?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_EMULATORS?: string;
  readonly VITE_AD_CLIENT?: string;
  readonly VITE_TOKEN_SYNC_URL?: string;
  readonly VITE_VAPID_PUBLIC_KEY?: string;
}
