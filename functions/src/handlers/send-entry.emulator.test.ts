// @vitest-environment node
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type EmulatorProject,
  emulatorHost,
  HANDLER_TEST_TIMEOUT_MS,
  eventData,
  openEmulatorProject,
  seedTeam,
} from '../test-support/emulator-project';
import { type MockPushService, startMockPushService } from '../test-support/mock-push-service';
import { eventWrittenTrigger, outboxCreatedTrigger, remindersEvery15Trigger } from '../triggers';
import { webPushSend } from './web-push-send';

/**
 * The sender on Google's Firestore emulator, posting real Web Push (VAPID, aes128gcm) to a local
 * mock push service that verifies the signature and decrypts each message. Skipped, saying so,
 * without an emulator.
 */
if (!emulatorHost) console.info('Functions sender tests skipped: FIRESTORE_EMULATOR_HOST is not set');

const DAY = 86_400_000;
const hhmm = (at: Date) => at.toISOString().slice(11, 16);

describe.skipIf(!emulatorHost)(
  'the sender (outboxCreated, and the scheduler for deferred sends)',
  { timeout: HANDLER_TEST_TIMEOUT_MS },
  () => {
    let project: EmulatorProject;
    let service: MockPushService;
    afterEach(async () => {
      await project?.close();
      await service?.close();
    });

    it('pushes to every live subscription, honours settings, drops a 410, defers quiet hours to their end', async () => {
      const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@pitchside.app' };
      service = await startMockPushService(vapid.publicKey);
      const push = webPushSend(vapid, service.agent);
      project = openEmulatorProject('sender');
      const { db } = project;
      await seedTeam(db);
      const subscribe = async (personId: string) => {
        const subscription = service.subscribe();
        const id = `${personId}_${subscription.endpoint.split('/').pop()}`;
        await db.doc(`pushSubscriptions/${id}`).set({ personId, ...subscription, createdAt: new Date().toISOString() });
        return { id, ...subscription };
      };
      await subscribe('ana');
      const dropped = await subscribe('ana');
      service.answer(dropped.endpoint, 410);
      await subscribe('coach');
      await subscribe('mum');
      await subscribe('ben');
      await subscribe('leo');
      // stored before the rules checked endpoints: never posted to, deleted, and Mia has no device
      const metadataServer = `pushSubscriptions/mia_${'0'.repeat(32)}`;
      await db.doc(metadataServer).set({
        personId: 'mia',
        ...service.subscribe(),
        endpoint: 'https://metadata.google.internal/computeMetadata/v1/instance/service-accounts',
        createdAt: new Date().toISOString(),
      });
      const now = new Date();
      await db.doc('notificationSettings/ben').set({ newEvents: false });
      await db.doc('notificationSettings/leo').set({ muted: ['lions'] });
      // quiet from an hour ago to two hours on, on the UTC clock
      await db.doc('notificationSettings/mum').set({
        quietFrom: hhmm(new Date(now.getTime() - 3_600_000)),
        quietTo: hhmm(new Date(now.getTime() + 7_200_000)),
        timeZone: 'UTC',
      });

      // a coach's new event, through its trigger, makes the entry the sender is handed
      const event = db.collection('events').doc('ev1');
      const before = await event.get();
      await event.set(eventData('lions', new Date(now.getTime() + 3 * DAY)));
      await project.wrap(eventWrittenTrigger(project.wiring()))({
        data: { before, after: await event.get() },
        params: { eventId: 'ev1' },
      });
      const entryRef = db.doc('outbox/event-created_ev1');
      const send = project.wrap(outboxCreatedTrigger(project.wiring(push)));
      const entrySnapshot = await entryRef.get();
      // the trigger delivered twice at once: the claim lets only one of them push
      await Promise.all([
        send({ data: entrySnapshot, params: { id: entryRef.id } }),
        send({ data: entrySnapshot, params: { id: entryRef.id } }),
      ]);

      const payloads = service.received.map((message) => message.payload as Record<string, unknown>);
      // the coach made the event and is not told it (docs/notifications.md "Who is told")
      expect(payloads.map((payload) => payload.to).sort()).toEqual(['ana']);
      expect(payloads[0]).toMatchObject({
        title: 'U12 Lions: New event: Training',
        url: '/events/ev1',
        tag: 'event-ev1',
      });
      expect(service.received[0]?.ttl).toBeGreaterThan(3 * 86_400 - 60);
      expect((await db.doc(`pushSubscriptions/${dropped.id}`).get()).exists).toBe(false);
      expect((await db.doc(metadataServer).get()).exists).toBe(false);
      const { results, nextSendAt } = (await entryRef.get()).data() ?? {};
      expect(
        Object.fromEntries(Object.entries(results).map(([id, result]) => [id, (result as { status: string }).status])),
      ).toEqual({
        ana: 'sent',
        ben: 'off',
        leo: 'muted',
        mia: 'no-device',
        mum: 'deferred',
      });
      expect(results.ana.count).toBe(1);
      const until = results.mum.until.toDate() as Date;
      expect(until.getTime() - now.getTime()).toBeGreaterThan(7_200_000 - 120_000);
      expect(nextSendAt.toMillis()).toBe(until.getTime());

      // a replayed trigger sends nothing again
      await send({ data: entrySnapshot, params: { id: entryRef.id } });
      expect(service.received).toHaveLength(1);

      // the scheduler's tick after the quiet hours sends Mum's, naming both children
      const tick = remindersEvery15Trigger(project.wiring(push));
      await tick.run({ scheduleTime: new Date(until.getTime() + 60_000).toISOString(), jobName: 'test' } as never);
      expect(service.received).toHaveLength(2);
      expect(service.received[1]?.payload).toMatchObject({ to: 'mum', body: expect.stringMatching(/^Leo and Mia: /) });
      const after = (await entryRef.get()).data() ?? {};
      expect(after.results.mum.status).toBe('sent');
      expect(after.nextSendAt).toBeNull();
      expect(service.refused).toEqual([]);
    });
  },
);
