import { initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import { webPushSend } from './handlers/web-push-send';
import {
  announcementCreatedTrigger,
  announcementDeletedTrigger,
  calendarFeedFunction,
  eventWrittenTrigger,
  guardianshipWrittenTrigger,
  outboxCreatedTrigger,
  remindersEvery15Trigger,
  type Wiring,
} from './triggers';

/**
 * The deployed functions (docs/notifications.md): the default Admin app, and Web Push signed
 * with the project's VAPID keys. The private key is a secret (`firebase functions:secrets:set
 * VAPID_PRIVATE_KEY`); the public key is the app's `VITE_VAPID_PUBLIC_KEY`.
 */
const vapidPrivateKey = defineSecret('VAPID_PRIVATE_KEY');
const vapidPublicKey = defineString('VAPID_PUBLIC_KEY');
const vapidSubject = defineString('VAPID_SUBJECT', { default: 'mailto:admin@pitchside.app' });

let db: Firestore | undefined;

const wiring: Wiring = {
  db: () => {
    if (!db) db = getFirestore(initializeApp());
    return db;
  },
  push: () =>
    webPushSend({
      publicKey: vapidPublicKey.value(),
      privateKey: vapidPrivateKey.value(),
      subject: vapidSubject.value(),
    }),
  secrets: [vapidPrivateKey],
};

export const eventWritten = eventWrittenTrigger(wiring);
export const announcementCreated = announcementCreatedTrigger(wiring);
export const announcementDeleted = announcementDeletedTrigger(wiring);
export const guardianshipWritten = guardianshipWrittenTrigger(wiring);
export const outboxCreated = outboxCreatedTrigger(wiring);
export const remindersEvery15 = remindersEvery15Trigger(wiring);
export const calendarFeed = calendarFeedFunction(wiring);
