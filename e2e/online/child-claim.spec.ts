import { addChild } from '../support/children';
import { toast, uniqueEmail } from '../support/users';
import { newPerson, signUpVerified } from './support/accounts';
import { listDocuments } from './support/emulators';
import { expect, test } from './support/online-test';

test('a child links their account to the profile their parent made', async ({ device }) => {
  const parent = await device('parent', 'phone');
  await newPerson(parent.page, 'parent', 'Alex', 'Lee');
  const childEmail = uniqueEmail('kid');
  await addChild(parent.page, { first: 'Sam', last: 'Lee', dob: '2014-05-02', email: childEmail });

  const child = await device('child', 'phone');
  await signUpVerified(child.page, childEmail);
  const dialog = child.page.getByRole('alertdialog', { name: 'Alex Lee added you as their child. Link your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Link account' }).click();
  await expect(toast(child.page, 'Welcome! Your account is linked to your parent.')).toBeVisible();
  await expect(child.page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam Lee');

  // the very profile the parent made now carries the child's account
  await expect
    .poll(async () => (await listDocuments('users')).find((user) => user.email === childEmail)?.uid)
    .toEqual(expect.any(String));
});
