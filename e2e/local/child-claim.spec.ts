import { expect, type Page, test } from '@playwright/test';
import { getDoc, putDoc, signedInUid } from '../support/local-db';
import { verifyThroughMailbox } from '../support/local-mailbox';
import { seedPerson } from '../support/seed-people';
import { login, register, toast, uniqueEmail } from '../support/users';

const question = 'Alex Lee added you as their child. Link your account?';

/** A verified parent, and the Child profile they made for `childEmail` (the child screens come later: seeded). */
async function parentWithChildProfile(page: Page, childEmail: string, profileId: string) {
  await seedPerson(page, { email: uniqueEmail('parent') });
  const parentUid = await signedInUid(page);
  const now = new Date().toISOString();
  await putDoc(page, 'users', profileId, {
    uid: null,
    email: childEmail,
    emailLower: childEmail.toLowerCase(),
    role: 'Child',
    firstName: 'Sam',
    lastName: 'Lee',
    dob: '2014-05-02',
    linkedParentId: parentUid,
    parentName: 'Alex Lee',
    createdAt: now,
    updatedAt: now,
  });
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  return parentUid as string;
}

/** The child registers with the address (in another letter case), verifies it and opens login, whose panel moves on at once. */
async function childRegistersAndVerifies(page: Page, typed: string) {
  await register(page, typed);
  await verifyThroughMailbox(page, typed);
  await page.getByRole('link', { name: 'Go to login' }).click();
}

test('a child who registers with the address their parent gave is asked, and Link account takes over that very profile', async ({
  page,
}) => {
  const childEmail = uniqueEmail('kid');
  const parentUid = await parentWithChildProfile(page, childEmail, 'child-profile-1');
  const typed = childEmail.toUpperCase();
  await childRegistersAndVerifies(page, typed);
  // the panel looked at once and found the address verified: the claim asks first, nothing is taken yet
  expect((await getDoc(page, 'users', 'child-profile-1'))?.uid).toBeNull();
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/); // asked wherever the user lands
  await dialog.getByRole('button', { name: 'Link account' }).click();
  await expect(toast(page, 'Welcome! Your account is linked to your parent.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam Lee');
  // a Child has no Family card and no Manage Children
  await expect(page.getByRole('region', { name: 'Family' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Edit Profile',
    'Notifications',
    'Schedule',
    'Announcements',
    'Join',
    'Manage',
    'Logout',
  ]);
  await page.keyboard.press('Escape');
  for (const path of ['/children', '/add-child', '/edit-child/child-profile-1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }

  // one identity for life: the parent's profile document itself now carries the account
  const childUid = (await signedInUid(page)) as string;
  expect(await getDoc(page, 'users', 'child-profile-1')).toMatchObject({
    uid: childUid,
    role: 'Child',
    linkedParentId: parentUid,
    dob: '2014-05-02',
  });
  expect(await getDoc(page, 'accounts', childUid)).toMatchObject({ personId: 'child-profile-1' });
  expect(await getDoc(page, 'users', childUid)).toBeNull();

  // signing in again later on the same device: an ordinary sign-in, not asked twice
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await login(page, typed);
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam Lee');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam Lee');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('Not me leaves both profiles as they were and is never asked again', async ({ page }) => {
  const childEmail = uniqueEmail('kid');
  await parentWithChildProfile(page, childEmail, 'child-profile-2');
  await childRegistersAndVerifies(page, childEmail);
  await page.getByRole('alertdialog', { name: question }).getByRole('button', { name: 'Not me' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${childEmail}`);
  await expect(page.getByRole('region', { name: 'Family' })).toBeVisible(); // still their own Parent profile

  const uid = (await signedInUid(page)) as string;
  expect(await getDoc(page, 'users', 'child-profile-2')).toMatchObject({ uid: null, role: 'Child' });
  await expect.poll(async () => (await getDoc(page, 'accounts', uid))?.claimDeclined).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${childEmail}`);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
