import { expect, test } from '@playwright/test';
import { registerVerified } from '../support/local-mailbox';
import { uniqueEmail } from '../support/users';

test.describe('offline', () => {
  test('once loaded, the app opens and signs in with no connection, and says it is offline', async ({ page, context }) => {
    const email = uniqueEmail();
    await registerVerified(page, email);
    // the service worker has taken control and precached the shell and every route chunk
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);
    await expect(page.getByText('You are offline.')).toBeVisible();
    // the local backend has nothing to sync: the banner must not promise it
    await expect(page.getByText('You are offline.')).toHaveText(
      'You are offline. Pitchside keeps everything on this device, so you can keep working.',
    );
    // a screen never opened before still loads: its chunk was precached
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join a club or team');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();

    await context.setOffline(false);
    await page.goto('/dashboard');
    await expect(page.getByText('You are offline.')).toHaveCount(0);
  });
});

test.describe('errors', () => {
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code cannot load shows the error page', async ({ page }) => {
    await page.route(/\/assets\/mailbox-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/mailbox');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('Loading chunk failed')).toBeVisible();
  });
});
