import { expect, test } from '@playwright/test';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { login, password, toast, uniqueEmail } from '../support/users';

/**
 * `Delete my account` needs the server (docs/product.md "Leaving Pitchside"): with Firestore
 * unreachable the password is checked by Auth, then the deletion stops before it writes anything,
 * says so, and the account stays: it still signs in.
 */
test('deleting an account with no Firestore to reach says it needs a connection and keeps the account', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await registerVerifiedOnFirebase(page, request, email);
  await page.goto('/edit-profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Wrong password')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    dialog.getByText('Deleting your account needs a connection. Try again when you are online.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeEnabled();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Log out anyway' }).click();
  await login(page, email);
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
});
