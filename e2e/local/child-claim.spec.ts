import { expect, test } from '@playwright/test';
import { getDoc, putDoc, signedInUid } from '../support/local-db';
import { registerVerified, verifyThroughMailbox } from '../support/local-mailbox';
import { checkAgain, register, toast, uniqueEmail } from '../support/users';

test('a child who registers with the address their parent gave takes over that Child profile', async ({ page }) => {
  const parentEmail = uniqueEmail('parent');
  await registerVerified(page, parentEmail);
  const parentUid = await signedInUid(page);
  expect(parentUid).toBeTruthy();

  // the parent's Child profile (the children screens come later: seeded directly)
  const childEmail = uniqueEmail('kid');
  const now = new Date().toISOString();
  await putDoc(page, 'users', 'child-profile-1', {
    uid: null,
    email: childEmail,
    emailLower: childEmail.toLowerCase(),
    role: 'Child',
    firstName: 'Sam',
    lastName: 'Lee',
    dob: '2014-05-02',
    linkedParentId: parentUid,
    createdAt: now,
    updatedAt: now,
  });
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // registered in other letter case: matched on the lowercase email
  const typed = childEmail.toUpperCase();
  await register(page, typed);
  // an unverified address proves nothing: no claim yet
  expect((await getDoc(page, 'users', 'child-profile-1'))?.uid).toBeNull();

  await verifyThroughMailbox(page, typed);
  await page.getByRole('link', { name: 'Go to login' }).click();
  await checkAgain(page).click();
  await expect(toast(page, 'Welcome! Your account is linked to your parent.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam Lee');
  // a Child has no Family card and no Manage Children
  await expect(page.getByRole('region', { name: 'Clubs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Family' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Edit Profile', 'Join', 'Manage', 'Logout']);
  await page.keyboard.press('Escape');

  // the family screens are for Parents only
  for (const path of ['/children', '/add-child', '/edit-child/child-profile-1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }

  const childUid = await signedInUid(page);
  const profile = await getDoc(page, 'users', childUid as string);
  expect(profile).toMatchObject({ uid: childUid, role: 'Child', linkedParentId: parentUid, dob: '2014-05-02' });
  expect(await getDoc(page, 'users', 'child-profile-1')).toBeNull();

  // the next sign-in is an ordinary one
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByLabel('Email', { exact: true }).fill(typed);
  await page.getByLabel('Password', { exact: true }).fill('pitch-side-42');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
});
