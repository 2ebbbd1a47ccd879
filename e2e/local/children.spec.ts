import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  createClub,
  createTeam,
  groupRow,
  logout,
  memberRow,
  newPerson,
  shownJoinCode,
  switchTo,
} from '../support/groups';
import { addChild, bornText, childRow, childRows, joinWith } from '../support/children';
import { verifyThroughMailbox } from '../support/local-mailbox';
import { login, register, toast, uniqueEmail } from '../support/users';

// several people on this device (seeded: e2e/support/seed-people.ts, but a child who registers through the screens), who sign out and in through the screens: more than one minute's work
test.describe.configure({ timeout: 150_000 });
// dates of birth read as a British English device writes them (`bornText`)
test.use({ locale: 'en-GB' });

const REQUIRED = 'Please fill in first name, last name, and date of birth';

/** The clubs and teams named under a child on /children. */
function groupsOf(page: Page, name: string): Locator {
  return page.getByRole('list', { name: `Clubs and teams of ${name}` });
}

/** A coach with a team: returns the coach's address and the team's join code. Ends on the team's page. */
async function coachWithTeam(page: Page, team: string, club?: string) {
  const coach = await newPerson(page, 'coach', 'Casey', 'Coach', false);
  if (club) await createClub(page, { name: club });
  await createTeam(page, { name: team, ageGroup: 'U9', club });
  return { coach, code: await shownJoinCode(page) };
}

/** Registers with `typed`, verifies through the mailbox, and goes to login, whose panel moves on at once: the claim is asked there. */
async function registerAndSignIn(page: Page, typed: string) {
  await register(page, typed);
  await verifyThroughMailbox(page, typed);
  await page.getByRole('link', { name: 'Go to login' }).click();
}

test.describe('children', () => {
  test('a parent adds, lists, searches, edits and deletes children, with every message, and the Family card counts them', async ({
    page,
  }) => {
    const parent = await newPerson(page, 'parent', 'Alex', 'Lee', false);
    const family = page.getByRole('region', { name: 'Family' });
    await expect(family).toContainText('0 children');
    await family.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/children$/);
    await expect(page.getByRole('heading', { name: 'Your children' })).toBeVisible();

    // the empty state leads to + Child (the page heading has one too)
    await expect(page.getByText('No children yet.')).toBeVisible();
    const plusChild = page.getByRole('link', { name: '+ Child' });
    await expect(plusChild).toHaveCount(2);
    await plusChild.last().click();
    await expect(page).toHaveURL(/\/add-child$/);

    // required fields: toast, message at the first empty field, focus there
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, REQUIRED)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByLabel('First name').fill('Sam');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Last name')).toBeFocused();
    await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Date of birth')).toBeFocused();
    await expect(page).toHaveURL(/\/add-child$/);

    // an address a registered user has (the parent's own), typed in another letter case
    await page.getByLabel('Date of birth').fill('2014-05-02');
    await page.getByLabel('Email', { exact: true }).fill(parent.toUpperCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Email already used')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/Email already used/);
    await expect(page).toHaveURL(/\/add-child$/);

    const samEmail = uniqueEmail('sam');
    await page.getByLabel('Email', { exact: true }).fill(samEmail);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Child added')).toBeVisible();
    await expect(page).toHaveURL(/\/children$/);
    await expect(childRow(page, 'Sam Lee')).toContainText(`${bornText('2014-05-02')} · ${samEmail}`);

    await addChild(page, { first: 'Sam', last: 'Adams', dob: '2016-01-20' });
    await addChild(page, { first: 'ben', last: 'Brown', dob: '2012-11-30' });
    await addChild(page, { first: 'Ava', last: 'Zed', dob: '2018-07-07' });

    // by first name, then last name, letter case ignored
    await expect(childRows(page)).toHaveText([/^Ava Zed/, /^ben Brown/, /^Sam Adams/, /^Sam Lee/]);

    const search = page.getByLabel('Search');
    await search.fill('SAM');
    await expect(childRows(page)).toHaveText([/^Sam Adams/, /^Sam Lee/]);
    await search.fill('bRoWn');
    await expect(childRows(page)).toHaveText([/^ben Brown/]);
    await search.fill(samEmail.slice(0, 8).toUpperCase());
    await expect(childRows(page)).toHaveText([/^Sam Lee/]);
    await search.fill('nobody-like-this');
    await expect(childRows(page)).toHaveCount(0);
    await expect(page.getByText('No children match your search.')).toBeVisible();
    await search.fill('');
    await expect(childRows(page)).toHaveCount(4);

    // edit: the form holds the child; the new name is shown, in its new place
    await childRow(page, 'Sam Adams').getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/edit-child\/[^/]+$/);
    await expect(page.getByLabel('First name')).toHaveValue('Sam');
    await expect(page.getByLabel('Last name')).toHaveValue('Adams');
    await expect(page.getByLabel('Date of birth')).toHaveValue('2016-01-20');
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, REQUIRED)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByLabel('First name').fill('Zoe');
    await page.getByLabel('Email', { exact: true }).fill(parent.replace(/^./, (c) => c.toUpperCase()));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Email already used')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/edit-child\/[^/]+$/);
    await page.getByLabel('Email', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Child updated')).toBeVisible();
    await expect(page).toHaveURL(/\/children$/);
    await expect(childRows(page)).toHaveText([/^Ava Zed/, /^ben Brown/, /^Sam Lee/, /^Zoe Adams/]);
    await expect(childRow(page, 'Sam Adams')).toHaveCount(0);

    // delete: Cancel keeps the child, Delete removes them
    await childRow(page, 'ben Brown').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Are you sure you want to remove this child?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(childRow(page, 'ben Brown')).toBeVisible();
    await childRow(page, 'ben Brown').getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toContainText('Are you sure you want to remove this child?');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Child removed')).toBeVisible();
    await expect(page).toHaveURL(/\/children$/);
    await expect(childRow(page, 'ben Brown')).toHaveCount(0);
    await expect(childRows(page)).toHaveText([/^Ava Zed/, /^Sam Lee/, /^Zoe Adams/]);

    // kept on the device: a reload shows the same
    await page.reload();
    await expect(childRows(page)).toHaveText([/^Ava Zed/, /^Sam Lee/, /^Zoe Adams/]);

    // the Family card counts them; the Account menu leads back
    await page.goto('/dashboard');
    await expect(family).toContainText('3 children');
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Manage Children' }).click();
    await expect(page).toHaveURL(/\/children$/);
    await expect(childRows(page)).toHaveCount(3);
    await page.getByRole('link', { name: '+ Child' }).click();
    await expect(page).toHaveURL(/\/add-child$/);
  });

  test('someone who is not a Parent is sent to the dashboard from the family screens and has no Manage Children', async ({
    page,
  }) => {
    await newPerson(page, 'kid', 'Jo', 'Kim', false);
    await page.goto('/edit-profile');
    await expect(page.getByLabel('Role')).toHaveValue('Parent');
    await page.getByLabel('Role').selectOption('Child');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Family' })).toHaveCount(0);

    for (const path of ['/children', '/add-child', '/edit-child/some-child']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Jo Kim');
    }
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Manage Children' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // nor does /join ask who joins
    await page.goto('/join');
    await expect(page.getByLabel('Join code')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Who joins' })).toHaveCount(0);
  });

  test('a parent joins a child and themself with one code; the coach sees both; the parent leaves the team for the child', async ({
    page,
  }) => {
    const { coach, code } = await coachWithTeam(page, 'Lions U9');

    const parent = await newPerson(page, 'parent', 'Robin', 'Parent');
    await addChild(page, { first: 'Mia', last: 'Parent', dob: '2016-04-04' });
    await expect(page.getByText('Not in a club or team yet.')).toBeVisible();
    await joinWith(page, code.toLowerCase(), { me: true, children: ['Mia Parent'] });
    await expect(page).toHaveURL(/\/manage$/);
    await expect(groupRow(page, 'Teams', 'Lions U9')).toContainText('member');

    // joining again: both are on it already, so nobody can be ticked; Join says so at the field
    await page.goto('/join');
    await page.getByLabel('Join code').fill(code);
    const people = page.getByRole('group', { name: 'Who joins' });
    for (const name of ['Me', 'Mia Parent']) {
      await expect(people.getByRole('checkbox', { name, exact: true })).toBeDisabled();
      await expect(people.getByRole('checkbox', { name, exact: true })).not.toBeChecked();
    }
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(toast(page, 'Already on this team')).toBeVisible();
    await expect(page.getByLabel('Join code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/join$/);

    // the child's team, on /children, even though the parent could leave it themself
    await page.goto('/children');
    const mias = groupsOf(page, 'Mia Parent');
    await expect(mias.getByRole('listitem')).toHaveCount(1);
    await expect(mias.getByRole('listitem')).toContainText('Lions U9');
    await expect(mias.getByRole('button', { name: 'Leave' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Family' })).toContainText('1 child');

    await switchTo(page, coach);
    await page.goto('/manage');
    await groupRow(page, 'Teams', 'Lions U9').getByRole('link', { name: 'Edit' }).click();
    const squad = page.getByRole('region', { name: 'Members', exact: true }).getByRole('listitem');
    await expect(squad).toHaveCount(3);
    await expect(memberRow(page, 'Casey Coach')).toContainText('owner');
    await expect(memberRow(page, 'Robin Parent')).toContainText('member');
    await expect(memberRow(page, 'Mia Parent')).toContainText('member');

    // the parent takes the child off the team from /children
    await switchTo(page, parent);
    await page.goto('/children');
    await mias.getByRole('listitem').filter({ hasText: 'Lions U9' }).getByRole('button', { name: 'Leave' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect(toast(page, 'Left team')).toBeVisible();
    await expect(mias).toHaveCount(0);
    await expect(childRow(page, 'Mia Parent')).toContainText('Not in a club or team yet.');
    await page.reload();
    await expect(childRow(page, 'Mia Parent')).toContainText('Not in a club or team yet.');
    // the parent is still on the team
    await page.goto('/manage');
    await expect(groupRow(page, 'Teams', 'Lions U9')).toContainText('member');

    await switchTo(page, coach);
    await page.goto('/manage');
    await groupRow(page, 'Teams', 'Lions U9').getByRole('link', { name: 'Edit' }).click();
    await expect(memberRow(page, 'Robin Parent')).toBeVisible();
    await expect(squad).toHaveCount(2);
    await expect(memberRow(page, 'Mia Parent')).toHaveCount(0);
  });

  test('the child registers with the address the parent gave, links, is on the team as themself, and keeps it all when the parent deletes them', async ({
    page,
  }) => {
    const { code } = await coachWithTeam(page, 'Hawks U12');

    const parent = await newPerson(page, 'parent', 'Alex', 'Lee');
    const kidEmail = uniqueEmail('kid');
    await addChild(page, { first: 'Sam', last: 'Lee', dob: '2013-02-03', email: kidEmail });
    await joinWith(page, code, { me: false, children: ['Sam Lee'] });
    await expect(page).toHaveURL(/\/manage$/);
    // the parent did not join: the team is the child's, named by first name, to open but not to leave
    await expect(groupRow(page, 'Teams', 'Hawks U12')).toContainText('Sam');
    await expect(groupRow(page, 'Teams', 'Hawks U12').getByRole('link', { name: 'Open' })).toBeVisible();
    await expect(groupRow(page, 'Teams', 'Hawks U12').getByRole('button', { name: 'Leave' })).toHaveCount(0);
    await page.goto('/children');
    // named, though the parent is not on the team
    await expect(groupsOf(page, 'Sam Lee').getByRole('listitem')).toHaveText([/^Hawks U12/]);
    await expect(childRow(page, 'Sam Lee')).not.toContainText('has own account');

    // the child, on the same device, with the address in another letter case
    await logout(page);
    const typed = kidEmail.toUpperCase();
    await registerAndSignIn(page, typed);
    const question = page.getByRole('alertdialog', { name: 'Alex Lee added you as their child. Link your account?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Link account' }).click();
    await expect(toast(page, 'Welcome! Your account is linked to your parent.')).toBeVisible();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam Lee');
    await expect(page.getByRole('region', { name: 'Family' })).toHaveCount(0);
    await page.goto('/manage');
    await expect(groupRow(page, 'Teams', 'Hawks U12')).toContainText('member');

    // the parent still has the child, now with their own account
    await switchTo(page, parent);
    await page.goto('/children');
    await expect(childRow(page, 'Sam Lee')).toContainText('has own account');
    await expect(groupsOf(page, 'Sam Lee')).toContainText('Hawks U12');

    // deleting a claimed child only lets them go
    await childRow(page, 'Sam Lee').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to remove this child?');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Child removed')).toBeVisible();
    await expect(childRow(page, 'Sam Lee')).toHaveCount(0);
    await expect(page.getByText('No children yet.')).toBeVisible();

    await logout(page);
    await login(page, kidEmail);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam Lee');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.goto('/manage');
    await expect(groupRow(page, 'Teams', 'Hawks U12')).toContainText('member');
  });

  test('Not me leaves the child profile unclaimed and the new user a Parent', async ({ page }) => {
    const parent = await newPerson(page, 'parent', 'Alex', 'Lee', false);
    const kidEmail = uniqueEmail('kid');
    await addChild(page, { first: 'Sam', last: 'Lee', dob: '2013-02-03', email: kidEmail });

    await logout(page);
    await registerAndSignIn(page, kidEmail.replace(/^k/, 'K'));
    const question = page.getByRole('alertdialog', { name: 'Alex Lee added you as their child. Link your account?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Not me' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^Welcome, ${kidEmail.replace(/[.]/g, '\\.')}$`, 'i'),
    );
    const family = page.getByRole('region', { name: 'Family' });
    await expect(family).toContainText('0 children');
    await page.reload();
    await expect(family).toContainText('0 children');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await switchTo(page, parent);
    await page.goto('/children');
    await expect(childRow(page, 'Sam Lee')).toContainText(`${bornText('2013-02-03')} · ${kidEmail}`);
    await expect(childRow(page, 'Sam Lee')).not.toContainText('has own account');
    // still the parent's to edit, address and all
    await childRow(page, 'Sam Lee').getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(kidEmail);
    await expect(page.getByLabel('Email', { exact: true })).toBeEditable();
  });

  test("a second parent can neither open the first parent's child by URL nor see or join them", async ({ page }) => {
    await newPerson(page, 'parent', 'Alex', 'Lee', false);
    await addChild(page, { first: 'Sam', last: 'Lee', dob: '2013-02-03', email: uniqueEmail('kid') });
    const href = (await childRow(page, 'Sam Lee').getByRole('link', { name: 'Edit' }).getAttribute('href')) as string;
    expect(href).toMatch(/^\/edit-child\/[^/]+$/);
    // the owner opens it
    await page.goto(href);
    await expect(page.getByLabel('First name')).toHaveValue('Sam');

    await newPerson(page, 'other', 'Kim', 'Other');
    await page.goto(href);
    await expect(toast(page, 'Child not found')).toBeVisible();
    await expect(page).toHaveURL(/\/children$/);
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await expect(page.getByText('No children yet.')).toBeVisible();
    await expect(page.getByText('Sam Lee')).toHaveCount(0);

    // a missing id reads the same
    await page.goto('/edit-child/no-such-child');
    await expect(toast(page, 'Child not found')).toBeVisible();
    await expect(page).toHaveURL(/\/children$/);

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Family' })).toContainText('0 children');
    await page.goto('/join');
    await expect(page.getByLabel('Join code')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Who joins' })).toHaveCount(0);
  });
});
