import { expect, test } from '@playwright/test';
import { createClub, createTeam, groupRow, JOIN_CODE, memberRow, shownJoinCode } from '../support/groups';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { toast, uniqueEmail } from '../support/users';

// Firestore is not running in this project: a coach at a ground with no signal. Everything
// below is answered by the device's Firestore cache, and must survive a reload.
test('with no Firestore: a club and a team are created, edited, listed, searched, with their codes and squads, and survive a reload', async ({
  page,
  request,
}) => {
  await registerVerifiedOnFirebase(page, request, uniqueEmail('coach'));

  const clubId = await createClub(page, { name: 'Offline FC', location: 'Far Field' });
  // the edit page at once, not after the server
  await expect(page.getByLabel('Name')).toHaveValue('Offline FC');
  const clubCode = await shownJoinCode(page);
  await expect(page.getByText('Waiting to sync').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Members', exact: true }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Members', exact: true }).getByRole('listitem')).toContainText('owner');
  await page.getByLabel('Notes').fill('Bring cones');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();

  const teamId = await createTeam(page, { name: 'Offline U11', ageGroup: 'U11', club: 'Offline FC' });
  const teamCode = await shownJoinCode(page);
  expect(teamCode).toMatch(JOIN_CODE);
  await expect(page.getByLabel('Club')).toHaveValue(clubId);

  await page.goto('/manage');
  await expect(groupRow(page, 'Clubs', 'Offline FC')).toContainText('owner');
  await expect(groupRow(page, 'Clubs', 'Offline FC')).toContainText('Waiting to sync');
  await expect(groupRow(page, 'Teams', 'Offline U11')).toBeVisible();
  await page.getByLabel('Search').fill('far field');
  await expect(groupRow(page, 'Clubs', 'Offline FC')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teams', exact: true }).getByRole('listitem')).toHaveCount(0);
  await page.getByLabel('Search').fill('u11');
  await expect(page.getByRole('region', { name: 'Clubs', exact: true }).getByRole('listitem')).toHaveCount(0);
  await expect(groupRow(page, 'Teams', 'Offline U11')).toBeVisible();

  await page.reload();
  await expect(groupRow(page, 'Clubs', 'Offline FC')).toBeVisible();
  await expect(groupRow(page, 'Teams', 'Offline U11')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Clubs', exact: true })).toContainText('1 club');
  await expect(page.getByRole('region', { name: 'Teams', exact: true })).toContainText('1 team');

  await page.goto(`/clubs/${clubId}`);
  await expect(page.getByLabel('Notes')).toHaveValue('Bring cones');
  expect(await shownJoinCode(page)).toBe(clubCode);
  await expect(page.getByText('Join code reservation missing')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Members', exact: true }).getByRole('listitem')).toHaveCount(1);
  await page.goto(`/teams/${teamId}`);
  await expect(page.getByLabel('Age group')).toHaveValue('U11');
  expect(await shownJoinCode(page)).toBe(teamCode);
  await expect(memberRow(page, 'Unnamed')).toContainText('owner');
});
