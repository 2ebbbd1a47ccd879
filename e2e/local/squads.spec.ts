import { expect, test } from '@playwright/test';
import {
  confirm,
  createClub,
  createTeam,
  enterCode,
  groupRow,
  logout,
  memberRow,
  newPerson,
  shownJoinCode,
  switchTo,
} from '../support/groups';
import { seedPerson } from '../support/seed-people';
import { toast, uniqueEmail } from '../support/users';

// several people on this device (seeded: e2e/support/seed-people.ts), who sign out and in through the screens: more than one minute's work
test.describe.configure({ timeout: 150_000 });

test('squads: names and roles, a squad role the owner sets and a member reads, no owner controls for members, a removal', async ({
  page,
}) => {
  const coach = await newPerson(page, 'coach', 'Casey', 'Morgan', false);
  const clubId = await createClub(page, { name: 'Squad FC', location: 'Main ground' });
  const clubCode = await shownJoinCode(page);
  const teamId = await createTeam(page, { name: 'Squad U14', ageGroup: 'U14', club: 'Squad FC' });

  const player = await newPerson(page, 'player', 'Pat', 'Jones');
  await enterCode(page, clubCode);
  await expect(toast(page, 'Joined club')).toBeVisible();
  // the club's teams are joined right after: wait for them before signing out
  await expect(groupRow(page, 'Teams', 'Squad U14')).toBeVisible();
  // someone with no name yet
  await logout(page);
  await seedPerson(page, { email: uniqueEmail('anon') });
  await enterCode(page, clubCode);
  await expect(toast(page, 'Joined club')).toBeVisible();
  await expect(groupRow(page, 'Teams', 'Squad U14')).toBeVisible();

  await switchTo(page, coach);
  await page.goto(`/clubs/${clubId}`);
  const members = page.getByRole('region', { name: 'Members', exact: true });
  await expect(members.getByRole('heading', { name: 'Members' })).toBeVisible();
  await expect(members.getByRole('listitem')).toHaveCount(3);
  await expect(memberRow(page, 'Casey Morgan')).toContainText('owner');
  await expect(memberRow(page, 'Pat Jones')).toContainText('member');
  await expect(memberRow(page, 'Unnamed')).toContainText('member');
  // no Remove on the owner's own row; on everyone else's
  await expect(memberRow(page, 'Casey Morgan').getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expect(memberRow(page, 'Pat Jones').getByRole('button', { name: 'Remove' })).toBeVisible();

  const patRole = memberRow(page, 'Pat Jones').getByRole('combobox', { name: 'Squad role' });
  await expect(patRole.getByRole('option')).toHaveText(['—', 'Player', 'Coach', 'Staff']);
  await expect(patRole).toHaveValue('');
  await patRole.selectOption('Player');
  await memberRow(page, 'Casey Morgan').getByRole('combobox', { name: 'Squad role' }).selectOption('Coach');
  await expect(patRole).toHaveValue('Player');

  // the team created in the club got every club member (created before they joined: joining added them)
  await page.goto(`/teams/${teamId}`);
  await expect(page.getByRole('region', { name: 'Members', exact: true }).getByRole('listitem')).toHaveCount(3);

  await switchTo(page, player);
  await page.goto('/manage');
  const club = groupRow(page, 'Clubs', 'Squad FC');
  await expect(club.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(club.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(groupRow(page, 'Teams', 'Squad U14').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await club.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}$`));
  // read-only: the details, the code and Copy, the squad; no form, no Delete, no Remove
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Squad FC');
  await expect(page.getByText('Main ground')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  expect(await shownJoinCode(page)).toBe(clubCode);
  await expect(
    page.getByRole('region', { name: 'Join code', exact: true }).getByRole('button', { name: 'Copy' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Squad role' })).toHaveCount(0);
  await expect(memberRow(page, 'Pat Jones')).toContainText('Player');
  await expect(memberRow(page, 'Casey Morgan')).toContainText('Coach');
  await expect(memberRow(page, 'Unnamed')).toContainText('—');

  await page.goto(`/teams/${teamId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Squad U14');
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // the owner removes the unnamed member: from the club and from its teams
  await switchTo(page, coach);
  await page.goto(`/clubs/${clubId}`);
  await memberRow(page, 'Unnamed').getByRole('button', { name: 'Remove' }).click();
  await confirm(page, 'Remove');
  await expect(toast(page, 'Member removed')).toBeVisible();
  await expect(memberRow(page, 'Unnamed')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Members', exact: true }).getByRole('listitem')).toHaveCount(2);
  await page.goto(`/teams/${teamId}`);
  await expect(page.getByRole('region', { name: 'Members', exact: true }).getByRole('listitem')).toHaveCount(2);
  await expect(memberRow(page, 'Unnamed')).toHaveCount(0);
});
