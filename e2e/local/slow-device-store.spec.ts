import { expect, type Page, test } from '@playwright/test';
import { addChild, childRow } from '../support/children';
import { memoryBanner, openInMemory, registerHere, reloadButStay, reloadLeaving } from '../support/device-store';
import { holdEveryStore, holdIndexedDb } from '../support/held-indexeddb';
import { registerVerified } from '../support/local-mailbox';
import { toast, uniqueEmail } from '../support/users';

// The local build's store is the device's IndexedDB itself. The start waits up to 10 s for it
// while the first screen shows (docs/architecture.md "The device's store"); after that the data
// lives in the page's memory, every write there shows `Waiting to sync` (no store has it), and
// leaving while memory holds writes asks first.

const sam = { first: 'Sam', last: 'Lee', dob: '2014-05-02' };

/** Adds a child from the dashboard's Family card, in the app: a page load would empty memory. */
async function addChildHere(page: Page) {
  await page.getByRole('region', { name: 'Family' }).getByRole('link', { name: '+ Child' }).click();
  await page.getByLabel('First name').fill(sam.first);
  await page.getByLabel('Last name').fill(sam.last);
  await page.getByLabel('Date of birth').fill(sam.dob);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Child added')).toBeVisible();
}

test('a store that opens after 5 s is waited for: a child added then survives a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await holdIndexedDb(page, { forMs: 5_000 });
  await registerVerified(page, uniqueEmail('slow-store'));
  await addChild(page, sam);
  await expect(childRow(page, 'Sam Lee')).not.toContainText('Waiting to sync');

  const started = Date.now();
  expect(await reloadLeaving(page)).toBeNull();
  await expect(childRow(page, 'Sam Lee')).toBeVisible({ timeout: 20_000 });
  console.log(`slow-store (local): the children ${Date.now() - started} ms after the reload (store held 5,000 ms)`);
  await expect(childRow(page, 'Sam Lee')).not.toContainText('Waiting to sync');
  await expect(memoryBanner(page)).toHaveCount(0);
});

test('a store that never answers: memory after 10 s, the banner, writes pending, and a reload asks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await holdIndexedDb(page, { forMs: null });
  const bannerAfter = await openInMemory(page, '/register');
  console.log(`slow-store (local): memory banner ${bannerAfter} ms after the page load (store never answers)`);

  const email = uniqueEmail('silent-store');
  await registerHere(page, email);
  // the mail is in memory too: to the mailbox through the app
  await page.getByRole('link', { name: 'Mailbox' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: `To: ${email}` })
    .getByRole('link', { name: `Verify ${email}` })
    .click();
  await expect(page.getByText('Email verified. You can log in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await addChildHere(page);
  await expect(childRow(page, 'Sam Lee')).toContainText('Waiting to sync');

  expect((await reloadButStay(page)).type()).toBe('beforeunload');
  await expect(childRow(page, 'Sam Lee')).toContainText('Waiting to sync');

  // leaving anyway loses what memory held, as the banner said: the account is gone with it
  expect((await reloadLeaving(page))?.type()).toBe('beforeunload');
  await expect(memoryBanner(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('stores another page holds for ever: the start carries on in memory after 10 s, saying so', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('held-stores');
  await registerVerified(page, email);
  const holder = await context.newPage();
  await holder.goto('/');
  await holdEveryStore(holder, 'pitchside-local');

  const bannerAfter = await openInMemory(page, '/dashboard');
  console.log(`slow-store (local): memory banner ${bannerAfter} ms after the page load (stores held)`);
  // the device's session cannot be read: in memory nobody is signed in
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});
