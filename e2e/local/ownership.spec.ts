import { expect, test } from '@playwright/test';
import { addChild, joinWith } from '../support/children';
import {
  confirm,
  createTeam,
  enterCode,
  groupRow,
  memberRow,
  newPerson,
  shownJoinCode,
  switchTo,
} from '../support/groups';
import { toast } from '../support/users';

// several people on this device (seeded: e2e/support/seed-people.ts), who sign out and in through the screens
test.describe.configure({ timeout: 180_000 });

/**
 * docs/product.md "Handing a group over": an owner who leaves chooses the `New owner` among the
 * members with an account (staff first, then by joining order), never a child a parent joined;
 * `Make owner` hands over without leaving. A child's row says whose child they are.
 */
test('an owner hands the team on: New owner when leaving, Make owner on a squad row, never to a child', async ({
  page,
}) => {
  const coach = await newPerson(page, 'coach', 'Casey', 'Coach', false);
  const teamId = await createTeam(page, { name: 'Handover U10', ageGroup: 'U10' });
  const code = await shownJoinCode(page);
  // its colour, chosen on the form, is kept; the crest beside the name is decorative
  await page.getByLabel('Colour').selectOption({ label: 'Navy' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Colour')).toHaveValue('navy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Handover U10');
  await page.goto('/manage');
  await expect(groupRow(page, 'Teams', 'Handover U10').getByText('Handover U10', { exact: true })).toBeVisible();
  await expect(groupRow(page, 'Teams', 'Handover U10')).not.toContainText('HU');

  // the first to join is a child, joined by their parent (who stays off the squad)
  await newPerson(page, 'parent', 'Alex', 'Morgan');
  await addChild(page, { first: 'Mia', last: 'Morgan', dob: '2015-03-14' });
  await joinWith(page, code, { me: false, children: ['Mia Morgan'] });
  const jordan = await newPerson(page, 'jordan', 'Jordan', 'Lee');
  await enterCode(page, code);
  await expect(toast(page, 'Joined team')).toBeVisible();
  await newPerson(page, 'robin', 'Robin', 'Shaw');
  await enterCode(page, code);
  await expect(toast(page, 'Joined team')).toBeVisible();

  await switchTo(page, coach);
  await page.goto(`/teams/${teamId}`);
  await expect(memberRow(page, 'Mia Morgan')).toContainText('child of Alex');
  // a child's profile may have no account: nobody offers to make them owner
  await expect(memberRow(page, 'Mia Morgan').getByRole('button', { name: 'Make owner' })).toHaveCount(0);
  // the squad role has a visible label, and a change says what it did
  const robinRole = memberRow(page, 'Robin Shaw').getByRole('combobox', { name: 'Squad role' });
  await expect(memberRow(page, 'Robin Shaw').getByText('Squad role', { exact: true })).toBeVisible();
  await robinRole.selectOption('Staff');
  await expect(toast(page, 'Robin Shaw is now Staff')).toBeVisible();

  // leaving: the staff member is offered first, then the order of joining; the child never
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  const newOwner = dialog.getByRole('combobox', { name: 'New owner' });
  await expect(newOwner.getByRole('option')).toHaveText(['Robin Shaw (Staff)', 'Jordan Lee']);
  await expect(newOwner).toHaveValue(/.+/);
  await newOwner.selectOption({ label: 'Jordan Lee' });
  await confirm(page, 'Leave');
  await expect(toast(page, 'Left team')).toBeVisible();
  await expect(page).toHaveURL(/\/manage$/);

  // Jordan owns it now, and hands it to Robin without leaving
  await switchTo(page, jordan);
  await page.goto(`/teams/${teamId}`);
  await expect(memberRow(page, 'Jordan Lee')).toContainText('owner');
  await expect(page.getByRole('region', { name: 'Edit details' })).toBeVisible();
  await memberRow(page, 'Robin Shaw').getByRole('button', { name: 'Make owner' }).click();
  await expect(toast(page, 'Ownership handed over')).toBeVisible();
  await expect(memberRow(page, 'Robin Shaw')).toContainText('owner');
  await expect(memberRow(page, 'Jordan Lee')).toContainText('member');
  // no owner controls any more: the details are read, not edited
  await expect(page.getByRole('region', { name: 'Edit details' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Make owner' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
});
