import { expect, test } from '@playwright/test';
import { registerVerified, verifyThroughMailbox } from '../support/local-mailbox';
import { checkAgain, login, password, register, toast, toasts, uniqueEmail } from '../support/users';

test.describe('login and email verification', () => {
  test('an empty form asks for email and password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Please enter email and password')).toBeVisible();
  });

  test('a wrong password or unknown email fails with the spec text', async ({ page }) => {
    const email = uniqueEmail();
    await register(page, email);
    await login(page, email, 'wrong-password');
    await expect(toast(page, 'Login failed. Check your email and password.')).toBeVisible();
    await login(page, uniqueEmail('nobody'), password);
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // the second answer replaces the first toast rather than piling another on it
    await expect(toasts(page, 'Login failed. Check your email and password.')).toHaveCount(1);
  });

  test('an unverified user is held on the login screen until verified, then reaches the dashboard', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail();
    await register(page, email);

    await checkAgain(page).click();
    await expect(toast(page, 'Still not verified. Please check your inbox.')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=/);

    await page.getByRole('button', { name: 'Resend verification' }).click();
    await expect(toast(page, 'Verification email sent. Please check your inbox.')).toBeVisible();

    await page.goto('/mailbox');
    const mails = page.getByRole('listitem');
    await expect(mails).toHaveCount(2);
    await expect(mails.first()).toContainText(`To: ${email}`);

    // verified in another tab while the panel is open: `Check again` moves on with the spec's greeting
    await page.goto('/login');
    await expect(checkAgain(page)).toBeVisible();
    const mailTab = await context.newPage();
    await verifyThroughMailbox(mailTab, email);
    await mailTab.close();
    await checkAgain(page).click();
    await expect(toast(page, 'Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);
  });

  test('logging in unverified sends a fresh mail and shows the panel', async ({ page }) => {
    const email = uniqueEmail();
    await register(page, email);
    await page.goto('/mailbox');
    await expect(page.getByRole('listitem')).toHaveCount(1);
    await page.goto('/login');
    await login(page, email);
    await expect(toast(page, 'Verification email sent. Please check your inbox.')).toBeVisible();
    await expect(checkAgain(page)).toBeVisible();
    await page.goto('/mailbox');
    await expect(page.getByRole('listitem')).toHaveCount(2);
  });

  test('a verified user logs in straight to the dashboard', async ({ page }) => {
    const email = uniqueEmail();
    await registerVerified(page, email);
    await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, email);
    await expect(toast(page, 'Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('opening the app again after verifying in the mailbox finds the user verified', async ({ page }) => {
    const email = uniqueEmail();
    await register(page, email);
    await verifyThroughMailbox(page, email);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);
  });

  test('the mailbox link verifies without signing anyone in; a bad link says so', async ({ page }) => {
    const email = uniqueEmail();
    await register(page, email);
    await verifyThroughMailbox(page, email);
    await page.goto('/mailbox?token=not-a-real-token');
    await expect(page.getByText('This verification link is not valid.')).toBeVisible();
  });
});
