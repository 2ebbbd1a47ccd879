// @vitest-environment node
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webPushSend } from '../handlers/web-push-send';
import { type MockPushService, startMockPushService } from './mock-push-service';

/**
 * The local push service the sender's tests post to: it must accept exactly what a real one
 * accepts (a VAPID JWT signed by the server's key, an aes128gcm body it can decrypt) and refuse
 * the rest, or the sender's tests would prove nothing.
 */
describe('the mock push service', () => {
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@pitchside.app' };
  let service: MockPushService;
  beforeAll(async () => {
    // the sender posts to the mock only where the emulators run (notify/push-services.ts)
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    service = await startMockPushService(vapid.publicKey);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await service.close();
  });

  it('verifies the VAPID signature, decrypts the payload and reads the TTL', async () => {
    const subscription = service.subscribe();
    const outcome = await webPushSend(vapid, service.agent)(subscription, '{"title":"Hello ⚽"}', 3600);
    expect(outcome).toEqual({ outcome: 'sent' });
    const last = service.received.at(-1);
    expect(last?.payload).toEqual({ title: 'Hello ⚽' });
    expect(last?.ttl).toBe(3600);
    expect(last?.claims.sub).toBe('mailto:test@pitchside.app');
  });

  it('refuses a message signed with another key', async () => {
    const other = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@pitchside.app' };
    const outcome = await webPushSend(other, service.agent)(service.subscribe(), '{}', 60);
    expect(outcome).toEqual({ outcome: 'failed', error: 'HTTP 403' });
    expect(service.refused.at(-1)).toBe('signed with another VAPID key');
  });

  it('is never posted to where the functions are deployed (no emulator setting)', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', '');
    const before = service.received.length + service.refused.length;
    expect(await webPushSend(vapid, service.agent)(service.subscribe(), '{}', 60)).toEqual({ outcome: 'refused' });
    expect(service.received.length + service.refused.length).toBe(before);
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  });

  it('answers 410 for a subscription the browser dropped, which the sender reads as gone', async () => {
    const subscription = service.subscribe();
    service.answer(subscription.endpoint, 410);
    expect(await webPushSend(vapid, service.agent)(subscription, '{}', 60)).toEqual({ outcome: 'gone' });
  });
});
