import type { Page } from '@playwright/test';

export interface ShownNotification {
  title: string;
  body: string;
  url: string | undefined;
}

export interface WorkerPush {
  /**
   * Hands a payload to the page's active service worker, as the browser does when its push service
   * delivers one, and waits until the worker shows one more notification (at most REDELIVER_AFTER_MS).
   * With `{ dropped: true }` the push is one the worker must not show, so nothing is awaited.
   */
  deliver(payload: unknown, options?: { dropped?: boolean }): Promise<void>;
  /** The notifications the worker shows now (`registration.getNotifications()`). */
  shown(): Promise<ShownNotification[]>;
  /** Whom the worker reads as signed in on this device (Cache Storage, sw/device-person.ts), or null. */
  signedInPerson(): Promise<string | null>;
}

/** Whom the page's service worker reads as signed in on this device (Cache Storage, sw/device-person.ts), or null. */
export const workerSignedInPerson = (page: Page) =>
  page.evaluate(async () => {
    const response = await (await caches.open('pitchside-device')).match('/pitchside-device/signed-in-person');
    return response ? ((await response.json()) as { personId: string }).personId : null;
  });

/** The notifications the page's service worker shows now (`registration.getNotifications()`). */
export const shownNotifications = (page: Page): Promise<ShownNotification[]> =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      url: (notification.data as { url?: string } | null)?.url,
    })),
  );

/**
 * One CI run (of many) saw a delivery that never reached the worker's push handler, on a loaded
 * machine. DevTools' delivery has no answer to wait for, so a delivery that shows nothing in this
 * time is logged with what the worker looked like, and made once more. A worker that drops the push
 * itself (someone else signed in, a payload it cannot read) drops it again: the spec still fails.
 */
const REDELIVER_AFTER_MS = 5_000;

/**
 * Chromium's DevTools protocol on this page: `ServiceWorker.deliverPushMessage` runs the
 * production worker's own push handler with the payload (docs/notifications.md "Tests"). Call it
 * before the page's first load, so that the worker's registration is seen when it is made.
 */
export async function workerPush(page: Page): Promise<WorkerPush> {
  const cdp = await page.context().newCDPSession(page);
  const registrations: { id: string; scope: string }[] = [];
  const versions = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const version of updated)
      versions.set(
        version.versionId,
        `${version.status}/${version.runningStatus} (registration ${version.registrationId})`,
      );
  });
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated)
      if (!registration.isDeleted)
        registrations.push({ id: registration.registrationId, scope: registration.scopeURL });
  });
  await cdp.send('ServiceWorker.enable');
  const signedInPerson = () => workerSignedInPerson(page);
  const shown = () => shownNotifications(page);
  const moreShownWithin = (before: number, ms: number) =>
    page
      .waitForFunction(
        async (count) => (await (await navigator.serviceWorker.ready).getNotifications()).length > count,
        before,
        { timeout: ms, polling: 100 },
      )
      .then(
        () => true,
        () => false,
      );
  return {
    async deliver(payload, { dropped = false } = {}) {
      // a push reaches an activated worker only: `ready` answers while it may still be activating
      await page.evaluate(async () => {
        const worker = (await navigator.serviceWorker.ready).active;
        if (!worker || worker.state === 'activated') return;
        await new Promise<void>((activated) =>
          worker.addEventListener('statechange', () => worker.state === 'activated' && activated()),
        );
      });
      const origin = new URL(page.url()).origin;
      const registration = registrations.filter((each) => each.scope.startsWith(origin)).at(-1);
      if (!registration) throw new Error(`no service worker registration seen for ${origin}`);
      const send = () =>
        cdp.send('ServiceWorker.deliverPushMessage', {
          origin,
          registrationId: registration.id,
          data: JSON.stringify(payload),
        });
      const before = (await shown()).length;
      await send();
      if (dropped || (await moreShownWithin(before, REDELIVER_AFTER_MS))) return;
      console.log(
        `push delivery: nothing shown after ${REDELIVER_AFTER_MS} ms; registration ${registration.id} of ` +
          `${JSON.stringify(registrations)}, worker versions ${JSON.stringify([...versions.values()])}, ` +
          `signed in: ${await signedInPerson()}; delivering once more`,
      );
      await send();
    },
    signedInPerson,
    shown,
  };
}
