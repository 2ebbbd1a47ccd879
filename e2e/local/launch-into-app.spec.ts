import { expect, type Page, test } from '@playwright/test';
import { logout } from '../support/groups';
import { seedPerson } from '../support/seed-people';
import { uniqueEmail } from '../support/users';

// A trial's finding: the installed app opened on the marketing page, and a signed-in visitor of
// `/` had no way into the app but Login. The app launches into the app; the landing offers it.

async function manifestOf(page: Page) {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(new URL(href as string, page.url()).toString());
  return (await response.json()) as { start_url: string; scope: string };
}

test('the installed app starts in the app: signed out, its start page leads to the login form, offline too', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const manifest = await manifestOf(page);
  expect(manifest.start_url).toBe('/dashboard');
  expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);

  await page.goto(manifest.start_url);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  // the service worker serves the start page from its precache when there is no network
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  try {
    await page.goto(manifest.start_url);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a signed-in visitor of the landing page gets Open Pitchside, straight to the dashboard; signed out, not', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Pitchside' })).toHaveCount(0);

  const email = uniqueEmail();
  await seedPerson(page, { email });
  await page.goto('/');
  const open = page.getByRole('link', { name: 'Open Pitchside' });
  await expect(open).toHaveAttribute('href', '/dashboard');
  // Login and Register stay (someone else may use this device)
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await open.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);

  await logout(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Pitchside' })).toHaveCount(0);
});
