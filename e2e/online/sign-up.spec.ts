import { register, toast, uniqueEmail } from '../support/users';
import { openVerificationLink } from './support/accounts';
import { listDocuments } from './support/emulators';
import { expect, test } from './support/online-test';

test('sign-up, verification through the emailed link, the profile stored on the server', async ({ device }) => {
  const { page } = await device('coach', 'desktop');
  const email = uniqueEmail('coach');
  await register(page, email);
  await expect(toast(page, 'Verification email sent. Please check your inbox.')).toBeVisible();

  await openVerificationLink(email);
  await page.getByRole('button', { name: "I've verified — Check again" }).click();
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);
  await expect(page.getByText('Cloud sync')).toBeVisible();

  // the profile written at registration reached Firestore, and the address's entry with it
  await expect.poll(async () => (await listDocuments('users')).map((user) => user.email)).toEqual([email]);
  await expect
    .poll(async () => (await listDocuments('emails')).map((entry) => entry.id))
    .toEqual([email.toLowerCase()]);
});
