import { resolveBackendKind } from './backend-kind.ts';
import { firebaseEmulatorPlace, optional } from './firebase-settings.ts';

/**
 * The HTTP security headers, in one place: firebase.json's `hosting.headers` must equal
 * {@link firebaseHostingHeaders} (a unit test compares them), and `vite preview` and the e2e
 * app server send {@link securityHeaders} for the build they serve, so every e2e test runs
 * under the policy that is deployed.
 */

/** What a build contacts beyond its own origin, read from its build settings. */
export interface HeaderSettings {
  backend: 'local' | 'firebase';
  /** `VITE_AD_CLIENT` is set: the ad provider's script, frames and images are loaded */
  ads: boolean;
  /**
   * `VITE_FIREBASE_EMULATORS=1`: Auth and Firestore are the emulators on loopback (never deployed).
   * Not for `=origin`: its server forwards to them from the page's own origin, which 'self' allows.
   */
  emulators: boolean;
  /** `VITE_TOKEN_SYNC_URL`: the ID token is POSTed there */
  tokenSyncUrl?: string;
}

/**
 * The build firebase.json's headers are written for: the Firebase backend, no ads, no token
 * sync. Deploying with `VITE_AD_CLIENT` or `VITE_TOKEN_SYNC_URL`? Change this, then copy the
 * headers the failing unit test prints into firebase.json (README, "Deployment").
 */
export const HOSTED_BUILD: HeaderSettings = { backend: 'firebase', ads: false, emulators: false };

/** The Firebase endpoints the SDK calls with our settings (initializeAuth without popup or redirect). */
const FIREBASE_API = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
];
/**
 * After a failed request Firestore's WebChannel loads this one image to tell "offline" from
 * "server down": with `new Image()` or with `fetch` (seen in the e2e runs), so both directives.
 */
const FIRESTORE_NETWORK_PROBE = 'https://www.google.com/images/cleardot.gif';
/** Where the emulator build connects (src/backend/firebase: firebase-auth.ts, firestore-db.ts). */
export const EMULATOR_ORIGINS = ['http://127.0.0.1:9099', 'http://127.0.0.1:8080'];

/**
 * The ad provider (AdSense) loads further scripts, frames and images from its own hosts.
 * Google supports only nonce-based policies for its ad tags, which static hosting cannot send:
 * this allowlist is best effort, so check the console after enabling ads.
 */
export const AD_PROVIDER = {
  script: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://*.adtrafficquality.google',
  ],
  frame: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://*.googlesyndication.com',
    'https://*.adtrafficquality.google',
    'https://www.google.com',
  ],
  img: [
    'https://*.googlesyndication.com',
    'https://*.doubleclick.net',
    'https://*.google.com',
    'https://*.gstatic.com',
  ],
  connect: ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google', 'https://*.doubleclick.net'],
} as const;

/** The Content-Security-Policy for a build; `reportUri` only where a server collects reports (e2e). */
export function contentSecurityPolicy(settings: HeaderSettings, reportUri?: string): string {
  const firebase = settings.backend === 'firebase';
  const ads = (kind: keyof typeof AD_PROVIDER) => (settings.ads ? AD_PROVIDER[kind] : []);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...ads('script')],
    // 'unsafe-inline' for styles only: react-hot-toast (goober) and Radix's scroll lock
    // (react-remove-scroll-bar) write <style> elements whose text is computed at run time, so
    // neither a hash nor a nonce (impossible on static hosting) can allow them. Scripts stay strict.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...(firebase ? [FIRESTORE_NETWORK_PROBE] : []), ...ads('img')],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      ...(firebase ? [...FIREBASE_API, FIRESTORE_NETWORK_PROBE] : []),
      ...(firebase && settings.emulators ? EMULATOR_ORIGINS : []),
      ...(firebase && settings.tokenSyncUrl ? [new URL(settings.tokenSyncUrl).origin] : []),
      ...ads('connect'),
    ],
    ['frame-src', ...(settings.ads ? AD_PROVIDER.frame : ["'none'"])],
    ['worker-src', "'self'"],
    // no `manifest-src`: WebKit does not know it and logs a security error for it on every page,
    // and without it the manifest falls back to `default-src 'self'`, the same allowance
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(reportUri ? [['report-uri', reportUri] as [string, string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Powerful features the app never uses, denied to it and to any frame. Only names Chromium
 * knows: an unknown one ('bluetooth') is logged as a console error on every page.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

export function securityHeaders(settings: HeaderSettings, reportUri?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings, reportUri),
    'X-Content-Type-Options': 'nosniff',
    // the origin, not the path, reaches Google's APIs: enough for an API key restricted by referrer
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  };
}

type HostingHeaders = { source: string; headers: { key: string; value: string }[] }[];

/** firebase.json's `hosting.headers`: caching per path, then the security headers on every path. */
export function firebaseHostingHeaders(settings: HeaderSettings = HOSTED_BUILD): HostingHeaders {
  const noCache = [{ key: 'Cache-Control', value: 'no-cache' }];
  return [
    { source: '/sw.js', headers: noCache },
    { source: '/index.html', headers: noCache },
    { source: '/', headers: noCache },
    { source: '**/!(*.*)', headers: noCache },
    { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    { source: '**', headers: Object.entries(securityHeaders(settings)).map(([key, value]) => ({ key, value })) },
  ];
}

/** The settings of a build, from its environment (the VITE_ variables). */
export function headerSettingsFrom(env: Record<string, string | undefined>): HeaderSettings {
  const tokenSyncUrl = optional(env.VITE_TOKEN_SYNC_URL);
  return {
    backend: resolveBackendKind(env),
    ads: optional(env.VITE_AD_CLIENT) !== undefined,
    emulators: firebaseEmulatorPlace(env) === 'loopback',
    ...(tokenSyncUrl ? { tokenSyncUrl } : {}),
  };
}
