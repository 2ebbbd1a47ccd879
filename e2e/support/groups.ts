import { expect, type Locator, type Page } from '@playwright/test';
import { seedPerson } from './seed-people';
import { login, toast, uniqueEmail } from './users';

/** The join code alphabet of docs/product.md §9: no I, no O, digits 2 to 9. */
export const JOIN_CODE = /^[A-HJ-NP-Z2-9]{10}$/;

/** Signs out through the Account menu (no page load, so nothing under way is cut short): ends on /login. */
export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs in as another user of this device (one browser, several people): ends on /dashboard. */
export async function switchTo(page: Page, email: string) {
  await logout(page);
  await login(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Gives the signed-in user a name, so squads show it. */
export async function setName(page: Page, first: string, last: string) {
  await page.goto('/edit-profile');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A new verified user with a name, signed in: ends on /dashboard. Signs out whoever was signed in.
 * Set-up, not a subject: the person is seeded on the device (e2e/support/seed-people.ts), as
 * registering, verifying and naming oneself through the screens would leave them; they sign in
 * again through the Login screen (`switchTo`) with `password`.
 */
export async function newPerson(page: Page, prefix: string, first: string, last: string, signedIn = true) {
  const email = uniqueEmail(prefix);
  if (signedIn) await logout(page);
  await seedPerson(page, { email, first, last });
  return email;
}

/** Creates a club through its form: ends on its edit page. Returns its id. */
export async function createClub(page: Page, fields: { name: string; location?: string; notes?: string }) {
  await page.goto('/clubs/new');
  await page.getByLabel('Name').fill(fields.name);
  if (fields.location) await page.getByLabel('Location').fill(fields.location);
  if (fields.notes) await page.getByLabel('Notes').fill(fields.notes);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Club created')).toBeVisible();
  await expect(page).toHaveURL(/\/clubs\/[^/]+$/);
  // the URL changes before the club's page replaces the form: wait for the page itself
  await expect(page.getByRole('heading', { level: 1, name: fields.name.trim() })).toBeVisible();
  return page.url().split('/').at(-1) as string;
}

/** Creates a team through its form (in a club the user owns, by name): ends on its edit page. */
export async function createTeam(
  page: Page,
  fields: { name: string; ageGroup?: string; notes?: string; club?: string },
) {
  await page.goto('/teams/new');
  await page.getByLabel('Name').fill(fields.name);
  if (fields.ageGroup) await page.getByLabel('Age group').fill(fields.ageGroup);
  if (fields.notes) await page.getByLabel('Notes').fill(fields.notes);
  if (fields.club) {
    // the owned clubs load from the device: wait for the option before choosing it
    await expect(page.getByLabel('Club').getByRole('option', { name: fields.club })).toBeAttached();
    await page.getByLabel('Club').selectOption({ label: fields.club });
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Team created')).toBeVisible();
  await expect(page).toHaveURL(/\/teams\/[^/]+$/);
  // the URL changes before the team's page replaces the form: wait for the page itself
  await expect(page.getByRole('heading', { level: 1, name: fields.name.trim() })).toBeVisible();
  return page.url().split('/').at(-1) as string;
}

/** The join code shown on an open club or team page. */
export async function shownJoinCode(page: Page) {
  const code = page.getByRole('region', { name: 'Join code', exact: true }).getByText(JOIN_CODE);
  await expect(code).toBeVisible();
  return (await code.textContent())?.trim() as string;
}

/** Types a code on /join and presses Join. */
export async function enterCode(page: Page, typed: string) {
  await page.goto('/join');
  await page.getByLabel('Join code').fill(typed);
  await page.getByRole('button', { name: 'Join' }).click();
}

/** A club's or team's row on the manage overview, found by its exact name. */
export function groupRow(page: Page, section: 'Clubs' | 'Teams', name: string): Locator {
  return page
    .getByRole('region', { name: section, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** A member's row in the `Members` list of an open club or team page. */
export function memberRow(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Members', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** Confirms the open Radix AlertDialog with its confirm button. */
export async function confirm(page: Page, label: 'Leave' | 'Delete' | 'Remove') {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}
