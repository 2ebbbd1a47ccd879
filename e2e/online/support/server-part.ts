import { createRequire } from 'node:module';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type DocumentSnapshot, type Firestore, getFirestore } from 'firebase-admin/firestore';
import webpush from 'web-push';
import type * as EventWritten from '../../../functions/src/handlers/event-written';
import type * as SendEntry from '../../../functions/src/handlers/send-entry';
import type * as WebPushSend from '../../../functions/src/handlers/web-push-send';
import type * as MockPush from '../../../functions/src/test-support/mock-push-service';
import { PROJECT } from './emulators';

// functions/ is a CommonJS package (its deployed bundle is): Node links no named exports of its
// sources into this ES module, so they are required, typed as what they are
const fromFunctions = createRequire(import.meta.url);
const { handleEventWritten } = fromFunctions('../../../functions/src/handlers/event-written') as typeof EventWritten;
const { sendOutboxEntry } = fromFunctions('../../../functions/src/handlers/send-entry') as typeof SendEntry;
const { webPushSend } = fromFunctions('../../../functions/src/handlers/web-push-send') as typeof WebPushSend;
const { startMockPushService } = fromFunctions(
  '../../../functions/src/test-support/mock-push-service',
) as typeof MockPush;

/** The Firestore emulator the online build writes to (scripts/e2e-online.mjs). */
const FIRESTORE_HOST = '127.0.0.1:8080';
/** How long a device's write may take to reach the server: a bound on waiting beside a CI run, not a speed claim. */
const SERVER_WAIT_MS = 20_000;

/**
 * The server part (docs/notifications.md) run in the test's own process, as the deployed
 * functions run it: the Admin SDK on the same Firestore emulator as the devices, the event
 * trigger's handler and the sender, the sender posting real Web Push (VAPID, aes128gcm) with a
 * key pair made for this run to a local push service that checks the VAPID JWT and decrypts each
 * message with the subscription's private keys.
 */
export interface ServerPart {
  db: Firestore;
  pushService: MockPush.MockPushService;
  /** The stored document once it exists (a device's writes reach the server when they reach it). */
  storedDocument(path: string): Promise<DocumentSnapshot>;
  /**
   * `eventWritten` for a new event as stored, deciding with the write's own time as the trigger
   * does (docs/notifications.md "Outbox ids"): the id of the outbox entry it created, or null.
   */
  eventCreated(eventId: string): Promise<string | null>;
  /** `outboxCreated`: the sender, now, for that entry. */
  sendEntry(entryId: string): Promise<void>;
  close(): Promise<void>;
}

export async function openServerPart(): Promise<ServerPart> {
  // the Admin SDK talks to the emulator, unauthenticated and past the rules, only under this variable
  const hostBefore = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  const app = initializeApp({ projectId: PROJECT }, `server-part-${Date.now()}`);
  const db = getFirestore(app);
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:e2e@pitchside.app' };
  const pushService = await startMockPushService(vapid.publicKey);
  const push = webPushSend(vapid, pushService.agent);
  const storedDocument = (path: string) =>
    new Promise<DocumentSnapshot>((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`${path} was not on the server within ${SERVER_WAIT_MS / 1000} s`));
      }, SERVER_WAIT_MS);
      const stop = db.doc(path).onSnapshot((snapshot) => {
        if (!snapshot.exists) return;
        clearTimeout(timer);
        stop();
        resolve(snapshot);
      }, reject);
    });
  return {
    db,
    pushService,
    storedDocument,
    async eventCreated(eventId) {
      const stored = await storedDocument(`events/${eventId}`);
      const writtenAt = stored.updateTime?.toDate() ?? new Date();
      return handleEventWritten(db, eventId, undefined, stored.data(), writtenAt);
    },
    sendEntry: (entryId) => sendOutboxEntry(db, entryId, new Date(), push),
    async close() {
      await pushService.close();
      await deleteApp(app);
      if (hostBefore === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
      else process.env.FIRESTORE_EMULATOR_HOST = hostBefore;
    },
  };
}
