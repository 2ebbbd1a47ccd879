import { expect, test } from '@playwright/test';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { toast, uniqueEmail } from '../support/users';

test('a profile edited with no server is saved on the device, shown as pending, and survives a reload', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await registerVerifiedOnFirebase(page, request, email);

  await page.getByRole('region', { name: 'Account' }).getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Ng');
  await page.getByLabel('Date of birth').fill('1990-01-31');
  await page.getByRole('button', { name: 'Save' }).click();
  // not held up by the unreachable server
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey Ng');
  await expect(page.getByText('Your latest profile changes are saved on this device')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey Ng');
  await expect(page.getByText('Your latest profile changes are saved on this device')).toBeVisible();
});
