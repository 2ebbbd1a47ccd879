import { expect, type Page, test } from '@playwright/test';
import { registerVerified } from '../support/local-mailbox';
import { login, password, toast, uniqueEmail } from '../support/users';

const sentAnswer = 'If an account exists for that address, a reset link is on its way.';

async function askForResetLink(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(sentAnswer)).toBeVisible();
}

/** Opens the newest reset mail to `email` in the device mailbox; returns the link's address. */
async function openResetMail(page: Page, email: string) {
  await page.goto('/mailbox');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `To: ${email}` })
    .filter({ hasText: 'Reset your Pitchside password' });
  const link = mail.first().getByRole('link', { name: `Reset password for ${email}` });
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page.getByRole('heading', { name: 'Choose a password' })).toBeVisible();
  return href as string;
}

test('a forgotten password is reset through the mailbox: the old one is refused, the new one works, the link works once', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerVerified(page, email);
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, 'Please enter your email address')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await askForResetLink(page, email);

  const link = await openResetMail(page, email);
  expect(link).toMatch(/^\/reset-password\?token=/);
  const newPassword = 'a-brand-new-one-7';
  const fresh = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm password', { exact: true });
  await fresh.fill(newPassword);
  await confirm.fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(toast(page, 'Passwords do not match')).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toBeFocused();

  // each field shows its own password
  const toggles = page.getByRole('button', { name: 'Show password', exact: true });
  await expect(toggles).toHaveCount(2);
  await toggles.nth(1).click();
  await expect(confirm).toHaveAttribute('type', 'text');
  await expect(fresh).toHaveAttribute('type', 'password');

  await confirm.fill(newPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password changed. You can log in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, email, password);
  await expect(toast(page, 'Login failed. Check your email and password.')).toBeVisible();
  await login(page, email, newPassword);
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // the link has been used: it says so and offers a new one
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-one-8');
  await page.getByLabel('Confirm password', { exact: true }).fill('another-one-8');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This reset link is not valid any more')).toBeVisible();
  await page.getByRole('link', { name: 'Send a new link' }).click();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
});

test('an unknown address gets the same answer, and no mail', async ({ page }) => {
  const nobody = uniqueEmail('nobody');
  await page.goto('/reset-password');
  await askForResetLink(page, nobody);
  await page.goto('/mailbox');
  await expect(page.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `To: ${nobody}` })).toHaveCount(0);
});

test('a reset link that was never sent is refused', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This reset link is not valid any more')).toBeVisible();
});
