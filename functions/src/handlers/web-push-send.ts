import type { Agent } from 'node:https';
import webpush from 'web-push';
import { isPushServiceEndpoint, onEmulators } from '../notify/push-services';

/** A stored `pushSubscriptions` document's keys (docs/notifications.md "Documents"). */
export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * `sent`; `gone` when the push service answers 404 or 410 (the subscription is dead); `refused`,
 * never posted, when the endpoint is not a browser's push service (notify/push-services.ts);
 * else `failed`.
 */
export type PushOutcome =
  | { outcome: 'sent' }
  | { outcome: 'gone' }
  | { outcome: 'refused' }
  | { outcome: 'failed'; error: string };

export type PushSend = (subscription: StoredSubscription, payload: string, ttlSeconds: number) => Promise<PushOutcome>;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** a `mailto:` or https URL the push services may contact */
  subject: string;
}

/** Push services keep a message at most four weeks. */
const MAX_TTL_SECONDS = 2_419_200;

/**
 * One Web Push per subscription with `web-push` (VAPID, aes128gcm): no Google SDK, so every step
 * but the push service runs in our tests. `agent` lets a test trust its local push service, which
 * is posted to only on the emulators (docs/SECURITY.md "Push endpoints").
 */
export function webPushSend(vapid: VapidKeys, agent?: Agent): PushSend {
  return async (subscription, payload, ttlSeconds) => {
    // the endpoint is what a client wrote: the rules check it, and so does the one place that posts
    if (!isPushServiceEndpoint(subscription.endpoint, { emulators: onEmulators(process.env) }))
      return { outcome: 'refused' };
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: vapid,
          TTL: Math.max(0, Math.min(MAX_TTL_SECONDS, Math.floor(ttlSeconds))),
          contentEncoding: 'aes128gcm',
          ...(agent ? { agent } : {}),
        },
      );
      return { outcome: 'sent' };
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (status === 404 || status === 410) return { outcome: 'gone' };
      return {
        outcome: 'failed',
        error: status ? `HTTP ${String(status)}` : String((error as Error).message ?? error),
      };
    }
  };
}
