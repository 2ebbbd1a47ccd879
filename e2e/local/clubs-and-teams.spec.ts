import { expect, test } from '@playwright/test';
import { createClub, createTeam, groupRow, JOIN_CODE, memberRow, shownJoinCode } from '../support/groups';
import { seedPerson } from '../support/seed-people';
import { toast, uniqueEmail } from '../support/users';

test.describe('clubs and teams', () => {
  test('a coach creates a club and a team in it, edits them, copies the code, and finds both on /manage', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedPerson(page, { email: uniqueEmail('coach'), first: 'Casey', last: 'Coach' });
    await expect(page.getByRole('region', { name: 'Clubs', exact: true })).toContainText('0 clubs');

    // the form's own messages, at the field
    await page.getByRole('region', { name: 'Clubs', exact: true }).getByRole('link', { name: '+ Club' }).click();
    await expect(page).toHaveURL(/\/clubs\/new$/);
    await expect(page.getByLabel('Notes')).toHaveAttribute('rows', '4');
    await page.getByLabel('Name').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Club name is required')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name')).toBeFocused();

    const clubId = await createClub(page, {
      name: '  Riverside FC ',
      location: 'Riverside Park ',
      notes: 'Training on Tuesdays',
    });
    // the edit page at once, with what was stored: trimmed
    await expect(page.getByLabel('Name')).toHaveValue('Riverside FC');
    await expect(page.getByLabel('Location')).toHaveValue('Riverside Park');
    await expect(page.getByLabel('Notes')).toHaveValue('Training on Tuesdays');
    await expect(memberRow(page, 'Casey Coach')).toContainText('owner');
    const clubCode = await shownJoinCode(page);

    await page.getByRole('region', { name: 'Join code', exact: true }).getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page, 'Join code copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clubCode);

    await page.getByLabel('Location').fill('North Meadow');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}$`));
    await page.reload();
    await expect(page.getByLabel('Location')).toHaveValue('North Meadow');

    await page.goto('/teams/new');
    await expect(page.getByLabel('Notes')).toHaveAttribute('rows', '4');
    await expect(page.getByLabel('Club').getByRole('option')).toHaveText(['No club', 'Riverside FC']);
    await expect(page.getByLabel('Club')).toHaveValue('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Team name is required')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();

    const teamId = await createTeam(page, { name: 'Under 12s', ageGroup: 'U12', club: 'Riverside FC' });
    await expect(page.getByLabel('Club')).toHaveValue(clubId);
    await expect(page.getByLabel('Age group')).toHaveValue('U12');
    const teamCode = await shownJoinCode(page);
    expect(teamCode).toMatch(JOIN_CODE);
    expect(teamCode).not.toBe(clubCode);
    await expect(memberRow(page, 'Casey Coach')).toContainText('owner');
    await page.getByLabel('Notes').fill('Pitch 3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/teams/${teamId}$`));

    await page.goto('/manage');
    const club = groupRow(page, 'Clubs', 'Riverside FC');
    const team = groupRow(page, 'Teams', 'Under 12s');
    await expect(club).toContainText('owner');
    await expect(club.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/clubs/${clubId}`);
    await expect(club.getByRole('button', { name: 'Leave' })).toBeVisible();
    await expect(club.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(team.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/teams/${teamId}`);

    // one search over both lists: name, location, notes, age group, club name; any letter case
    const search = page.getByLabel('Search');
    const shown = async (clubs: number, teams: number) => {
      await expect(page.getByRole('region', { name: 'Clubs', exact: true }).getByRole('listitem')).toHaveCount(clubs);
      await expect(page.getByRole('region', { name: 'Teams', exact: true }).getByRole('listitem')).toHaveCount(teams);
    };
    await search.fill('MEADOW');
    await shown(1, 0);
    await expect(page.getByText('No teams match your search.')).toBeVisible();
    await search.fill('u12');
    await shown(0, 1);
    await search.fill('pitch 3');
    await shown(0, 1);
    await search.fill('tuesdays');
    await shown(1, 0);
    await search.fill('riverside');
    await shown(1, 1); // the team by its club's name
    await search.fill('');
    await shown(1, 1);

    await page.goto('/dashboard/manage');
    await expect(groupRow(page, 'Clubs', 'Riverside FC')).toBeVisible();
    await expect(groupRow(page, 'Teams', 'Under 12s')).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Clubs', exact: true })).toContainText('1 club');
    await expect(page.getByRole('region', { name: 'Teams', exact: true })).toContainText('1 team');
  });

  test('lists are sorted by name, clubs before teams, with empty states that lead on', async ({ page }) => {
    await seedPerson(page, { email: uniqueEmail('coach') });
    await page.goto('/manage');
    const clubs = page.getByRole('region', { name: 'Clubs', exact: true });
    const teams = page.getByRole('region', { name: 'Teams', exact: true });
    await expect(clubs.getByRole('link', { name: '+ Club' })).toHaveAttribute('href', '/clubs/new');
    await expect(clubs.getByRole('link', { name: 'Enter Code' })).toHaveAttribute('href', '/join');
    await expect(teams.getByRole('link', { name: '+ Team' })).toHaveAttribute('href', '/teams/new');
    await expect(teams.getByRole('link', { name: 'Enter Code' })).toHaveAttribute('href', '/join');

    await createClub(page, { name: 'zebra Club' });
    await createClub(page, { name: 'Alpha Club' });
    await createClub(page, { name: 'mid Club' });
    await createTeam(page, { name: 'Bravo Team' });
    await createTeam(page, { name: 'alpha Team' });
    await page.goto('/manage');
    await expect(clubs.getByRole('listitem')).toHaveCount(3);
    // each row starts with its name
    await expect(clubs.getByRole('listitem')).toHaveText([/^Alpha Club/, /^mid Club/, /^zebra Club/]);
    await expect(teams.getByRole('listitem')).toHaveText([/^alpha Team/, /^Bravo Team/]);
    // the Clubs list comes first on the page
    const clubsTop = (await clubs.boundingBox())?.y ?? 0;
    const teamsTop = (await teams.boundingBox())?.y ?? 0;
    expect(clubsTop).toBeLessThan(teamsTop);

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Clubs', exact: true })).toContainText('3 clubs');
    await expect(page.getByRole('region', { name: 'Teams', exact: true })).toContainText('2 teams');
  });

  test('a page for a club or team that does not exist says so and goes to /dashboard/manage', async ({ page }) => {
    await seedPerson(page, { email: uniqueEmail('coach') });
    await page.goto('/clubs/no-such-club');
    await expect(toast(page, 'Club not found')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/manage$/);
    await page.goto('/teams/no-such-team');
    await expect(toast(page, 'Team not found')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/manage$/);
  });

  test('a copy the browser refuses says Copy failed', async ({ page }) => {
    await seedPerson(page, { email: uniqueEmail('coach') });
    await createClub(page, { name: 'Copy Club' });
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await page.getByRole('region', { name: 'Join code', exact: true }).getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page, 'Copy failed')).toBeVisible();
  });
});
