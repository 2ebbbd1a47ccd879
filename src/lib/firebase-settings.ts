import { resolveBackendKind } from './backend-kind.ts';

type Env = Record<string, string | undefined>;

/** The Firebase web app settings, read at build time; unset ones are left out. */
export interface FirebaseSettings {
  apiKey?: string;
  authDomain?: string;
  projectId?: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
}

/**
 * Stand-ins for the emulator build only: the emulators accept any API key, and a `demo-`
 * project needs no credentials. Anywhere else they would point the app at a project that does
 * not exist, so they are never a silent fallback.
 */
export const EMULATOR_SETTINGS = { apiKey: 'demo-api-key', projectId: 'demo-pitchside' } as const;

const REQUIRED = [
  ['apiKey', 'VITE_FIREBASE_API_KEY'],
  ['projectId', 'VITE_FIREBASE_PROJECT_ID'],
] as const;

/** A setting's value, trimmed; undefined when unset or blank. */
export function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Where an emulator build finds the emulators: `VITE_FIREBASE_EMULATORS=1` on this machine's
 * loopback (Auth 127.0.0.1:9099, Firestore 127.0.0.1:8080), `=origin` at the page's own origin,
 * whose server forwards to them (`npm run start:cloud`, README "Try it on two phones before
 * creating a Firebase project"); undefined for a build against a real project.
 */
export function firebaseEmulatorPlace(env: Env): 'loopback' | 'origin' | undefined {
  // `origin` exactly, as src/backend/firebase/emulators-at-origin.ts reads it at build time
  if (env.VITE_FIREBASE_EMULATORS === 'origin') return 'origin';
  return env.VITE_FIREBASE_EMULATORS?.trim() === '1' ? 'loopback' : undefined;
}

export function usesFirebaseEmulators(env: Env): boolean {
  return firebaseEmulatorPlace(env) !== undefined;
}

export function firebaseSettingsFrom(env: Env): FirebaseSettings {
  const emulators = usesFirebaseEmulators(env);
  const settings: FirebaseSettings = {
    apiKey: optional(env.VITE_FIREBASE_API_KEY) ?? (emulators ? EMULATOR_SETTINGS.apiKey : undefined),
    authDomain: optional(env.VITE_FIREBASE_AUTH_DOMAIN),
    projectId: optional(env.VITE_FIREBASE_PROJECT_ID) ?? (emulators ? EMULATOR_SETTINGS.projectId : undefined),
    storageBucket: optional(env.VITE_FIREBASE_STORAGE_BUCKET),
    messagingSenderId: optional(env.VITE_FIREBASE_MESSAGING_SENDER_ID),
    appId: optional(env.VITE_FIREBASE_APP_ID),
  };
  return Object.fromEntries(Object.entries(settings).filter((entry) => entry[1] !== undefined));
}

/** The environment variables Firebase cannot start without that these settings lack. */
export function missingFirebaseVariables(settings: FirebaseSettings): string[] {
  return REQUIRED.filter(([key]) => settings[key] === undefined).map(([, variable]) => variable);
}

export function missingFirebaseSettingsMessage(missing: string[]): string {
  return (
    `The Firebase backend needs ${missing.join(' and ')}. Set ${missing.length > 1 ? 'them' : 'it'} in the ` +
    'environment or in .env.local (see .env.example and the README\'s "Configuration"), or build with ' +
    'VITE_BACKEND=local, or VITE_FIREBASE_EMULATORS=1 for the emulators.'
  );
}

/**
 * Why a build with this environment must stop, or undefined when it may go ahead: a Firebase
 * build without the project's API key or id would otherwise start against nothing.
 */
export function firebaseBuildProblem(env: Env): string | undefined {
  if (resolveBackendKind(env) !== 'firebase') return undefined;
  const missing = missingFirebaseVariables(firebaseSettingsFrom(env));
  return missing.length > 0 ? missingFirebaseSettingsMessage(missing) : undefined;
}
