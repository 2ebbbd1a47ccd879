import { expect, type Page, test } from '@playwright/test';
import { verifyThroughMailbox } from '../support/local-mailbox';
import { password, register, toast, toasts, uniqueEmail } from '../support/users';

const panel = (page: Page) => page.getByRole('region', { name: 'Verify your email' });

test.describe('the verification panel moves on by itself', () => {
  test('it names the address, and once the mail is opened in another tab, coming back is enough', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail();
    await register(page, email);
    await expect(panel(page)).toContainText(`${email} is not verified yet.`);

    const mail = await context.newPage();
    await verifyThroughMailbox(mail, email);

    // the user switches back to the app's tab
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page).toHaveURL(/\/dashboard$/);
    // nobody pressed Login: it says what happened
    await expect(toast(page, 'Email verified. You are logged in.')).toBeVisible();
    await expect(toasts(page, 'Logged in successfully!')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);
    // silent: it never said "still not verified" while looking
    await expect(toast(page, 'Still not verified. Please check your inbox.')).toHaveCount(0);
  });

  test('while the tab stays in view it looks every 10 s, and goes to the remembered route', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('/join');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    // the login form has Email and Password fields too: fill only once the register form is there
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const email = uniqueEmail();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=/);

    const mail = await context.newPage();
    await verifyThroughMailbox(mail, email);
    await mail.close();

    // no click, no tab switch: the panel's own 10-second look finds it
    await expect(page).toHaveURL(/\/join$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join a club or team');
    await expect(toast(page, 'Still not verified. Please check your inbox.')).toHaveCount(0);
  });
});
