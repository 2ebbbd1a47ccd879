import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { decideDelivery, readSettings } from '../notify/delivery';
import {
  dueRecipients,
  nextSendAt,
  type OutboxEntry,
  payloadFor,
  type RecipientResult,
  subjectGroupId,
} from '../notify/outbox-entry';
import { pushPayloadJson } from '../notify/payload';
import { instantOf } from './stored-docs';
import type { PushSend, StoredSubscription } from './web-push-send';

/**
 * The sender (docs/notifications.md "Sending"): claims the recipients of an outbox entry who are
 * due, then for each: their settings (off, muted, deferred to the end of quiet hours), else one
 * Web Push to each of their subscriptions, deleting those the push service says are gone; and
 * records what it did per recipient. Run by the outbox trigger and by the scheduler (deferred
 * sends, and any entry whose trigger never ran); the claim keeps the two from sending twice.
 */
export async function sendOutboxEntry(db: Firestore, entryId: string, now: Date, push: PushSend): Promise<void> {
  const ref = db.collection('outbox').doc(entryId);
  const claimed = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const entry = storedEntry(snapshot.data() ?? {});
    const due = dueRecipients(entry, now);
    if (due.length > 0) tx.update(ref, ...fieldUpdates(due.map((id) => [id, { status: 'sending', at: now }])));
    return { entry, due };
  });
  if (!claimed || claimed.due.length === 0) return;
  const { entry, due } = claimed;
  const outcomes = await Promise.all(
    due.map(async (personId) => [personId, await deliverTo(db, entry, personId, now, push)] as const),
  );
  const results = { ...entry.results, ...Object.fromEntries(outcomes) };
  await ref.update(...fieldUpdates(outcomes), 'nextSendAt', nextSendAt(results));
}

async function deliverTo(
  db: Firestore,
  entry: OutboxEntry,
  personId: string,
  now: Date,
  push: PushSend,
): Promise<RecipientResult> {
  if (entry.expiresAt.getTime() <= now.getTime()) return { status: 'expired', at: now };
  const settings = await db.collection('notificationSettings').doc(personId).get();
  const delivery = decideDelivery(readSettings(settings.data()), entry.kind, subjectGroupId(entry.subject), now);
  if (delivery.status === 'deferred') return { status: 'deferred', until: delivery.until };
  if (delivery.status !== 'send') return { status: delivery.status, at: now };
  const subscriptions = await db.collection('pushSubscriptions').where('personId', '==', personId).get();
  if (subscriptions.empty) return { status: 'no-device', at: now };
  const payload = pushPayloadJson(payloadFor(entry, personId));
  const ttl = (entry.expiresAt.getTime() - now.getTime()) / 1000;
  const sent = await Promise.all(
    subscriptions.docs.map(async (doc) => {
      const outcome = await push(subscriptionOf(doc.data()), payload, ttl);
      // dead at its push service, or never a push service's (stored before the rules checked
      // the endpoint: docs/SECURITY.md "Push endpoints"): neither is a device to keep
      if (outcome.outcome === 'gone' || outcome.outcome === 'refused') await doc.ref.delete();
      if (outcome.outcome === 'refused')
        console.warn(`pushSubscriptions/${doc.id}: not a browser's push service; deleted, nothing posted`);
      return outcome;
    }),
  );
  const count = sent.filter((one) => one.outcome === 'sent').length;
  if (count > 0) return { status: 'sent', count, at: now };
  const failed = sent.find((one) => one.outcome === 'failed');
  if (failed?.outcome === 'failed') return { status: 'failed', at: now, error: failed.error };
  return { status: sent.some((one) => one.outcome === 'gone') ? 'gone' : 'no-device', at: now };
}

/** `results.{personId}` updates, as the Admin SDK's alternating field paths and values. */
function fieldUpdates(
  pairs: readonly (readonly [string, RecipientResult])[],
): [FieldPath, RecipientResult, ...(FieldPath | RecipientResult)[]] {
  const flat = pairs.flatMap(([personId, result]) => [new FieldPath('results', personId), result]);
  return flat as [FieldPath, RecipientResult, ...(FieldPath | RecipientResult)[]];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function subscriptionOf(data: Record<string, unknown>): StoredSubscription {
  return { endpoint: text(data.endpoint), p256dh: text(data.p256dh), auth: text(data.auth) };
}

/** An entry as stored (its instants come back as Timestamps). */
function storedEntry(data: Record<string, unknown>): OutboxEntry {
  const results: Record<string, RecipientResult> = {};
  for (const [personId, value] of Object.entries((data.results ?? {}) as Record<string, Record<string, unknown>>)) {
    const until = instantOf(value.until);
    results[personId] = (
      value.status === 'deferred' && until ? { status: 'deferred', until } : { ...value, at: instantOf(value.at) }
    ) as RecipientResult;
  }
  return {
    ...(data as unknown as OutboxEntry),
    recipients: Array.isArray(data.recipients) ? data.recipients.filter((id) => typeof id === 'string') : [],
    namesFor: (data.namesFor ?? {}) as Record<string, string>,
    actions: Array.isArray(data.actions) ? (data.actions as OutboxEntry['actions']) : null,
    notBefore: instantOf(data.notBefore) ?? new Date(0),
    expiresAt: instantOf(data.expiresAt) ?? new Date(0),
    createdAt: instantOf(data.createdAt) ?? new Date(0),
    nextSendAt: instantOf(data.nextSendAt),
    results,
  };
}
