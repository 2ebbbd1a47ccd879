import { expect, test } from '@playwright/test';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { addChild, bornText, childRow, childRows } from '../support/children';
import { toast, uniqueEmail } from '../support/users';

// dates of birth read as a British English device writes them (`bornText`)
test.use({ locale: 'en-GB' });

// Firestore is not running in this project: a parent at a ground with no signal. Every change
// below is written to the device's Firestore cache, shown at once, and must survive a reload.
test('with no Firestore: a parent adds, edits, searches and deletes children on the device, and they survive a reload', async ({
  page,
  request,
}) => {
  await registerVerifiedOnFirebase(page, request, uniqueEmail('parent'));
  const family = page.getByRole('region', { name: 'Family' });
  await expect(family).toContainText('0 children');

  const samEmail = uniqueEmail('sam');
  await addChild(page, { first: 'Sam', last: 'Lee', dob: '2014-05-02', email: samEmail });
  await expect(childRow(page, 'Sam Lee')).toContainText(`${bornText('2014-05-02')} · ${samEmail}`);
  await expect(childRow(page, 'Sam Lee')).toContainText('Waiting to sync');
  await addChild(page, { first: 'Ava', last: 'Zed', dob: '2018-07-07' });
  await addChild(page, { first: 'ben', last: 'Brown', dob: '2012-11-30' });
  await expect(childRows(page)).toHaveText([/^Ava Zed/, /^ben Brown/, /^Sam Lee/]);

  // edit: the form holds the cached child; the new name is shown at once
  await childRow(page, 'Ava Zed').getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit-child\/[^/]+$/);
  await expect(page.getByLabel('First name')).toHaveValue('Ava');
  await expect(page.getByLabel('Date of birth')).toHaveValue('2018-07-07');
  await page.getByLabel('First name').fill('Zara');
  await page.getByLabel('Date of birth').fill('2018-08-08');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Child updated')).toBeVisible();
  await expect(page).toHaveURL(/\/children$/);
  await expect(childRows(page)).toHaveText([/^ben Brown/, /^Sam Lee/, /^Zara Zed/]);
  await expect(childRow(page, 'Zara Zed')).toContainText(bornText('2018-08-08'));

  // search: first name, last name, email, letter case ignored
  const search = page.getByLabel('Search');
  await search.fill('ZARA');
  await expect(childRows(page)).toHaveText([/^Zara Zed/]);
  await search.fill('brOWN');
  await expect(childRows(page)).toHaveText([/^ben Brown/]);
  await search.fill(samEmail.slice(0, 8).toUpperCase());
  await expect(childRows(page)).toHaveText([/^Sam Lee/]);
  await search.fill('nobody-like-this');
  await expect(page.getByText('No children match your search.')).toBeVisible();
  await search.fill('');
  await expect(childRows(page)).toHaveCount(3);

  // delete, after the question
  await childRow(page, 'ben Brown').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to remove this child?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Child removed')).toBeVisible();
  await expect(childRow(page, 'ben Brown')).toHaveCount(0);
  await expect(childRows(page)).toHaveText([/^Sam Lee/, /^Zara Zed/]);

  await page.reload();
  await expect(childRows(page)).toHaveText([/^Sam Lee/, /^Zara Zed/]);
  await expect(childRow(page, 'Zara Zed')).toContainText(bornText('2018-08-08'));
  await expect(childRow(page, 'ben Brown')).toHaveCount(0);
  await page.getByLabel('Search').fill('lee');
  await expect(childRows(page)).toHaveText([/^Sam Lee/]);

  // the edit page of a cached child, after the reload
  await page.getByLabel('Search').fill('');
  await childRow(page, 'Zara Zed').getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Zara');

  await page.goto('/dashboard');
  await expect(family).toContainText('2 children');
});
