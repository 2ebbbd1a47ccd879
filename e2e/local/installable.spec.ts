import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/** The service worker has installed and controls the page. */
async function controlled(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What Chromium fires when it could install the app; `prompt()` records that it was called. */
function offerInstall(page: Page) {
  return page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as Window & { installPrompted?: boolean }).installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(offer);
    return offer.defaultPrevented;
  });
}

/** Two frames later: React has rendered whatever the last event changed. */
function afterNextPaint(page: Page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const installBanner = (page: Page) => page.getByText('Add Pitchside to your home screen');

test('the app is installable: a manifest with name, standalone display and loadable icons, and a service worker', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href as string)).json();
  expect(manifest).toMatchObject({
    name: 'Pitchside',
    short_name: 'Pitchside',
    display: 'standalone',
    start_url: '/dashboard',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
    .toBe('activated');
});

test('Chromium itself finds nothing in the way of installing the app', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // a test's usual context is off the record, where Chromium never installs anything: use a profile
  const profile = mkdtempSync(join(tmpdir(), 'pitchside-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('when the browser offers installation, Install app opens its prompt; Not now puts the offer away on this device', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);

  expect(await offerInstall(page)).toBe(true); // kept for the button, not shown by the browser at once
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { installPrompted?: boolean }).installPrompted))
    .toBe(true);
  await expect(installBanner(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
  await offerInstall(page);
  await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(installBanner(page)).toHaveCount(0);

  // a later visit: the browser offers again, the app stays quiet
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
  expect(await offerInstall(page)).toBe(true);
  await afterNextPaint(page);
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test('the offer waits while the login form is on screen, and comes on the next screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await offerInstall(page)).toBe(true);
  await afterNextPaint(page);
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  // the browser's offer was kept: the landing page shows it
  await page.getByRole('link', { name: 'Pitchside' }).first().click();
  await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('Safari, which has no install prompt, gets a short Add to Home Screen hint that can be put away', async ({
    page,
  }) => {
    await page.goto('/');
    const hint = page.getByText('Install Pitchside: tap the Share button, then Add to Home Screen.');
    await expect(hint).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
    await afterNextPaint(page);
    await expect(hint).toHaveCount(0);
  });
});
