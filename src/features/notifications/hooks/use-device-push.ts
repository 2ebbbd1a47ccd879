import { useEffect, useState } from 'react';
import type { DocResult } from '../../../backend/ports';
import { vapidPublicKey } from '../../../lib/push-config';
import { reportRefusal } from '../../../lib/report-write-failure';
import { useWatchedQuery } from '../../../lib/watched-query';
import {
  currentSubscription,
  needsHomeScreenForPush,
  pushSupported,
  turnOffDevicePush,
  turnOnDevicePush,
} from '../../../domain/notifications/device-push';
import {
  notificationCollections,
  type PushSubscriptionRecord,
} from '../../../domain/notifications/notification-records';
import { pushSubscriptionId } from '../../../domain/notifications/push-subscription-id';
import { useSession } from '../../../session/session';
import { notificationTexts } from '../model/notification-texts';
import { notificationKeys } from './notification-keys';

export type DevicePushState =
  | { status: 'checking' }
  /** the switch is disabled, with the reason's words */
  | { status: 'unavailable'; reason: string }
  | { status: 'ready'; on: boolean; pending: boolean; busy: boolean; problem: string | null };

/**
 * `Notifications on this device` (docs/notifications.md "On the device"): on while the browser
 * holds a subscription for this site and the person's document of it is on the device (pending
 * counts: offline first). The browser's permission is asked only by `toggle(true)`, on the tap.
 */
export function useDevicePush(personId: string): { state: DevicePushState; toggle: (on: boolean) => void } {
  const data = useSession()?.backend.data;
  // undefined while the device's subscription is looked up; null when it has none
  const [subscriptionId, setSubscriptionId] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => (subscription ? pushSubscriptionId(personId, subscription.endpoint) : null))
      .catch(() => null)
      .then((id) => {
        if (live) setSubscriptionId(id);
      });
    if (pushSupported() && Notification.permission === 'denied') setProblem(notificationTexts.denied);
    return () => {
      live = false;
    };
  }, [personId]);

  const stored = useWatchedQuery<DocResult<PushSubscriptionRecord>>(
    notificationKeys.deviceSubscription(subscriptionId ?? '-'),
    subscriptionId && data
      ? (onNext, onError) =>
          data.watchDoc<PushSubscriptionRecord>(
            notificationCollections.pushSubscriptions,
            subscriptionId,
            onNext,
            onError,
          )
      : null,
  );

  async function turnOn() {
    if (!data || !vapidPublicKey) return;
    const outcome = await turnOnDevicePush({
      data,
      personId,
      vapidPublicKey,
      onRefused: reportRefusal(notificationTexts.saveDeviceFailed),
    });
    if (outcome === 'on') {
      const subscription = await currentSubscription();
      setSubscriptionId(subscription ? await pushSubscriptionId(personId, subscription.endpoint) : null);
      setProblem(null);
    } else {
      setProblem(outcome === 'denied' ? notificationTexts.denied : notificationTexts.failed);
    }
  }

  async function turnOff() {
    if (!data) return;
    await turnOffDevicePush({ data, personId, onRefused: reportRefusal(notificationTexts.saveDeviceFailed) });
    setSubscriptionId(null);
    setProblem(null);
  }

  function toggle(on: boolean) {
    if (busy) return;
    setBusy(true);
    void (on ? turnOn() : turnOff()).finally(() => setBusy(false));
  }

  let state: DevicePushState;
  if (!vapidPublicKey) state = { status: 'unavailable', reason: notificationTexts.noKey };
  else if (!pushSupported())
    state = {
      status: 'unavailable',
      reason: needsHomeScreenForPush() ? notificationTexts.needsHomeScreen : notificationTexts.unsupported,
    };
  else if (subscriptionId === undefined || (subscriptionId && stored.isPending)) state = { status: 'checking' };
  else {
    const doc = subscriptionId ? stored.data?.doc : null;
    state = { status: 'ready', on: Boolean(doc), pending: doc?.pending ?? false, busy, problem };
  }
  return { state, toggle };
}
