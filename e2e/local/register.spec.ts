import { expect, test } from '@playwright/test';
import { checkAgain, password, register, toast, toasts, uniqueEmail } from '../support/users';

test.describe('registration', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/register');
  });

  test('both fields are required', async ({ page }) => {
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Please enter email and password')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('   ');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // the second answer replaces the first toast rather than piling another on it
    await expect(toasts(page, 'Please enter email and password')).toHaveCount(1);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the confirmation must match', async ({ page }) => {
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(`${password}x`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Passwords do not match')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a password shorter than 6 characters is refused', async ({ page }) => {
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('abc12');
    await page.getByLabel('Confirm password').fill('abc12');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Password should be at least 6 characters')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('registering signs in, sends the verification mail and lands on the login panel', async ({ page }) => {
    const email = uniqueEmail();
    await register(page, email);
    await expect(toast(page, 'Verification email sent. Please check your inbox.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend verification' })).toBeVisible();
    await expect(checkAgain(page)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // the form stays usable to sign in as someone else
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test('an address already registered is refused, whatever its case', async ({ page }) => {
    const email = uniqueEmail();
    await register(page, email);
    await page.goto('/register');
    await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'An account with this email already exists')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});
