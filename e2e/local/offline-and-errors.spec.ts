import { buildWith, expect, removeBuild, serveBuild, test } from '../support/app-server';
import { registerVerified } from '../support/local-mailbox';
import {
  controlled,
  expectPublicScreens,
  expectSignedInScreens,
  makeDeviceData,
  goOffline,
  openThenGoOffline,
  goOnline,
  requestsWhileOffline,
} from '../support/offline';
import { uniqueEmail } from '../support/users';

test.describe('offline', () => {
  // registering on this device is a 600,000-round PBKDF2; then some twenty page loads
  test.describe.configure({ timeout: 120_000 });

  test('after one visit, every screen opens with no connection at all and shows what the device holds', async ({
    page,
    context,
    app,
  }) => {
    await page.goto('/');
    // the service worker has taken control and precached the shell and every route chunk
    await controlled(page);

    await goOffline(context, app);
    await expectPublicScreens(page, true);

    // the local backend needs no network: a coach signs up, verifies and works at the ground
    const email = uniqueEmail();
    await registerVerified(page, email);
    await expect(page.getByText('You are offline.')).toBeVisible();
    // the local backend has nothing to sync: the banner must not promise it
    await expect(page.getByText('You are offline.')).toHaveText(
      'You are offline. Pitchside keeps everything on this device, so you can keep working.',
    );
    await expectSignedInScreens(page, await makeDeviceData(page, email), true);
    // all of it came from the device: nothing asked the server for the app
    expect(requestsWhileOffline(app)).toEqual([]);

    await goOnline(context, app);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey Ng');
    await expect(page.getByText('You are offline.')).toHaveCount(0);
  });

  test('offline, any other path of the app gets the shell, but Firebase’s reserved /__/ paths are left to the server', async ({
    page,
    context,
    app,
  }) => {
    await openThenGoOffline(page, context, app);
    // an unknown path: the shell answers, and the app shows its landing page
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
    expect(requestsWhileOffline(app)).toEqual([]);
    // Firebase Hosting's own pages (auth handler, init.json): never the app's shell. The
    // browser is let online so the request, which the worker passes on, reaches the (dead) server.
    await context.setOffline(false);
    const reserved = await page.goto('/__/auth/handler').catch((error: Error) => error);
    expect(reserved).toBeInstanceOf(Error);
    // (the browser tries a reset connection again: the same path, once or twice). The landing's
    // preview image is lazy and not precached: back online, the landing shown above may fetch it
    const reachedServer = requestsWhileOffline(app).filter((path) => path !== '/preview-dashboard.webp');
    expect(new Set(reachedServer)).toEqual(new Set(['/__/auth/handler']));
  });
});

test.describe('errors', () => {
  // the chunks come from the server here, where a test can make them fail
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code cannot load shows the error page, and Reload brings the screen once it can', async ({
    page,
  }) => {
    await page.route(/\/assets\/mailbox-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/mailbox');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('Loading chunk failed')).toBeVisible();

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
    await expect(page.getByText('Loading chunk failed')).toHaveCount(0);
  });

  test('a chunk that hangs fails after the chunk timeout, a build setting (here 1.5 s, in production 120 s)', async ({
    page,
  }) => {
    const build = buildWith({ VITE_CHUNK_TIMEOUT_MS: '1500' });
    const app = await serveBuild(build);
    try {
      // the connection accepts and then never answers
      await page.route(/\/assets\/mailbox-[^/]*\.js$/, () => {});
      const started = Date.now();
      await page.goto(`${app.url}/mailbox`);
      await expect(page.getByText('Loading chunk failed')).toBeVisible();
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
    } finally {
      await app.close();
      removeBuild(build);
    }
  });
});
