import { expect, type Page, test } from '@playwright/test';
import { docWrites, mostToastsAtOnce, recordDocWrites, recordToastPiles } from '../support/doc-writes';
import { createClub, logout } from '../support/groups';
import { signedInUid } from '../support/local-db';
import { registerVerified, verifyThroughMailbox } from '../support/local-mailbox';
import { login, register, toast, toasts, uniqueEmail } from '../support/users';

const resendButton = (page: Page) => page.getByRole('button', { name: /^Resend verification/ });

test.describe('the verification panel', () => {
  test('checks at once when it opens: back from the mailbox, it moves on without a word about logging in', async ({
    page,
  }) => {
    const email = uniqueEmail();
    await register(page, email);
    await verifyThroughMailbox(page, email);
    await page.getByRole('link', { name: 'Go to login' }).click();
    // at once, not at the next 10-second look
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
    await expect(toast(page, 'Email verified. You are logged in.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);
    // nobody pressed Login
    await expect(toasts(page, 'Logged in successfully!')).toHaveCount(0);
  });

  test('Resend verification waits 60 s after each press, counted down on it; other mails do not start it', async ({
    page,
  }) => {
    await page.clock.install();
    const email = uniqueEmail();
    await register(page, email);
    const resend = resendButton(page);
    await expect(resend).toHaveText('Resend verification');
    await expect(resend).toBeEnabled();
    // logging in unverified sends a mail too, and does not start the wait
    await login(page, email);
    await expect(toast(page, 'Verification email sent. Please check your inbox.')).toBeVisible();
    await expect(resend).toHaveText('Resend verification');
    await expect(resend).toBeEnabled();

    await resend.click();
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Resend verification \((60|59) s\)$/);
    await page.clock.fastForward(30_000);
    await expect(resend).toHaveText(/^Resend verification \((30|29) s\)$/);
    await expect(resend).toBeDisabled();
    await page.clock.fastForward(30_000);
    await expect(resend).toHaveText('Resend verification');
    await expect(resend).toBeEnabled();

    // each press starts it again
    await resend.click();
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Resend verification \((60|59) s\)$/);
  });
});

test.describe('logging out', () => {
  test('from the dashboard through the Account menu raises no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    const email = uniqueEmail();
    await registerVerified(page, email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);
    await logout(page);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('a double click on Save writes once', () => {
  test('the club edit form', async ({ page }) => {
    await recordDocWrites(page);
    await registerVerified(page, uniqueEmail());
    const id = await createClub(page, { name: 'Harbour FC' });
    const path = `clubs/${id}`;
    const before = (await docWrites(page, path)).length;

    await page.getByLabel('Name').fill('Harbour United');
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await expect(toast(page, 'Saved')).toBeVisible();
    // a later save goes through the same write queue: once it is stored, whatever the double click wrote is too
    await page.getByLabel('Notes').fill('Sundays at ten');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await docWrites(page, path)).at(-1)?.notes).toBe('Sundays at ten');
    const writes = (await docWrites(page, path)).slice(before);
    expect(writes.map((data) => [data.name, data.notes])).toEqual([
      ['Harbour United', ''],
      ['Harbour United', 'Sundays at ten'],
    ]);
  });

  test('the profile form', async ({ page }) => {
    await recordDocWrites(page);
    await registerVerified(page, uniqueEmail());
    const path = `users/${await signedInUid(page)}`;
    const openProfile = async () => {
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
      await expect(page.getByLabel('First name')).toBeVisible();
    };
    const before = (await docWrites(page, path)).length;

    await openProfile();
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Jones');
    await page.getByLabel('Date of birth').fill('1990-05-01');
    await page.getByLabel('Date of birth').press('Enter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    await openProfile();
    await page.getByLabel('First name').fill('Samantha');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await docWrites(page, path)).at(-1)?.firstName).toBe('Samantha');
    const writes = (await docWrites(page, path)).slice(before);
    expect(writes.map((data) => data.firstName)).toEqual(['Sam', 'Samantha']);
  });
});

test.describe('one submit, one toast', () => {
  test('Enter pressed twice, then another failure: never two toasts over the form', async ({ page }) => {
    await recordToastPiles(page);
    await page.goto('/register');
    const email = page.getByLabel('Email', { exact: true });
    await email.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Please enter email and password')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('pitch-side-42');
    await page.getByLabel('Confirm password').fill('pitch-side-43');
    await page.getByRole('button', { name: 'Register' }).click();
    // toasts show in the order raised: once this one is there, every earlier one was
    await expect(toast(page, 'Passwords do not match')).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(await mostToastsAtOnce(page)).toBe(1);
  });
});
