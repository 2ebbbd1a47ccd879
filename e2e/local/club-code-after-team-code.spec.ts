import { expect, type Page, test } from '@playwright/test';
import { addChild, childRow } from '../support/children';
import { createClub, createTeam, enterCode, groupRow, newPerson, shownJoinCode } from '../support/groups';
import { toast, toasts } from '../support/users';

// several people on this device (seeded: e2e/support/seed-people.ts), who sign out and in through the screens: more than one minute's work
test.describe.configure({ timeout: 150_000 });

const people = (page: Page) => page.getByRole('group', { name: 'Who joins' });
const box = (page: Page, name: string) => people(page).getByRole('checkbox', { name, exact: true });
const TEAMS = ['Valley Reds', 'Valley Blues', 'Valley Greens'];

/**
 * A club's code after a team's code (docs/product.md "Where each flow ends"):
 * joining a team also joins its club, and the club's code then joins the club's other teams for
 * each person ticked. `Already in this club` only once nobody ticked has anything left to join.
 */
test('a family joins a team by its code, then the club by its code, and ends on all the club’s teams', async ({
  page,
}) => {
  await newPerson(page, 'coach', 'Casey', 'Coach', false);
  await createClub(page, { name: 'Valley FC' });
  const clubCode = await shownJoinCode(page);
  await createTeam(page, { name: 'Valley Reds', club: 'Valley FC' });
  const redsCode = await shownJoinCode(page);
  await createTeam(page, { name: 'Valley Blues', club: 'Valley FC' });
  await createTeam(page, { name: 'Valley Greens', club: 'Valley FC' });

  await newPerson(page, 'parent', 'Robin', 'Parent');
  await addChild(page, { first: 'Mia', last: 'Parent', dob: '2016-04-04' });

  // the team's code: Robin and Mia on the Reds (and so in Valley FC)
  await page.goto('/join');
  await page.getByLabel('Join code').fill(redsCode);
  await expect(page.getByText('This code joins the team Valley Reds.')).toBeVisible();
  await box(page, 'Mia Parent').check();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(toast(page, 'Joined team')).toBeVisible();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(groupRow(page, 'Clubs', 'Valley FC')).toContainText('member');
  await expect(groupRow(page, 'Teams', 'Valley Blues')).toHaveCount(0);

  // the club's code: both are in the club, with two teams still to join, so both may be ticked
  await page.goto('/join');
  await page.getByLabel('Join code').fill(clubCode);
  await expect(page.getByText('This code joins the club Valley FC and its teams.')).toBeVisible();
  await expect(box(page, 'Me')).toBeEnabled();
  await expect(box(page, 'Me')).toBeChecked();
  await expect(box(page, 'Mia Parent')).toBeEnabled();
  await expect(people(page).getByText('already on it')).toHaveCount(0);
  await box(page, 'Mia Parent').check();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(toast(page, 'Joined club')).toBeVisible();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(toasts(page, /Already/)).toHaveCount(0);
  for (const team of TEAMS) await expect(groupRow(page, 'Teams', team)).toContainText('member');

  await page.goto('/children');
  for (const team of TEAMS) await expect(childRow(page, 'Mia Parent')).toContainText(team);

  // now nobody has anything left to join: both shown as already on it, and the code says so
  await page.goto('/join');
  await page.getByLabel('Join code').fill(clubCode);
  await expect(page.getByText('This code joins the club Valley FC and its teams.')).toBeVisible();
  for (const name of ['Me', 'Mia Parent']) {
    await expect(box(page, name)).not.toBeChecked();
    await expect(box(page, name)).toBeDisabled();
  }
  await expect(people(page).getByText('already on it')).toHaveCount(2);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(toast(page, 'Already in this club')).toBeVisible();
});

test('a player on one team by its code joins the rest with the club’s code; again: `Already in this club`', async ({
  page,
}) => {
  await newPerson(page, 'coach', 'Casey', 'Coach', false);
  await createClub(page, { name: 'Valley FC' });
  const clubCode = await shownJoinCode(page);
  await createTeam(page, { name: 'Valley Reds', club: 'Valley FC' });
  await createTeam(page, { name: 'Valley Blues', club: 'Valley FC' });
  const bluesCode = await shownJoinCode(page);

  await newPerson(page, 'player', 'Pat', 'Player');
  await enterCode(page, bluesCode);
  await expect(toast(page, 'Joined team')).toBeVisible();
  await expect(groupRow(page, 'Teams', 'Valley Reds')).toHaveCount(0);

  await enterCode(page, clubCode);
  await expect(toast(page, 'Joined club')).toBeVisible();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(groupRow(page, 'Teams', 'Valley Reds')).toContainText('member');
  await expect(groupRow(page, 'Teams', 'Valley Blues')).toContainText('member');

  await enterCode(page, clubCode);
  await expect(toast(page, 'Already in this club')).toBeVisible();
});
