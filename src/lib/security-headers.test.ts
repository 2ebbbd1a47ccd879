import { describe, expect, it } from 'vitest';
import firebaseJson from '../../firebase.json';
import {
  AD_PROVIDER,
  contentSecurityPolicy,
  EMULATOR_ORIGINS,
  firebaseHostingHeaders,
  HOSTED_BUILD,
  headerSettingsFrom,
  securityHeaders,
} from './security-headers';

/** The sources of each directive of a policy. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  it('firebase.json serves exactly the headers this module defines (copy the printed value when it changes)', () => {
    const expected = firebaseHostingHeaders();
    expect(
      firebaseJson.hosting.headers,
      `firebase.json "hosting.headers" must be:\n${JSON.stringify(expected, null, 2)}\n`,
    ).toEqual(expected);
  });

  it('allows scripts from its own origin only: no inline script, no eval, no other host', () => {
    for (const settings of [
      HOSTED_BUILD,
      { ...HOSTED_BUILD, emulators: true },
      { ...HOSTED_BUILD, backend: 'local' as const },
    ]) {
      expect(directives(contentSecurityPolicy(settings))['script-src']).toEqual(["'self'"]);
    }
    const withAds = directives(contentSecurityPolicy({ ...HOSTED_BUILD, ads: true }))['script-src'];
    expect(withAds).toEqual(["'self'", ...AD_PROVIDER.script]);
    expect(withAds).not.toContain("'unsafe-inline'");
    expect(withAds).not.toContain("'unsafe-eval'");
  });

  it('locks down what the app never does', () => {
    const policy = directives(contentSecurityPolicy(HOSTED_BUILD));
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'frame-src': ["'none'"],
      'worker-src': ["'self'"],
    });
    // the manifest falls back to default-src 'self'; WebKit logs an error for a `manifest-src`
    expect(policy['manifest-src']).toBeUndefined();
    expect(policy['report-uri']).toBeUndefined();
    const headers = securityHeaders(HOSTED_BUILD);
    expect(headers['X-Frame-Options']).toBe('DENY');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });

  it('lets the Firebase build reach Firebase, and the emulator build the emulators; the deployed policy never names them', () => {
    const hosted = directives(contentSecurityPolicy(HOSTED_BUILD))['connect-src'];
    expect(hosted).toEqual(
      expect.arrayContaining(['https://identitytoolkit.googleapis.com', 'https://firestore.googleapis.com']),
    );
    for (const origin of EMULATOR_ORIGINS) expect(hosted).not.toContain(origin);
    expect(JSON.stringify(firebaseJson.hosting)).not.toContain('127.0.0.1');
    const emulator = directives(contentSecurityPolicy({ ...HOSTED_BUILD, emulators: true }))['connect-src'];
    expect(emulator).toEqual(expect.arrayContaining(EMULATOR_ORIGINS));
    expect(directives(contentSecurityPolicy({ ...HOSTED_BUILD, backend: 'local' }))['connect-src']).toEqual(["'self'"]);
  });

  it('follows the build settings: ads and the token sync endpoint only when configured', () => {
    const plain = headerSettingsFrom({ VITE_BACKEND: 'firebase' });
    expect(plain).toEqual(HOSTED_BUILD);
    const configured = headerSettingsFrom({
      VITE_BACKEND: 'firebase',
      VITE_AD_CLIENT: 'ca-pub-1',
      VITE_TOKEN_SYNC_URL: 'https://sync.example.org/token',
    });
    const policy = directives(contentSecurityPolicy(configured));
    expect(policy['connect-src']).toContain('https://sync.example.org');
    expect(policy['frame-src']).toEqual([...AD_PROVIDER.frame]);
    expect(contentSecurityPolicy(plain)).not.toContain('googlesyndication');
    expect(headerSettingsFrom({ VITE_FIREBASE_EMULATORS: '1', VITE_FIREBASE_PROJECT_ID: 'demo-x' })).toMatchObject({
      emulators: true,
    });
    // npm run start:cloud: the emulators at the page's own origin, so the hosted policy as it is
    expect(headerSettingsFrom({ VITE_BACKEND: 'firebase', VITE_FIREBASE_EMULATORS: 'origin' })).toEqual(HOSTED_BUILD);
  });

  it('adds a report-uri only when asked (the e2e servers)', () => {
    expect(directives(contentSecurityPolicy(HOSTED_BUILD, '/__csp-report'))['report-uri']).toEqual(['/__csp-report']);
  });
});
