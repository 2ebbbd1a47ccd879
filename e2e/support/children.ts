import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './users';

/** A child's item on /children, found by the child's exact full name. */
export function childRow(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Edit' }) })
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** Every child's item on /children, in the order shown. */
export function childRows(page: Page): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Edit' }) });
}

/** Adds a child through /add-child: ends on /children with the child listed. */
export async function addChild(page: Page, child: { first: string; last: string; dob: string; email?: string }) {
  await page.goto('/add-child');
  await page.getByLabel('First name').fill(child.first);
  await page.getByLabel('Last name').fill(child.last);
  await page.getByLabel('Date of birth').fill(child.dob);
  if (child.email) await page.getByLabel('Email').fill(child.email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Child added')).toBeVisible();
  await expect(page).toHaveURL(/\/children$/);
  await expect(childRow(page, `${child.first} ${child.last}`)).toBeVisible();
}

/**
 * What a child's row says of a date of birth on a device set to British English (specs that
 * check it run with `locale: 'en-GB'`): `Born 2 May 2014 · Age 12`, the age as of today here.
 */
export function bornText(dob: string, now = new Date()): string {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  const beforeBirthday = now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day);
  return `Born ${date} · Age ${now.getFullYear() - year - (beforeBirthday ? 1 : 0)}`;
}
