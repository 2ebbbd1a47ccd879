import { expect, test } from '@playwright/test';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { uniqueEmail } from '../support/users';

test('a signed-in user opens the app with no connection at all: shell, session and profile come from the device', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail();
  await registerVerifiedOnFirebase(page, request, email);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);
  await expect(page.getByText('You are offline.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Family' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage clubs and teams');
});
