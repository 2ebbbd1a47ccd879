// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { DataPort } from '../../backend/ports';
import { devicePushPeople, subscriptionRecord, turnOffDevicePush, vapidKeyBytes } from './device-push';
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
