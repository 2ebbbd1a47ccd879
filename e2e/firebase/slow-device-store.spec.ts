import { expect, test } from '@playwright/test';
import { registerVerifiedOnFirebase, verifyAndMoveOn } from '../support/auth-emulator';
import {
  editProfileHere,
  memoryBanner,
  openInMemory,
  registerHere,
  reloadButStay,
  reloadLeaving,
} from '../support/device-store';
import { holdEveryStore, holdIndexedDb } from '../support/held-indexeddb';
import { uniqueEmail } from '../support/users';

// A loaded device opened its IndexedDB store after the 2 s the app then waited, the app carried on
// in memory, said `Profile updated` and lost the edit at the next load. The start now waits up to
// 10 s for the store while the first screen shows (docs/architecture.md "The device's store"), and
// in memory a write shows `Waiting to sync` until the server has it, and leaving asks first.
// Firestore is unreachable in this project: no write ever reaches the server here.

const pendingProfile = 'Your latest profile changes are saved on this device';

test('a store that opens after 5 s is waited for: the profile edit made then survives a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await holdIndexedDb(page, { forMs: 5_000 });
  await registerVerifiedOnFirebase(page, request, uniqueEmail('slow-store'));
  await editProfileHere(page, 'Casey', 'Ng');
  await expect(page.getByText(pendingProfile)).toBeVisible();

  const started = Date.now();
  // nothing is kept only in memory: the page goes without asking
  expect(await reloadLeaving(page)).toBeNull();
  // the reload waits 5 s for the store again, then shows the edit from the device
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey Ng', { timeout: 20_000 });
  console.log(`slow-store: the dashboard ${Date.now() - started} ms after the reload (store held 5,000 ms)`);
  await expect(page.getByText(pendingProfile)).toBeVisible();
  await expect(memoryBanner(page)).toHaveCount(0);
});

test('a store that never answers: memory after 10 s, the banner, the edit pending, and a reload asks', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await holdIndexedDb(page, { forMs: null });
  const bannerAfter = await openInMemory(page, '/register');
  console.log(`slow-store: memory banner ${bannerAfter} ms after the page load (store never answers)`);

  const email = uniqueEmail('silent-store');
  await registerHere(page, email);
  await verifyAndMoveOn(page, request, email);
  await editProfileHere(page, 'Robin', 'Park');
  // the success toast came; the edit stays marked as not on the server
  await expect(page.getByText(pendingProfile)).toBeVisible();
  await expect(memoryBanner(page)).toBeVisible();

  expect((await reloadButStay(page)).type()).toBe('beforeunload');
  // staying keeps the page and the edit
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Robin Park');
  await expect(page.getByText(pendingProfile)).toBeVisible();

  // leaving anyway: the tab's journal still holds the edit, and the next start fires it again
  expect((await reloadLeaving(page))?.type()).toBe('beforeunload');
  await expect(memoryBanner(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Robin Park', { timeout: 15_000 });
  await expect(page.getByText(pendingProfile)).toBeVisible();
});

test("Firestore's cache held for ever by another page: the start carries on in memory after 10 s, saying so", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('held-cache'));
  const holder = await context.newPage();
  await holder.goto('/');
  await holdEveryStore(holder, 'firestore/[DEFAULT]/demo-pitchside/main');

  const bannerAfter = await openInMemory(page, '/dashboard');
  console.log(`slow-store: memory banner ${bannerAfter} ms after the page load (Firestore's cache held)`);
  // Auth keeps its own store, which nobody holds: the person is still signed in
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
});
