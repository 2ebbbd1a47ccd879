import { enterCode, shownJoinCode } from '../support/groups';
import { toast } from '../support/users';
import { newPerson } from './support/accounts';
import { coachWithClub, joinAs, synced } from './support/club-setup';
import { readDocument } from './support/emulators';
import { expect, test } from './support/online-test';

test('New code: on the server the old code answers Invalid code, the new one joins, a member stays', async ({
  device,
  watch,
}) => {
  const coach = await device('coach', 'desktop');
  const club = await coachWithClub(coach.page, 'Riverside FC', 1);
  const team = club.teams[0] as (typeof club.teams)[number];
  const member = await device('member', 'phone');
  await newPerson(member.page, 'player', 'Mo', 'Member');
  await joinAs(member.page, team.code, ['Me'], 'Joined team');

  await coach.page.goto(`/teams/${team.id}`);
  const region = coach.page.getByRole('region', { name: 'Join code', exact: true });
  await region.getByRole('button', { name: 'New code' }).click();
  await coach.page.getByRole('alertdialog').getByRole('button', { name: 'New code' }).click();
  await expect(toast(coach.page, 'New join code')).toBeVisible();
  await expect(region.getByText(team.code, { exact: true })).toHaveCount(0);
  const newCode = await shownJoinCode(coach.page);
  expect(newCode).not.toBe(team.code);
  await synced(coach.page);
  // the old entry stays on the server, retired: nobody else can take the leaked code
  await expect.poll(() => readDocument(`joinCodes/${team.code}`)).toMatchObject({ teamId: team.id, retired: true });
  expect(await readDocument(`joinCodes/${newCode}`)).toMatchObject({ teamId: team.id, clubId: club.id });

  const newcomer = await device('newcomer', 'phone');
  await newPerson(newcomer.page, 'parent', 'Nia', 'Newcomer');
  watch.expectFailureToast(/"Invalid code"/);
  await enterCode(newcomer.page, team.code);
  await expect(toast(newcomer.page, 'Invalid code')).toBeVisible();
  await joinAs(newcomer.page, newCode, ['Me'], 'Joined team');

  // who joined with the old code is still on the team, and sees the new code
  await member.page.goto(`/teams/${team.id}`);
  await expect(member.page.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
  const shown = member.page.getByRole('region', { name: 'Join code', exact: true });
  await expect(shown.getByText(newCode, { exact: true })).toBeVisible();
  await expect(shown.getByRole('button', { name: 'New code' })).toHaveCount(0);
});
