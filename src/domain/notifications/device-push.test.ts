// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { DataPort } from '../../backend/ports';
import {
  devicePushPeople,
  needsHomeScreenForPush,
  subscriptionRecord,
  turnOffDevicePush,
  vapidKeyBytes,
} from './device-push';
import { pushSubscriptionId } from './push-subscription-id';

const endpoint = 'https://push.example/send/device-1';

function fakeSubscription() {
  return {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: 'BP256', auth: 'AUTH' } }),
    unsubscribe: vi.fn(async () => true),
  } as unknown as PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> };
}

function recordingData() {
  const deleted: string[] = [];
  const data = {
    delete: (collection: string, id: string) => {
      deleted.push(`${collection}/${id}`);
      return undefined;
    },
  } as unknown as DataPort;
  return { data, deleted };
}

function storageWith(people: string[]): Storage {
  localStorage.clear();
  if (people.length > 0) localStorage.setItem('pitchside.push-people', JSON.stringify(people));
  return localStorage;
}

describe('turning this device’s notifications off for a person (the switch, or logout)', () => {
  it('deletes the person’s document of this device and unsubscribes when nobody else here uses it', async () => {
    const { data, deleted } = recordingData();
    const subscription = fakeSubscription();
    const storage = storageWith(['leo-dad']);
    await turnOffDevicePush({ data, personId: 'leo-dad', onRefused: () => {}, subscription, storage });
    expect(deleted).toEqual([`pushSubscriptions/${await pushSubscriptionId('leo-dad', endpoint)}`]);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(devicePushPeople(storage)).toEqual([]);
  });

  it('keeps the subscription while another person of this device still uses it', async () => {
    const { data, deleted } = recordingData();
    const subscription = fakeSubscription();
    const storage = storageWith(['leo-dad', 'leo-mum']);
    await turnOffDevicePush({ data, personId: 'leo-dad', onRefused: () => {}, subscription, storage });
    expect(deleted).toEqual([`pushSubscriptions/${await pushSubscriptionId('leo-dad', endpoint)}`]);
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
    expect(devicePushPeople(storage)).toEqual(['leo-mum']);
  });

  it('with no subscription on the device, deletes nothing', async () => {
    const { data, deleted } = recordingData();
    await turnOffDevicePush({
      data,
      personId: 'leo-dad',
      onRefused: () => {},
      subscription: null,
      storage: storageWith(['leo-dad']),
    });
    expect(deleted).toEqual([]);
  });
});

describe('the stored subscription', () => {
  it('names the person, the endpoint and its keys', () => {
    expect(subscriptionRecord('p1', fakeSubscription(), '2026-11-27T10:00:00.000Z')).toEqual({
      personId: 'p1',
      endpoint,
      p256dh: 'BP256',
      auth: 'AUTH',
      createdAt: '2026-11-27T10:00:00.000Z',
    });
  });

  it('the VAPID key in base64url becomes its bytes', () => {
    expect([...vapidKeyBytes('AP8A_w')]).toEqual([0, 255, 0, 255]);
  });
});

describe('an iPhone gets push only from the Home Screen', () => {
  const iPhoneSafari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  const iPadDesktopSite =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
  const tab = { maxTouchPoints: 5, standalone: false, hasPushManager: false };

  it('says so in an iPhone or iPad tab without the Push API', () => {
    expect(needsHomeScreenForPush({ userAgent: iPhoneSafari, ...tab })).toBe(true);
    expect(needsHomeScreenForPush({ userAgent: iPadDesktopSite, ...tab })).toBe(true);
  });

  it('not from the Home Screen, nor where the Push API is there, nor on a Mac or another phone', () => {
    expect(needsHomeScreenForPush({ userAgent: iPhoneSafari, ...tab, standalone: true })).toBe(false);
    expect(needsHomeScreenForPush({ userAgent: iPhoneSafari, ...tab, hasPushManager: true })).toBe(false);
    expect(needsHomeScreenForPush({ userAgent: iPadDesktopSite, ...tab, maxTouchPoints: 0 })).toBe(false);
    const android =
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    expect(needsHomeScreenForPush({ userAgent: android, ...tab })).toBe(false);
  });
});
