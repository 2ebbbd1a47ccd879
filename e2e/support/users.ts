import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const password = 'pitch-side-42';

/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(prefix = 'coach'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Toasts are live regions (role=status); their text is what the user reads. */
export function toasts(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/** The first toast with this text (the same message may be shown twice in a row). */
export function toast(page: Page, text: string | RegExp) {
  return toasts(page, text).first();
}

export async function register(page: Page, email: string, pass = password) {
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(pass);
  await page.getByLabel('Confirm password').fill(pass);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'Welcome!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // the URL changes before the login screen replaces the form: wait for the screen itself
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
}

export async function login(page: Page, email: string, pass = password) {
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(pass);
  await page.getByRole('button', { name: 'Login' }).click();
}

export const checkAgain = (page: Page) => page.getByRole('button', { name: "I've verified — Check again" });
