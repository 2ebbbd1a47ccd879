// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpointHash, pushSubscriptionId } from './push-subscription-id';

const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:APA91b-example';

describe('a push subscription’s document id', () => {
  it('is the person, then the first 32 hex digits of the endpoint’s SHA-256', async () => {
    const expected = createHash('sha256').update(endpoint).digest('hex').slice(0, 32);
    expect(await endpointHash(endpoint)).toBe(expected);
    expect(await pushSubscriptionId('person-1', endpoint)).toBe(`person-1_${expected}`);
  });

  it('a known digest: SHA-256 of "abc"', async () => {
    expect(await endpointHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223');
  });

  it('two people on one device get two documents; one person on two devices too', async () => {
    const ids = await Promise.all([
      pushSubscriptionId('a', endpoint),
      pushSubscriptionId('b', endpoint),
      pushSubscriptionId('a', `${endpoint}-2`),
    ]);
    expect(new Set(ids).size).toBe(3);
  });
});
