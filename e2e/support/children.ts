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
  if (child.email) await page.getByLabel('Email', { exact: true }).fill(child.email);
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

/**
 * On /join with a parent's code: ticks who joins and presses Join, then waits for `Joined team`.
 * `Me` starts ticked, the children not. Those named in `alreadyOn` are waited for until the page
 * says they are on the team (disabled, `already on it`): that lookup answers after the team's
 * name, and a box it disables can no longer be changed.
 */
export async function joinWith(
  page: Page,
  code: string,
  who: { me: boolean; children: string[]; alreadyOn?: string[] },
) {
  await page.goto('/join');
  await page.getByLabel('Join code').fill(code);
  const people = page.getByRole('group', { name: 'Who joins' });
  await expect(page.getByText(/^This code joins /)).toBeVisible();
  for (const name of who.alreadyOn ?? []) {
    await expect(people.getByRole('checkbox', { name, exact: true })).toBeDisabled();
  }
  const me = people.getByRole('checkbox', { name: 'Me', exact: true });
  if (!who.alreadyOn?.includes('Me')) {
    await expect(me).toBeChecked();
    if (!who.me) await me.uncheck();
  }
  for (const name of who.children) {
    const child = people.getByRole('checkbox', { name, exact: true });
    await expect(child).not.toBeChecked();
    await child.check();
  }
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(toast(page, 'Joined team')).toBeVisible();
}
