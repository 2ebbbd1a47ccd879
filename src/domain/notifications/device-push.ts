import type { DataPort, OnRefused } from '../../backend/ports';
import { writeSignedInPerson } from '../../../sw/device-person';
import { notificationCollections, type PushSubscriptionRecord } from './notification-records';
import { pushSubscriptionId } from './push-subscription-id';

/**
 * This device's Web Push subscription (docs/notifications.md "On the device"). The browser keeps
 * one subscription per site; each person who turns notifications on here gets a document of
 * their own naming it, `pushSubscriptions/{personId}_{endpointHash}`. The device remembers which
 * people those are, so that turning off, or logging out, unsubscribes only when nobody else
 * on the device still uses the subscription.
 */

/** how long subscribing waits for the service worker to be active */
const WORKER_WAIT_MS = 10_000;
const PEOPLE_KEY = 'pitchside.push-people';

export type TurnOnOutcome = 'on' | 'denied' | 'unsupported' | 'failed';

/** Web Push here: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined'
  );
}

/** What tells an iPhone's web page from a Home Screen web app (the browser's own globals, by default). */
export interface HomeScreenSignals {
  userAgent: string;
  maxTouchPoints: number;
  /** `display-mode: standalone` matches, or Safari's own `navigator.standalone` */
  standalone: boolean;
  hasPushManager: boolean;
}

function browserSignals(): HomeScreenSignals {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone === true || (globalThis.matchMedia?.('(display-mode: standalone)').matches ?? false),
    hasPushManager: typeof PushManager !== 'undefined',
  };
}

/**
 * Web Push on an iPhone or iPad (iOS and iPadOS 16.4 and later) works only in a web app added to
 * the Home Screen: in a browser tab there is no `PushManager`. True where that is why push is
 * missing here, so the page can say what to do instead of only that it cannot. An iPad asks for
 * the desktop site and calls itself a Mac: one with touch is an iPad.
 */
export function needsHomeScreenForPush(signals: HomeScreenSignals = browserSignals()): boolean {
  const apple =
    /iPhone|iPad|iPod/.test(signals.userAgent) || (/Macintosh/.test(signals.userAgent) && signals.maxTouchPoints > 1);
  return apple && !signals.standalone && !signals.hasPushManager;
}

/** The people of this device who stored its subscription. */
export function devicePushPeople(storage: Storage = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(PEOPLE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function setDevicePushPeople(people: readonly string[], storage: Storage) {
  if (people.length === 0) storage.removeItem(PEOPLE_KEY);
  else storage.setItem(PEOPLE_KEY, JSON.stringify([...new Set(people)]));
}

/** The subscription the browser holds for this site, or null (none, or no worker yet). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no active service worker')), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The VAPID public key (base64url, as configured) as the Push API takes it. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The document a subscription is stored as. */
export function subscriptionRecord(personId: string, subscription: PushSubscription, now: string) {
  const { keys } = subscription.toJSON();
  return {
    personId,
    endpoint: subscription.endpoint,
    p256dh: keys?.p256dh ?? '',
    auth: keys?.auth ?? '',
    createdAt: now,
  } satisfies PushSubscriptionRecord;
}

/**
 * `Notifications on this device` turned on: asks the browser's permission (only now, on the tap),
 * subscribes (or takes the subscription the device already has), and stores it as the person's
 * document, fired and never awaited. The worker is told who is signed in here.
 */
export async function turnOnDevicePush(options: {
  data: DataPort;
  personId: string;
  vapidPublicKey: string;
  onRefused: OnRefused;
  storage?: Storage;
}): Promise<TurnOnOutcome> {
  const { data, personId, vapidPublicKey, onRefused, storage = localStorage } = options;
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const registration = await activeRegistration();
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: vapidKeyBytes(vapidPublicKey),
      }));
    const id = await pushSubscriptionId(personId, subscription.endpoint);
    data.set(
      notificationCollections.pushSubscriptions,
      id,
      subscriptionRecord(personId, subscription, new Date().toISOString()),
      onRefused,
    );
    setDevicePushPeople([...devicePushPeople(storage), personId], storage);
    await writeSignedInPerson(personId).catch(() => {});
    return 'on';
  } catch (error) {
    console.error('Push subscription failed', error);
    return 'failed';
  }
}

/**
 * This device's subscription for the person taken away: their document deleted (fired, never
 * awaited) and, when nobody else on the device uses it, the subscription itself ended.
 */
export async function turnOffDevicePush(options: {
  data: DataPort;
  personId: string;
  onRefused: OnRefused;
  subscription?: PushSubscription | null;
  storage?: Storage;
}): Promise<boolean> {
  const { data, personId, onRefused, storage = localStorage } = options;
  const subscription = options.subscription !== undefined ? options.subscription : await currentSubscription();
  const others = devicePushPeople(storage).filter((id) => id !== personId);
  setDevicePushPeople(others, storage);
  if (!subscription) return false;
  data.delete(
    notificationCollections.pushSubscriptions,
    await pushSubscriptionId(personId, subscription.endpoint),
    onRefused,
  );
  if (others.length === 0) await subscription.unsubscribe().catch(() => false);
  return true;
}
