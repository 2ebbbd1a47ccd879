import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../support/app-server';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { addChild, childRow } from '../support/children';
import { setName } from '../support/groups';
import {
  controlled,
  expectPublicScreens,
  expectSignedInScreens,
  makeDeviceData,
  goOffline,
  goOnline,
  loadedThroughWorker,
  requestsWhileOffline,
} from '../support/offline';
import { uniqueEmail } from '../support/users';

// Firestore is never reachable in this project; on top of that the tests below take the
// network away entirely (the app's server included), as on a phone at a ground with no signal.

test('after one visit, every screen opens with no connection at all and shows the data written on the device', async ({
  page,
  context,
  app,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await controlled(page);
  await goOffline(context, app);
  await expectPublicScreens(page, false);

  // signing up needs the Auth server; everything after it is written offline to the device cache
  await goOnline(context, app);
  const email = uniqueEmail();
  await registerVerifiedOnFirebase(page, request, email);
  await goOffline(context, app);
  await page.reload();
  await expect(page.getByText('You are offline.')).toHaveText(
    'You are offline. You can keep working: changes are saved on this device and sync when you are back online.',
  );
  const data = await makeDeviceData(page, email);
  await expect(childRow(page, 'Sam Lee')).toContainText('Waiting to sync');
  await expectSignedInScreens(page, data, false);
  expect(requestsWhileOffline(app)).toEqual([]);
});

/** Console errors and uncaught exceptions of a page, as text. */
function recordErrors(page: Page, into: string[]) {
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') into.push(message.text());
  });
  page.on('pageerror', (error) => into.push(`uncaught: ${error.message}`));
}

/**
 * Edits the profile through the app's own form, from inside the page (as a person who never
 * pauses but reads each result): `Edit Profile`, type the name, `Save`, back on the dashboard
 * greeting the new name, again. Each Save
 * is one write to the device's Firestore cache; the names run from `Casey0` (already saved)
 * through `Casey1` to `Casey{count}`.
 */
function editProfileRepeatedly(page: Page, count: number) {
  return page.evaluate(async (count) => {
    const until = async <T>(find: () => T | null | undefined | false, what: string): Promise<T> => {
      const end = performance.now() + 10_000;
      for (;;) {
        const found = find();
        if (found) return found;
        if (performance.now() > end) throw new Error(`no ${what} after 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const field = (label: string) =>
      ([...document.querySelectorAll('label')].find((element) => element.textContent?.trim() === label)?.control ??
        null) as HTMLInputElement | null;
    const type = (input: HTMLInputElement | null, value: string) => {
      if (!input) throw new Error('a field of the profile form is missing');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    for (let i = 1; i <= count; i += 1) {
      (
        await until(() => document.querySelector<HTMLAnchorElement>('a[href="/edit-profile"]'), 'Edit Profile link')
      ).click();
      // the form holds the stored profile (the previous Save) before anything is typed over it
      const first = await until(
        () =>
          location.pathname === '/edit-profile' &&
          field('First name')?.value === `Casey${i - 1}` &&
          field('First name'),
        `profile form holding Casey${i - 1}`,
      );
      type(first, `Casey${i}`);
      type(field('Last name'), 'Ng');
      type(field('Date of birth'), '1990-01-31');
      [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Save')?.click();
      // as a person would: on to the next edit once the dashboard greets the new name, which
      // Firestore shows once it has stored the write on the device
      await until(
        () =>
          location.pathname === '/dashboard' &&
          [...document.querySelectorAll('h1')].some((heading) => heading.textContent === `Welcome, Casey${i} Ng`),
        `dashboard greeting Casey${i}`,
      );
    }
  }, count);
}

/**
 * The profile names written offline that wait in the device's Firestore cache for the server,
 * each write counted once: read straight from the SDK's IndexedDB database, whose `mutations`
 * store holds one entry per write batch not yet acknowledged by the server.
 */
function queuedProfileNames(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('firestore/[DEFAULT]/demo-pitchside/main');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('mutations').objectStore('mutations').getAll();
          request.onsuccess = () => {
            db.close();
            // a batch may carry the name more than once (first name, display name): once per batch
            const names = request.result.flatMap((batch) => [
              ...new Set(JSON.stringify(batch).match(/Casey[1-9]\d*/g) ?? []),
            ]);
            resolve(names);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

test('200 writes made offline are all still there after a reload, counted, and a second tab works on the same cache', async ({
  page,
  context,
  app,
  request,
}) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  recordErrors(page, errors);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('parent'));
  await loadedThroughWorker(page);
  await goOffline(context, app);
  const written = Array.from({ length: 200 }, (_, i) => `Casey${i + 1}`);
  await setName(page, 'Casey0', 'Ng');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey0 Ng');

  await editProfileRepeatedly(page, 200);
  await page.reload();
  expect(await queuedProfileNames(page)).toEqual(written);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey200 Ng');
  await expect(page.getByText('Your latest profile changes are saved on this device')).toBeVisible();

  // a second tab on the same user and the same device cache (Firestore's multi-tab manager)
  const second = await context.newPage();
  recordErrors(second, errors);
  await second.goto('/dashboard');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey200 Ng');
  await setName(second, 'Second', 'Tab');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Welcome, Second Tab');
  await addChild(second, { first: 'Zed', last: 'Second', dob: '2016-06-06' });
  // the first tab sees the other tab's writes
  await page.goto('/children');
  await expect(childRow(page, 'Zed Second')).toContainText('Waiting to sync');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Second Tab');
  expect(await queuedProfileNames(page)).toEqual(written);

  expect(errors.filter((text) => /failed-precondition|uncaught/i.test(text))).toEqual([]);
  expect(requestsWhileOffline(app)).toEqual([]);
});
