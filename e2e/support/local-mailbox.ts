import { expect, type Page } from '@playwright/test';
import { register } from './users';

/** Opens the device mailbox and follows the newest verification link for `email`. */
export async function verifyThroughMailbox(page: Page, email: string) {
  await page.goto('/mailbox');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `To: ${email}` })
    .first();
  await mail.getByRole('link', { name: `Verify ${email}` }).click();
  await expect(page.getByText('Email verified. You can log in now.')).toBeVisible();
}

/** Registers, verifies through the mailbox, and signs in: ends on /dashboard. */
export async function registerVerified(page: Page, email: string) {
  await register(page, email);
  await verifyThroughMailbox(page, email);
  // the panel looks at once when it opens, finds the address verified and moves on
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
