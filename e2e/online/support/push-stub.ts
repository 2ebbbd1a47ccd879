import type { BrowserContext } from '@playwright/test';

/** What a push service hands a browser that subscribes: its endpoint and the subscription's public keys. */
export interface StubbedSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Headless Chromium cannot subscribe to a real push service (docs/notifications.md "Tests"), so
 * every page of this device answers the Push API and the permission prompt as a browser that
 * allows them would, with the subscription given: the endpoint and keys of a test's push
 * service, so that what the app stores is what the sender can reach. The browser keeps one
 * subscription per site across loads: the stub keeps it in localStorage.
 */
export async function stubPushSubscription(context: BrowserContext, given: StubbedSubscription) {
  // the worker shows notifications under the site's permission, as after a user's `Allow`
  await context.grantPermissions(['notifications']);
  await context.addInitScript((stub: StubbedSubscription) => {
    const key = 'e2e.push-subscribed';
    const subscription = {
      endpoint: stub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: stub.endpoint, expirationTime: null, keys: { p256dh: stub.p256dh, auth: stub.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem(key);
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function subscribe() {
      localStorage.setItem(key, '1');
      return subscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return localStorage.getItem(key) ? subscription : null;
    };
    Notification.requestPermission = async () => 'granted';
  }, given);
}
