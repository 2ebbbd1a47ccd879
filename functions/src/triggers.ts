import type { Firestore } from 'firebase-admin/firestore';
import type { SecretParam } from 'firebase-functions/params';
import {
  onDocumentCreated,
  onDocumentDeleted,
  onDocumentWritten,
  onDocumentWrittenWithAuthContext,
} from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { handleAnnouncementCreated } from './handlers/announcement-created';
import { calendarFeed } from './handlers/calendar-feed';
import { deleteAnnouncementLeftovers, deleteEventLeftovers } from './handlers/deleted-leftovers';
import { handleEventWritten } from './handlers/event-written';
import { handleGuardianshipWritten } from './handlers/guardianship-written';
import { remindersTick } from './handlers/reminders-tick';
import { sendOutboxEntry } from './handlers/send-entry';
import type { PushSend } from './handlers/web-push-send';

/**
 * The Cloud Functions, made from what they run on: the database and the push sender are given,
 * so that the handler tests wrap these very functions against their own emulator project and
 * local push service (index.ts gives the deployed ones). Firestore triggers take the write's
 * own time as `now`, so a redelivered trigger decides exactly as the first delivery did.
 */
export interface Wiring {
  db: () => Firestore;
  push: () => PushSend;
  /** the secrets the sending functions read (VAPID's private key) */
  secrets?: SecretParam[];
}

const timeOf = (time: string | undefined) => (time ? new Date(time) : new Date());

export const eventWrittenTrigger = (wiring: Wiring) =>
  onDocumentWritten('events/{eventId}', async (event) => {
    // a delete: what the deleting device could not read goes too (handlers/deleted-leftovers.ts)
    if (event.data?.before.exists && !event.data.after.exists) {
      await deleteEventLeftovers(wiring.db(), event.params.eventId);
    }
    await handleEventWritten(
      wiring.db(),
      event.params.eventId,
      event.data?.before.data(),
      event.data?.after.data(),
      timeOf(event.time),
    );
  });

export const announcementCreatedTrigger = (wiring: Wiring) =>
  onDocumentCreated('announcements/{id}', async (event) => {
    await handleAnnouncementCreated(wiring.db(), event.params.id, event.data?.data(), timeOf(event.time));
  });

export const announcementDeletedTrigger = (wiring: Wiring) =>
  onDocumentDeleted('announcements/{id}', async (event) => {
    await deleteAnnouncementLeftovers(wiring.db(), event.params.id);
  });

export const guardianshipWrittenTrigger = (wiring: Wiring) =>
  onDocumentWrittenWithAuthContext('guardianships/{id}', async (event) => {
    // the write's principal, when it is a person: a guardian who made the change is not told of it
    // (functions/src/notify/guardian-change.ts); any other principal names nobody there
    const byPerson = event.authType !== 'service_account' && event.authType !== 'system';
    await handleGuardianshipWritten(
      wiring.db(),
      event.id,
      event.data?.before.data(),
      event.data?.after.data(),
      byPerson ? (event.authId ?? null) : null,
      timeOf(event.time),
    );
  });

export const outboxCreatedTrigger = (wiring: Wiring) =>
  onDocumentCreated({ document: 'outbox/{id}', secrets: wiring.secrets ?? [] }, async (event) => {
    // the entry is sent at the time it is handled: quiet hours are judged when the push goes
    await sendOutboxEntry(wiring.db(), event.params.id, new Date(), wiring.push());
  });

export const remindersEvery15Trigger = (wiring: Wiring) =>
  onSchedule({ schedule: 'every 15 minutes', secrets: wiring.secrets ?? [] }, async (event) => {
    await remindersTick(wiring.db(), timeOf(event.scheduleTime), wiring.push());
  });

/** The site's origin as the caller saw it: Hosting forwards its own host. */
function originOf(headers: Record<string, string | string[] | undefined>): string {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const host = first(headers['x-forwarded-host']) ?? first(headers.host) ?? 'localhost';
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host);
  return `${local ? 'http' : 'https'}://${host}`;
}

export const calendarFeedFunction = (wiring: Wiring) =>
  onRequest(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.status(405).set('Allow', 'GET, HEAD').send('');
      return;
    }
    const answer = await calendarFeed(wiring.db(), request.path, originOf(request.headers), new Date());
    response.status(answer.status).set(answer.headers).send(answer.body);
  });
