import { expect, test } from '@playwright/test';
import { checkAgain, login, register, uniqueEmail } from '../support/users';
import { registerVerified, verifyThroughMailbox } from '../support/local-mailbox';

const guarded = [
  '/dashboard',
  '/dashboard/manage',
  '/manage',
  '/join',
  '/edit-profile',
  '/children',
  '/add-child',
  '/clubs/new',
  '/teams/new',
];

test.describe('route guard', () => {
  test('signed out, every signed-in route sends the user to /login, remembering it', async ({ page }) => {
    for (const path of guarded) {
      await page.goto(path);
      await expect(page).toHaveURL(
        new RegExp(`/login\\?redirect=${encodeURIComponent(path).replace(/%2F/g, '(%2F|/)')}$`),
      );
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    }
  });

  test('after login the user returns to the remembered route', async ({ page }) => {
    const email = uniqueEmail();
    await registerVerified(page, email);
    await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/join');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await login(page, email);
    await expect(page).toHaveURL(/\/join$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join a club or team');
  });

  test('the verification check also returns to the remembered route', async ({ page }) => {
    const email = uniqueEmail();
    await register(page, email);
    await page.goto('/teams/new');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    // the user opens the mail in another tab, then comes back
    const mailTab = await page.context().newPage();
    await verifyThroughMailbox(mailTab, email);
    await mailTab.close();
    await checkAgain(page).click();
    await expect(page).toHaveURL(/\/teams\/new$/);
  });

  test('a verified user skips /login and /register, and stays signed in across a reload', async ({ page }) => {
    await registerVerified(page, uniqueEmail());
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, ');
  });

  test('without the signed-in hint, /login shows at once and still sends a verified user on', async ({ page }) => {
    await registerVerified(page, uniqueEmail());
    await page.goto('/join');
    // the device forgot it was signed in (storage cleared but for the backend's own database)
    await page.evaluate(() => localStorage.removeItem('pitchside:signed-in'));
    await page.goto('/login?redirect=%2Fjoin');
    await expect(page).toHaveURL(/\/join$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join a club or team');
  });

  test('the mailbox is open to everyone and lists the newest mail first', async ({ page }) => {
    await page.goto('/mailbox');
    await expect(page.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
    await expect(page.getByText('No mails yet.')).toBeVisible();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await register(page, first);
    await register(page, second);
    await page.goto('/mailbox');
    await expect(page.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('listitem').nth(0)).toContainText(`To: ${second}`);
    await expect(page.getByRole('listitem').nth(1)).toContainText(`To: ${first}`);
  });
});
