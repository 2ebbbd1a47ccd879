import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type AppServer, copyOfBuild, removeBuild, serveBuild } from '../support/app-server';

// A new version is published while two tabs are open, one of them with a half-filled form.
// The build is a copy of dist/, served by a server of the test's own, so it can be changed.

/** The next version of the app: the same build, with a worker that differs and can say so. */
function publishNextVersion(dir: string) {
  appendFileSync(
    join(dir, 'sw.js'),
    "\nself.addEventListener('message', (event) => { if (event.data === 'which version?') event.source?.postMessage('next'); });\n",
  );
}

/** Which version's worker controls the page: 'next' once the new one does. */
function controllingVersion(page: Page) {
  return page
    .evaluate(
      () =>
        new Promise<string>((resolve) => {
          const controller = navigator.serviceWorker.controller;
          if (!controller) return resolve('none');
          const answer = (event: MessageEvent) => resolve(String(event.data));
          navigator.serviceWorker.addEventListener('message', answer, { once: true });
          controller.postMessage('which version?');
          // the first version does not answer this question
          setTimeout(() => resolve('first'), 500);
        }),
    )
    .catch(() => 'loading');
}

/** Marks this page load: the mark is gone once the page has been loaded again. */
function markPageLoad(page: Page) {
  return page.evaluate(() => {
    (window as Window & { loadMark?: string }).loadMark = 'still this load';
  });
}
function pageLoadMark(page: Page) {
  return page
    .evaluate(() => (window as Window & { loadMark?: string }).loadMark ?? 'loaded again')
    .catch(() => 'loading'); // asked while the page was being replaced
}

/**
 * Counts the navigations this page starts from now on (the Navigation API's `navigate` event
 * fires at once, even for `location.reload()`), and notes when a new worker takes control:
 * the one moment a tab could decide to reload by itself.
 */
function watchForReload(page: Page) {
  return page.evaluate(() => {
    const seen = window as Window & { navigationsStarted?: number; controllerChanged?: boolean };
    seen.navigationsStarted = 0;
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', () => {
      seen.navigationsStarted = (seen.navigationsStarted ?? 0) + 1;
    });
    // added after the app's own listener, so it runs after whatever the app does then
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      seen.controllerChanged = true;
    });
  });
}
function reloadWatch(page: Page) {
  return page.evaluate(() => {
    const seen = window as Window & { navigationsStarted?: number; controllerChanged?: boolean };
    return { controllerChanged: seen.controllerChanged === true, navigationsStarted: seen.navigationsStarted };
  });
}

const newVersion = (page: Page) => page.getByText('A new version of Pitchside is ready.');

let build: string;
let app: AppServer;

test.beforeEach(async () => {
  build = copyOfBuild(join(process.cwd(), 'dist'));
  app = await serveBuild(build);
});

test.afterEach(async () => {
  await app.close();
  removeBuild(build);
});

test('a new version is offered with Reload and never reloads a tab by itself: a half-filled form stays', async ({
  context,
}) => {
  // the first visit installs the app; the tabs below open on an installed app, as on any later day
  const first = await context.newPage();
  await first.goto(`${app.url}/`);
  await expect.poll(() => first.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await first.close();
  const form = await context.newPage();
  await form.goto(`${app.url}/register`);
  const other = await context.newPage();
  await other.goto(`${app.url}/`);
  await expect(other.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();

  await form.getByLabel('Email', { exact: true }).fill('half-way@example.com');
  await markPageLoad(form);
  await markPageLoad(other);
  await watchForReload(form);

  publishNextVersion(build);
  // what the browser does on a page load and the app every hour: ask for a new worker
  await form.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await expect(newVersion(form)).toBeVisible();
  await expect(newVersion(other)).toBeVisible();
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('half-way@example.com');
  expect(await pageLoadMark(form)).toBe('still this load');

  // Reload in the other tab: the new version takes over both tabs, and loads that one again only
  await other.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => pageLoadMark(other)).toBe('loaded again');
  await expect(other.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
  await expect(newVersion(other)).toHaveCount(0);
  await expect.poll(() => controllingVersion(other)).toBe('next');
  // the new version controls the form's tab too, and that tab started no navigation of its own
  await expect.poll(() => reloadWatch(form)).toEqual({ controllerChanged: true, navigationsStarted: 0 });
  expect(await controllingVersion(form)).toBe('next');
  expect(await pageLoadMark(form)).toBe('still this load');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('half-way@example.com');
  await expect(newVersion(form)).toBeVisible();

  // the form's own Reload, when its user chooses
  await form.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => pageLoadMark(form)).toBe('loaded again');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('');
  await expect(newVersion(form)).toHaveCount(0);
});

test('Reload in the only tab activates the waiting version', async ({ page }) => {
  await page.goto(`${app.url}/`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
  await markPageLoad(page);
  publishNextVersion(build);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await expect(newVersion(page)).toBeVisible();
  expect(await controllingVersion(page)).toBe('first');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => pageLoadMark(page)).toBe('loaded again');
  await expect.poll(() => controllingVersion(page)).toBe('next');
  await expect(newVersion(page)).toHaveCount(0);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
  ).toBeNull();
});
