import { expect, test } from '@playwright/test';
import { seedPerson } from '../support/seed-people';
import { uniqueEmail } from '../support/users';

test.describe('dashboard and navigation', () => {
  test('a Parent sees every card with its actions, the Family card included', async ({ page }) => {
    const email = uniqueEmail('parent');
    await seedPerson(page, { email });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);
    const card = (name: string) => page.getByRole('region', { name });
    await expect(card('Clubs').getByRole('link', { name: '+ Club' })).toHaveAttribute('href', '/clubs/new');
    await expect(card('Clubs').getByRole('link', { name: 'View', exact: true })).toHaveAttribute('href', '/manage');
    await expect(card('Teams').getByRole('link', { name: '+ Team' })).toHaveAttribute('href', '/teams/new');
    await expect(card('Teams').getByRole('link', { name: 'View', exact: true })).toHaveAttribute('href', '/manage');
    await expect(card('Join codes').getByRole('link', { name: 'Enter Code' })).toHaveAttribute('href', '/join');
    await expect(card('Account').getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile');
    await expect(card('Account').getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(card('Family').getByRole('link', { name: '+ Child' })).toHaveAttribute('href', '/add-child');
    await expect(card('Family').getByRole('link', { name: 'View', exact: true })).toHaveAttribute('href', '/children');
    await expect(page.getByText('Local mode')).toBeVisible();
  });

  test('the top bar links and the Account menu lead where they say', async ({ page }) => {
    await seedPerson(page, { email: uniqueEmail() });
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Manage' }).click();
    await expect(page).toHaveURL(/\/manage$/);
    await main.getByRole('link', { name: 'Join' }).click();
    await expect(page).toHaveURL(/\/join$/);
    await main.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText([
      'Edit Profile',
      'Notifications',
      'Manage Children',
      'Schedule',
      'Announcements',
      'Join',
      'Manage',
      'Logout',
    ]);
    await page.getByRole('menuitem', { name: 'Manage Children' }).click();
    await expect(page).toHaveURL(/\/children$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your children');
  });

  test('Logout from the Account menu goes to /login and closes the signed-in routes', async ({ page }) => {
    await seedPerson(page, { email: uniqueEmail() });
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: "I've verified — Check again" })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('Logout on the dashboard card goes to /login', async ({ page }) => {
    await seedPerson(page, { email: uniqueEmail() });
    await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('on a phone the mobile menu holds the links and Logout', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seedPerson(page, { email: uniqueEmail() });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Dashboard', 'Manage', 'Join', 'Edit Profile', 'Manage Children']) {
      await expect(sheet.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await sheet.getByRole('link', { name: 'Join', exact: true }).click();
    await expect(page).toHaveURL(/\/join$/);
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('logging out in one tab signs the other tabs out too', async ({ page, context }) => {
  await seedPerson(page, { email: uniqueEmail() });
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { level: 1 })).toContainText('Welcome, ');
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login\?redirect=/);
  await expect(other.getByRole('heading', { name: 'Log in' })).toBeVisible();
});
