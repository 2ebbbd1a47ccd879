import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emulatorRules, MOCK_PUSH_HOST as RULES_MOCK_HOST } from '../../../scripts/emulator-rules.mjs';
import {
  isPushServiceEndpoint,
  MOCK_PUSH_HOST,
  onEmulators,
  PUSH_ENDPOINT_PATTERN,
  PUSH_SERVICE_HOSTS,
  pushEndpointPattern,
} from './push-services';

/** Endpoints as each browser's push service hands them out. */
const SERVICES = {
  Google: 'https://fcm.googleapis.com/fcm/send/dGhpcyBpcyBhIGRldmljZQ:APA91bH-example',
  Mozilla: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABexample',
  Apple: 'https://web.push.apple.com/QGuQyavXutnMH-example',
  Microsoft: 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB-example',
};

/** What an account would store to have the server post elsewhere, and why each must fail. */
const REFUSED = {
  'the cloud’s metadata server': 'https://metadata.google.internal/computeMetadata/v1/instance/service-accounts',
  'any https host': 'https://evil.example/fcm/send/x',
  'plain http to a service': 'http://fcm.googleapis.com/fcm/send/x',
  'a look-alike host ending in the service’s name': 'https://fcm.googleapis.com.evil.com/fcm/send/x',
  'a host that only starts like a service': 'https://fcm-googleapis.com/fcm/send/x',
  'the service’s name in a path': 'https://evil.com/fcm.googleapis.com/',
  'the service’s name as userinfo': 'https://fcm.googleapis.com@evil.com/fcm/send/x',
  'userinfo before the service': 'https://evil.com@fcm.googleapis.com/fcm/send/x',
  'a service on another port': 'https://fcm.googleapis.com:8443/fcm/send/x',
  'a service without a path': 'https://fcm.googleapis.com',
  'a service in capitals': 'https://FCM.googleapis.com/fcm/send/x',
  'Microsoft’s bare domain': 'https://notify.windows.com/w/?token=x',
  'a look-alike under Microsoft’s name': 'https://evil.com.notify.windows.com.evil.com/w/',
  'two labels under Microsoft’s': 'https://evil.com.notify.windows.com/w/?token=x',
  'a dot taken for any character': 'https://fcmxgoogleapis.com/fcm/send/x',
  'a line break in the path': 'https://fcm.googleapis.com/x\nHost: evil.com',
  'the mock push service, deployed': 'https://127.0.0.1:43123/push/0123abcd',
};

describe('which push endpoints the sender posts to (docs/SECURITY.md "Push endpoints")', () => {
  it.each(Object.entries(SERVICES))('%s’s push service', (_, endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true);
    expect(isPushServiceEndpoint(endpoint, { emulators: true })).toBe(true);
  });

  it.each(Object.entries(REFUSED))('refuses %s', (_, endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(false);
  });

  it('allows the mock push service on the emulators only, and only its loopback origin', () => {
    const mock = 'https://127.0.0.1:43123/push/0123abcd';
    expect(isPushServiceEndpoint(mock, { emulators: true })).toBe(true);
    for (const elsewhere of [
      'http://127.0.0.1:43123/push/0123abcd',
      'https://127.0.0.1/push/0123abcd',
      'https://127.0.0.1.evil.com:43123/push/x',
      'https://127.0.0.10:43123/push/x',
      'https://169.254.169.254:80/computeMetadata/v1/',
      'https://metadata.google.internal/computeMetadata/v1/',
    ])
      expect(isPushServiceEndpoint(elsewhere, { emulators: true }), elsewhere).toBe(false);
  });

  it('knows the emulators by the settings only they make', () => {
    expect(onEmulators({})).toBe(false);
    expect(onEmulators({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(onEmulators({ FUNCTIONS_EMULATOR: 'false' })).toBe(false);
    expect(onEmulators({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBe(true);
    expect(onEmulators({ FIRESTORE_EMULATOR_HOST: '' })).toBe(false);
  });
});

describe('the rules accept the same list', () => {
  const rules = readFileSync('firestore.rules', 'utf8');
  const ruleLine = (text: string) => {
    const lines = text.split('\n');
    return lines[lines.findIndex((line) => line.trim() === '// push services: the deployed list') + 1]?.trim();
  };

  it('firestore.rules matches an endpoint against PUSH_ENDPOINT_PATTERN, with no mock', () => {
    expect(ruleLine(rules)).toBe(`return endpoint.matches('${PUSH_ENDPOINT_PATTERN}');`);
    expect(rules).not.toContain('127[.]0[.]0[.]1');
    expect(PUSH_ENDPOINT_PATTERN).toBe(pushEndpointPattern(PUSH_SERVICE_HOSTS));
  });

  it('the emulator’s copy adds the sender’s mock host at that line and changes nothing else', () => {
    const copy = emulatorRules(rules);
    expect(RULES_MOCK_HOST).toBe(MOCK_PUSH_HOST);
    expect(ruleLine(copy)).toBe(
      `return endpoint.matches('${pushEndpointPattern([MOCK_PUSH_HOST, ...PUSH_SERVICE_HOSTS])}');`,
    );
    const [before, after] = [rules.split('\n'), copy.split('\n')];
    expect(after.length).toBe(before.length);
    expect(after.filter((line, i) => line !== before[i])).toHaveLength(1);
  });

  it('the emulator’s copy refuses rules without the marker', () => {
    expect(() => emulatorRules('service cloud.firestore {}')).toThrow(/must hold/);
  });
});
