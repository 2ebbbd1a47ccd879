import { expect, type Page, test } from '@playwright/test';
import {
  confirm,
  createClub,
  createTeam,
  enterCode,
  groupRow,
  newPerson,
  shownJoinCode,
  switchTo,
} from '../support/groups';
import { toast } from '../support/users';

// several people on this device (seeded: e2e/support/seed-people.ts), who sign out and in through the screens: more than one minute's work
test.describe.configure({ timeout: 150_000 });

const onlyMember = "You can't leave. You are the only member.";
const onlyClubMember = "You can't leave. You are the only club member.";
const clubWithTeams = 'Cannot delete club with teams. Delete teams first.';

async function leave(page: Page, section: 'Clubs' | 'Teams', name: string) {
  await groupRow(page, section, name).getByRole('button', { name: 'Leave' }).click();
  await confirm(page, 'Leave');
}

async function remove(page: Page, section: 'Clubs' | 'Teams', name: string) {
  await groupRow(page, section, name).getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Delete');
}

test.describe('leaving and deleting', () => {
  test('a sole member cannot leave; a club with teams cannot be deleted; every answer stays on /manage', async ({
    page,
  }) => {
    await newPerson(page, 'coach', 'Casey', 'Coach', false);
    await createClub(page, { name: 'Lonely FC' });
    await createTeam(page, { name: 'Lonely Team' });
    await createClub(page, { name: 'Parent FC' });
    await createTeam(page, { name: 'Parent FC U9', club: 'Parent FC' });
    await page.goto('/manage');

    await leave(page, 'Clubs', 'Lonely FC');
    await expect(toast(page, onlyClubMember)).toBeVisible();
    await leave(page, 'Teams', 'Lonely Team');
    await expect(toast(page, onlyMember)).toBeVisible();

    // asked first: Cancel keeps everything
    await groupRow(page, 'Teams', 'Lonely Team').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(groupRow(page, 'Teams', 'Lonely Team')).toBeVisible();

    // the device knows the club has a team (the user is on it): said at once, without asking
    await groupRow(page, 'Clubs', 'Parent FC').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, clubWithTeams)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(groupRow(page, 'Clubs', 'Parent FC')).toBeVisible();

    await remove(page, 'Teams', 'Parent FC U9');
    await expect(toast(page, 'Team removed')).toBeVisible();
    await expect(groupRow(page, 'Teams', 'Parent FC U9')).toHaveCount(0);
    await remove(page, 'Clubs', 'Parent FC');
    await expect(toast(page, 'Club removed')).toBeVisible();
    await expect(groupRow(page, 'Clubs', 'Parent FC')).toHaveCount(0);
    await expect(page).toHaveURL(/\/manage$/);

    // from the edit page: asked, then /manage
    await groupRow(page, 'Teams', 'Lonely Team').getByRole('link', { name: 'Edit' }).click();
    // the overview's own Delete buttons stay until the edit page replaces it
    await expect(page).toHaveURL(/\/teams\/[^/]+$/);
    await expect(page.getByLabel('Name')).toHaveValue('Lonely Team');
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete');
    await expect(toast(page, 'Team removed')).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);
    await expect(groupRow(page, 'Teams', 'Lonely Team')).toHaveCount(0);
    await expect(toast(page, 'Team not found')).toHaveCount(0);
  });

  test('leaving with others: the club leave rules, leaving a club leaves its teams, ownership passes on', async ({
    page,
  }) => {
    const coach = await newPerson(page, 'coach', 'Casey', 'Coach', false);
    await createClub(page, { name: 'Harbour FC' });
    const clubCode = await shownJoinCode(page);
    await createTeam(page, { name: 'Harbour Juniors', club: 'Harbour FC' });
    await createTeam(page, { name: 'Harbour Seniors', club: 'Harbour FC' });
    await createTeam(page, { name: 'Five-a-side' });
    const fiveCode = await shownJoinCode(page);

    const player = await newPerson(page, 'player', 'Pat', 'Player');
    await enterCode(page, clubCode);
    await expect(toast(page, 'Joined club')).toBeVisible();
    // the club's teams are joined right after the club: wait for them
    await expect(groupRow(page, 'Teams', 'Harbour Seniors')).toBeVisible();
    await expect(groupRow(page, 'Teams', 'Harbour Juniors')).toBeVisible();
    await enterCode(page, fiveCode);
    await expect(toast(page, 'Joined team')).toBeVisible();
    await leave(page, 'Teams', 'Harbour Juniors');
    await expect(toast(page, 'Left team')).toBeVisible();
    await expect(groupRow(page, 'Teams', 'Harbour Juniors')).toHaveCount(0);
    await expect(groupRow(page, 'Clubs', 'Harbour FC')).toBeVisible();

    // the coach is now the only member of Harbour Juniors
    await switchTo(page, coach);
    await page.goto('/manage');
    await leave(page, 'Clubs', 'Harbour FC');
    await expect(toast(page, 'You are the only member on: Harbour Juniors. Invite someone first.')).toBeVisible();
    await leave(page, 'Teams', 'Harbour Juniors');
    await expect(toast(page, onlyMember)).toBeVisible();
    // an owner who leaves while others remain hands the team to the member who joined first
    await leave(page, 'Teams', 'Five-a-side');
    await expect(toast(page, 'Left team')).toBeVisible();
    await expect(groupRow(page, 'Teams', 'Five-a-side')).toHaveCount(0);

    await switchTo(page, player);
    await page.goto('/manage');
    const five = groupRow(page, 'Teams', 'Five-a-side');
    await expect(five).toContainText('owner');
    await expect(five.getByRole('link', { name: 'Edit' })).toBeVisible();

    // leaving the club from its page (read-only for a member) leaves its teams too
    await groupRow(page, 'Clubs', 'Harbour FC').getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/clubs\/[^/]+$/);
    await expect(page.getByRole('region', { name: 'Members', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Leave' }).click();
    await confirm(page, 'Leave');
    await expect(toast(page, 'Left club')).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);
    await expect(groupRow(page, 'Clubs', 'Harbour FC')).toHaveCount(0);
    await expect(groupRow(page, 'Teams', 'Harbour Seniors')).toHaveCount(0);
    await expect(groupRow(page, 'Teams', 'Five-a-side')).toBeVisible();
    await expect(toast(page, 'Club not found')).toHaveCount(0);
  });
});
