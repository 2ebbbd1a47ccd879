import { type FirebaseApp, type FirebaseOptions, getApp, getApps, initializeApp } from 'firebase/app';
import { config } from '../../lib/config';

/** The configured options without the unset ones, so the SDK never sees `undefined` values. */
export function firebaseOptions(source: Record<string, string | undefined> = config.firebase): FirebaseOptions {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ) as FirebaseOptions;
}

/** The default Firebase app of this page, created from `config.firebase` on first use. */
export function createFirebaseApp(): FirebaseApp {
  // Vite's hot reload may evaluate this module twice; a second initializeApp would throw.
  return getApps().length > 0 ? getApp() : initializeApp(firebaseOptions());
}
