import { expect, test } from '@playwright/test';
import { AUTH_START_UP_WAIT_MS } from '../../sw/auth-start-up';
import { registerVerifiedOnFirebase, verifyThroughEmulator } from '../support/auth-emulator';
import { controlled } from '../support/offline';
import { recordScripts } from '../support/scripts-loaded';
import { checkAgain, login, register, toast, uniqueEmail } from '../support/users';

// Firebase build against the real Auth emulator; Firestore points at a port where nothing
// listens, so every data read and write runs from the device cache, as with no signal.
test.describe('accounts on Firebase', () => {
  test('register, verify through the emailed link, reach the dashboard, log out', async ({ page, request }) => {
    const email = uniqueEmail();
    await register(page, email);
    await expect(toast(page, 'Verification email sent. Please check your inbox.')).toBeVisible();
    await checkAgain(page).click();
    await expect(toast(page, 'Still not verified. Please check your inbox.')).toBeVisible();

    await verifyThroughEmulator(request, email);
    await checkAgain(page).click();
    await expect(toast(page, 'Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);
    await expect(page.getByText('Cloud sync')).toBeVisible();
    // the profile written at registration is in the device cache: role Parent shows the Family card
    await expect(page.getByRole('region', { name: 'Family' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);

    await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    // writes queued for the unreachable Firestore would be lost: the user is warned first
    await page.getByRole('button', { name: 'Log out anyway' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=/);

    await login(page, email);
    await expect(toast(page, 'Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('wrong password, unverified login and the route guard', async ({ page, request }) => {
    const email = uniqueEmail();
    await register(page, email);
    await login(page, email, 'not-the-password');
    await expect(toast(page, 'Login failed. Check your email and password.')).toBeVisible();

    await page.goto('/join');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await login(page, email);
    await expect(toast(page, 'Verification email sent. Please check your inbox.')).toBeVisible();
    await expect(checkAgain(page)).toBeVisible();

    await verifyThroughEmulator(request, email);
    await checkAgain(page).click();
    await expect(page).toHaveURL(/\/join$/);
  });

  test('a sign-in on a slow connection right after the page opens waits for Auth, not the worker’s start-up bound', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail();
    await registerVerifiedOnFirebase(page, request, email);
    await controlled(page);
    await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Log out anyway' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // /login was loaded afresh by the worker; every account lookup now takes longer than the
    // start-up bound (sw/auth-start-up.ts), as over a slow connection
    await context.route(/accounts:lookup/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, AUTH_START_UP_WAIT_MS + 1_000));
      await route.continue();
    });
    await login(page, email);
    await expect(toast(page, 'Logged in successfully!')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('registration errors come from the service', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abc');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, /at least 6 characters/)).toBeVisible();
  });

  test('the landing page downloads no Firebase code; /mailbox is an unknown path here', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.count()).toBeGreaterThan(0);
    expect(await scripts.containing(['firestore.googleapis.com', 'identitytoolkit.googleapis.com'])).toEqual([]);
    await page.goto('/mailbox');
    await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
  });
});
