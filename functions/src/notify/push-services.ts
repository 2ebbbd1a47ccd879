/**
 * Where the sender may post (docs/SECURITY.md "Push endpoints"): a subscription's endpoint is a
 * URL a client wrote, and a server that posted to any `https://` URL would post to whatever an
 * account named, the cloud's metadata server included. So only the browsers' push services, the
 * same list firestore.rules `isPushServiceEndpoint` accepts (push-services.test.ts holds that line
 * equal to PUSH_ENDPOINT_PATTERN). The one place the list is written for the functions.
 */

/** The push services' hosts, as RE2 patterns (`[.]` for a dot: a rules string keeps it as it is). */
export const PUSH_SERVICE_HOSTS = [
  // Google's (Chrome, Chromium-based browsers on Android and desktop)
  'fcm[.]googleapis[.]com',
  // Mozilla's (Firefox)
  'updates[.]push[.]services[.]mozilla[.]com',
  // Apple's (Safari, and web apps on the Home Screen)
  'web[.]push[.]apple[.]com',
  // Microsoft's (Edge on Windows: WNS, one host per region)
  '[a-z0-9-]+[.]notify[.]windows[.]com',
] as const;

/**
 * The mock push service the emulator runs post to (functions/src/test-support/mock-push-service.ts):
 * HTTPS on loopback, at a port chosen for its run. scripts/emulator-rules.mjs adds the same
 * pattern to the rules of the online e2e's emulator.
 */
export const MOCK_PUSH_HOST = '127[.]0[.]0[.]1:[0-9]+';

/** An endpoint on one of `hosts`: the host ends at the first `/`, so no look-alike, path or userinfo passes. */
export const pushEndpointPattern = (hosts: readonly string[]): string => `https://(${hosts.join('|')})/.+`;

/** What the deployed rules accept. */
export const PUSH_ENDPOINT_PATTERN = pushEndpointPattern(PUSH_SERVICE_HOSTS);

/**
 * Whether the functions run on the emulators: the Functions emulator sets `FUNCTIONS_EMULATOR`,
 * and the Admin SDK talks to an emulator's Firestore (never the project's) only under
 * `FIRESTORE_EMULATOR_HOST`, as the handler tests and the online e2e's server part run it.
 * Neither is set where the functions are deployed.
 */
export function onEmulators(env: Record<string, string | undefined>): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST);
}

/**
 * Whether the sender may post to `endpoint`: a browser's push service, or, on the emulators
 * only, the mock push service. Matched as the rules' `matches()` does (the whole string), then
 * read as a URL, so the host posted to is the one matched.
 */
export function isPushServiceEndpoint(endpoint: string, { emulators = false }: { emulators?: boolean } = {}): boolean {
  const hosts = emulators ? [MOCK_PUSH_HOST, ...PUSH_SERVICE_HOSTS] : PUSH_SERVICE_HOSTS;
  const matched = new RegExp(`^(?:${pushEndpointPattern(hosts)})$`, 'u').exec(endpoint);
  if (!matched) return false;
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' && url.host === matched[1] && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
