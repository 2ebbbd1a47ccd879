import { expect, test } from '@playwright/test';
import {
  createClub,
  createTeam,
  enterCode,
  groupRow,
  memberRow,
  newPerson,
  shownJoinCode,
  switchTo,
} from '../support/groups';
import { putDoc } from '../support/local-db';
import { toast } from '../support/users';

// several people on this device (seeded: e2e/support/seed-people.ts), who sign out and in through the screens: more than one minute's work
test.describe.configure({ timeout: 150_000 });

/** "ABCDEFGHJK" as someone types it from a shout across the pitch: " abcde fghjk ". */
const typedLoosely = (code: string) => ` ${code.slice(0, 5).toLowerCase()} ${code.slice(5).toLowerCase()} `;

test.describe('join codes', () => {
  test("a player joins a club with its code typed loosely, lands on /manage in the club and all its teams, and can't join twice", async ({
    page,
  }) => {
    await newPerson(page, 'coach', 'Casey', 'Coach', false);
    await createClub(page, { name: 'Hilltop FC', location: 'Hilltop' });
    await createTeam(page, { name: 'Hilltop U10', ageGroup: 'U10', club: 'Hilltop FC' });
    await createTeam(page, { name: 'Hilltop U12', ageGroup: 'U12', club: 'Hilltop FC' });
    await page.goto('/manage');
    await groupRow(page, 'Clubs', 'Hilltop FC').getByRole('link', { name: 'Edit' }).click();
    const clubCode = await shownJoinCode(page);

    await newPerson(page, 'player', 'Pat', 'Player');
    await enterCode(page, typedLoosely(clubCode));
    await expect(toast(page, 'Joined club')).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);
    const club = groupRow(page, 'Clubs', 'Hilltop FC');
    await expect(club).toContainText('member');
    await expect(club.getByRole('link', { name: 'Open' })).toBeVisible();
    await expect(groupRow(page, 'Teams', 'Hilltop U10')).toContainText('member');
    await expect(groupRow(page, 'Teams', 'Hilltop U12')).toContainText('member');

    await enterCode(page, clubCode);
    await expect(toast(page, 'Already in this club')).toBeVisible();
    await expect(page).toHaveURL(/\/join$/);
    await expect(page.getByLabel('Join code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Join code')).toBeFocused();

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Clubs', exact: true })).toContainText('1 club');
    await expect(page.getByRole('region', { name: 'Teams', exact: true })).toContainText('2 teams');
  });

  test("a team's code joins the team and its club, not the club's other teams", async ({ page }) => {
    const coach = await newPerson(page, 'coach', 'Casey', 'Coach', false);
    await createClub(page, { name: 'Valley FC' });
    await createTeam(page, { name: 'Valley Reds', club: 'Valley FC' });
    const redsCode = await shownJoinCode(page);
    await createTeam(page, { name: 'Valley Blues', club: 'Valley FC' });
    await createTeam(page, { name: 'Clubless Kids' });
    const clublessCode = await shownJoinCode(page);

    await newPerson(page, 'parent', 'Robin', 'Parent');
    await enterCode(page, redsCode.toLowerCase());
    await expect(toast(page, 'Joined team')).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);
    await expect(groupRow(page, 'Clubs', 'Valley FC')).toContainText('member');
    await expect(groupRow(page, 'Teams', 'Valley Reds')).toContainText('member');
    await expect(groupRow(page, 'Teams', 'Valley Blues')).toHaveCount(0);

    await enterCode(page, redsCode);
    await expect(toast(page, 'Already on this team')).toBeVisible();

    await enterCode(page, clublessCode);
    await expect(toast(page, 'Joined team')).toBeVisible();
    await expect(groupRow(page, 'Teams', 'Clubless Kids')).toContainText('member');

    // the coach sees the new member in the squad
    await switchTo(page, coach);
    await page.goto('/manage');
    await groupRow(page, 'Teams', 'Valley Reds').getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('region', { name: 'Members', exact: true }).getByRole('listitem')).toHaveCount(2);
    await expect(memberRow(page, 'Casey Coach')).toContainText('owner');
    await expect(memberRow(page, 'Robin Parent')).toContainText('member');
  });

  test('empty, unknown and not yet bound codes get the spec texts, at the field', async ({ page }) => {
    await newPerson(page, 'player', 'Pat', 'Player', false);
    await page.goto('/join');
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(toast(page, 'Enter a code')).toBeVisible();
    await expect(page.getByLabel('Join code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Join' })).toBeEnabled();

    await enterCode(page, 'ZZZZ ZZZZ ZZ');
    await expect(toast(page, 'Invalid code')).toBeVisible();
    await expect(page).toHaveURL(/\/join$/);

    // older data: a code reserved but never bound to a club or team
    await putDoc(page, 'joinCodes', 'ABCDEFGHJK', { reservedAt: new Date().toISOString() });
    await enterCode(page, 'abcdefghjk');
    await expect(toast(page, 'Code not active yet')).toBeVisible();
    await expect(page.getByLabel('Join code')).toHaveAttribute('aria-invalid', 'true');
  });
});
