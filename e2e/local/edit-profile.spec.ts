import { expect, test } from '@playwright/test';
import { seedPerson } from '../support/seed-people';
import { toast, uniqueEmail } from '../support/users';

test.describe('edit profile', () => {
  test('validates, saves trimmed values, greets by name, and keeps them for next time', async ({ page }) => {
    await seedPerson(page, { email: uniqueEmail() });
    await page.getByRole('region', { name: 'Account' }).getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel('Role')).toHaveValue('Parent');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Please fill in first name, last name, and date of birth')).toBeVisible();

    await page.getByLabel('First name').fill('  Alex ');
    await page.getByLabel('Last name').fill(' Morgan');
    await page.getByLabel('Date of birth').fill('2999-01-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Enter a real date of birth, not in the future')).toBeVisible();
    await expect(page).toHaveURL(/\/edit-profile$/);

    await page.getByLabel('Date of birth').fill('1985-07-14');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alex Morgan');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alex Morgan');
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Alex');
    await expect(page.getByLabel('Last name')).toHaveValue('Morgan');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1985-07-14');
  });

  test('choosing the Child role hides the family screens', async ({ page }) => {
    await seedPerson(page, { email: uniqueEmail() });
    await page.goto('/edit-profile');
    await page.getByLabel('First name').fill('Jo');
    await page.getByLabel('Last name').fill('Kim');
    await page.getByLabel('Date of birth').fill('2011-03-09');
    await page.getByLabel('Role').selectOption('Child');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Jo Kim');
    await expect(page.getByRole('region', { name: 'Family' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Manage Children' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/children');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
