import { expect, type Page, test } from '@playwright/test';
import { addChild, childRow, joinWith } from '../support/children';
import {
  confirm,
  createTeam,
  groupRow,
  logout,
  memberRow,
  newPerson,
  shownJoinCode,
  switchTo,
} from '../support/groups';
import { seedPerson } from '../support/seed-people';
import { login, password, toast, uniqueEmail } from '../support/users';

/**
 * `Delete my account` (docs/product.md "Leaving Pitchside"): the password asked again; an owner
 * deletes or hands over first; then the person leaves their teams, their child with another
 * guardian passes to that guardian, and the sign-in goes: `Account deleted`, the landing page,
 * and the address no longer logs in.
 */
// four people on this device, each signing in through the screens
test.describe.configure({ timeout: 240_000 });

const guardians = (page: Page) => page.getByRole('region', { name: 'Guardians' });
const dialog = (page: Page) => page.getByRole('alertdialog', { name: 'Delete your account?' });

async function openDeleteDialog(page: Page) {
  await page.goto('/edit-profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog(page)).toBeVisible();
}

async function confirmWith(page: Page, typed: string) {
  await dialog(page).getByLabel('Password', { exact: true }).fill(typed);
  await dialog(page).getByRole('button', { name: 'Delete my account' }).click();
}

test('a parent deletes their account: owned team first, then their child passes to the other guardian', async ({
  page,
}) => {
  const coach = await newPerson(page, 'coach', 'Casey', 'Coach', false);
  const teamId = await createTeam(page, { name: 'Falcons U10' });
  const code = await shownJoinCode(page);

  const robin = await newPerson(page, 'parent', 'Robin', 'Park');
  await addChild(page, { first: 'Mia', last: 'Park', dob: '2016-04-04' });
  await joinWith(page, code, { me: true, children: ['Mia Park'] });
  await createTeam(page, { name: 'Robin Rovers' });
  await page.goto('/children');
  await childRow(page, 'Mia Park').getByRole('link', { name: 'Edit' }).click();
  const gran = uniqueEmail('gran');
  await guardians(page).getByLabel('Guardian’s email').fill(gran);
  await guardians(page).getByRole('button', { name: 'Invite guardian' }).click();
  await expect(toast(page, 'Invite sent')).toBeVisible();

  await logout(page);
  await seedPerson(page, { email: gran, first: 'Grace', last: 'Hill', asked: true });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'You are now a guardian of Mia')).toBeVisible();

  await switchTo(page, robin);
  await openDeleteDialog(page);
  // what goes and what stays, before anything is done
  await expect(dialog(page)).toContainText('a child with another guardian passes to them');
  await confirmWith(page, '');
  await expect(dialog(page).getByText('Password is required')).toBeVisible();
  await confirmWith(page, 'not-my-password');
  await expect(dialog(page).getByText('Wrong password')).toBeVisible();
  // the team only Robin is in is his to delete first: nothing is deleted meanwhile
  await confirmWith(page, password);
  await expect(dialog(page).getByText('Hand over or delete what you own first:')).toBeVisible();
  const owned = dialog(page).getByRole('listitem').filter({ hasText: 'Robin Rovers' });
  await expect(owned).toContainText('delete it: you are its only member');
  await owned.getByRole('link', { name: 'Robin Rovers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Robin Rovers' })).toBeVisible();
  await page.goto('/manage');
  await groupRow(page, 'Teams', 'Robin Rovers').getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Delete');
  await expect(toast(page, 'Team removed')).toBeVisible();

  await openDeleteDialog(page);
  await confirmWith(page, password);
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your team like a pro' })).toBeVisible();
  // the address no longer signs in
  await page.goto('/login');
  await login(page, robin);
  await expect(page.getByText('Login failed. Check your email and password.').first()).toBeVisible();

  // Gran is Mia's first guardian now: her child to delete, nobody else in the Guardians region
  await login(page, gran);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/children');
  await expect(childRow(page, 'Mia Park').getByRole('button', { name: 'Delete' })).toBeVisible();
  await childRow(page, 'Mia Park').getByRole('link', { name: 'Edit' }).click();
  await expect(guardians(page).getByRole('listitem')).toHaveText(['Grace Hill (you)']);

  // the coach's squad: Robin gone, Mia still on the team
  await switchTo(page, coach);
  await page.goto(`/teams/${teamId}`);
  await expect(memberRow(page, 'Mia Park')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Members', exact: true }).getByText('Robin Park')).toHaveCount(0);
});
