import { expect, test } from '@playwright/test';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { childRow } from '../support/children';
import { toast, uniqueEmail } from '../support/users';

// Some browsers (private modes, a broken or full disk) refuse IndexedDB. The app must still
// work, with Firestore's memory cache, and say that offline data is off on this device.
test('where IndexedDB cannot be opened, the app works from memory and says offline data is off', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  const offlineDataOff = page.getByRole('status').filter({ hasText: 'Offline data is off on this device' });
  await page.goto('/login');
  await expect(offlineDataOff).toBeVisible();

  await registerVerifiedOnFirebase(page, request, uniqueEmail('parent'));
  await expect(offlineDataOff).toBeVisible();
  // in-app navigation only: a page load would start with an empty memory cache (that is the point)
  await page.getByRole('region', { name: 'Family' }).getByRole('link', { name: '+ Child' }).click();
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Date of birth').fill('2014-05-02');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Child added')).toBeVisible();
  await expect(childRow(page, 'Sam Lee')).toContainText('Waiting to sync');
});

test('with IndexedDB, no such warning', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // the backend has started (the login form is the firebase build's) and kept IndexedDB
  await expect(page.getByText('Cloud sync')).toBeVisible();
  await expect(page.getByText('Offline data is off on this device', { exact: false })).toHaveCount(0);
});
