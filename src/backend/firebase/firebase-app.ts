import { type FirebaseApp, type FirebaseOptions, getApp, getApps, initializeApp } from 'firebase/app';
import { config } from '../../lib/config';
import {
  type FirebaseSettings,
  missingFirebaseSettingsMessage,
  missingFirebaseVariables,
} from '../../lib/firebase-settings';

/**
 * The configured options, so the SDK never sees `undefined` values. Throws, naming the missing
 * variables, when there is no API key or project id: vite.config.ts already stops such a build,
 * but a dev server or test started without them should say so too, not fail inside the SDK.
 */
export function firebaseOptions(settings: FirebaseSettings = config.firebase): FirebaseOptions {
  const missing = missingFirebaseVariables(settings);
  if (missing.length > 0) throw new Error(missingFirebaseSettingsMessage(missing));
  return Object.fromEntries(
    Object.entries(settings).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ) as FirebaseOptions;
}

/** The name of the default app. */
const DEFAULT_APP = '[DEFAULT]';

/**
 * A Firebase app of this page (the default one unless named), created from `config.firebase`
 * on first use.
 */
export function createFirebaseApp(name = DEFAULT_APP): FirebaseApp {
  // Vite's hot reload may evaluate this module twice; a second initializeApp would throw.
  return getApps().some((app) => app.name === name) ? getApp(name) : initializeApp(firebaseOptions(), name);
}
