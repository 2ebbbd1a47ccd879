import { expect, type Dialog, type Page } from '@playwright/test';
import { password, toast } from './users';

/** The banner that says the page keeps its data in memory (docs/product.md "App status banners"). */
export function memoryBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Offline data is off on this device' });
}

/**
 * Opens `path` on a page whose IndexedDB never answers: resolves once the banner says the page
 * keeps its data in memory, with the time that took since the load began (at least the start's 10 s).
 */
export async function openInMemory(page: Page, path: string): Promise<number> {
  const started = Date.now();
  await page.goto(path);
  await expect(memoryBanner(page)).toBeVisible({ timeout: 20_000 });
  const after = Date.now() - started;
  expect(after).toBeGreaterThanOrEqual(10_000);
  return after;
}

/**
 * Registers on the /register form already open, without loading the page again: where the
 * device's store did not answer, a load starts a new wait, and in memory it would lose what the
 * last page held. Ends on the login screen, signed in and unverified.
 */
export async function registerHere(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'Welcome!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
}

/** Edits the profile from the dashboard's Account card, in the app: ends on the dashboard. */
export async function editProfileHere(page: Page, first: string, last: string) {
  await page.getByRole('region', { name: 'Account' }).getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Date of birth').fill('1990-01-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${first} ${last}`);
}

/**
 * Reloads the page as a user would; resolves with the browser's "leave the page?" question,
 * accepted, or null when the page left without asking.
 */
export async function reloadLeaving(page: Page): Promise<Dialog | null> {
  let asked: Dialog | null = null;
  const onDialog = (dialog: Dialog) => {
    asked = dialog;
    void dialog.accept();
  };
  page.on('dialog', onDialog);
  await page.reload();
  page.off('dialog', onDialog);
  return asked;
}

/**
 * Starts a reload and answers the browser's "leave the page?" question with stay: resolves with
 * the question. A page may ask only after a user gesture on it, which the steps before made.
 */
export async function reloadButStay(page: Page): Promise<Dialog> {
  const asked = page.waitForEvent('dialog');
  // staying cancels the navigation, and the reload never settles
  void page.reload().catch(() => undefined);
  const dialog = await asked;
  await dialog.dismiss();
  return dialog;
}
