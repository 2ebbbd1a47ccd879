import type { Page } from '@playwright/test';
import { announcementsRegion } from '../support/announcements';
import { confirm, groupRow, memberRow, shownJoinCode } from '../support/groups';
import { toast } from '../support/users';
import { newPerson } from './support/accounts';
import { coachWithClub, joinAs, synced } from './support/club-setup';
import { crossDevice } from './support/cross-device';
import { expect, test } from './support/online-test';

/*
 * The UX contract's "access gone while a page is open": a team or club deleted, or the member
 * taken off it, on the coach's desktop while the member's phone shows its page. The phone says
 * `Team not found` / `Club not found` once, goes to the manage overview, whose lists drop it, and
 * says nothing else (every other failure toast, console error or refused write fails the spec:
 * online-test.ts). A member taken off a team stays in its club, whose members may still read the
 * team: the page learns from its squad being refused (useAccessGone). The event page's case is in
 * delete-team.spec.ts.
 */

/** The manage overview the phone lands on (`/dashboard/manage`, as the spec says). */
async function onManageOverview(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage clubs and teams' })).toBeVisible();
}

/** A coach with a club and one team, both on the server. */
async function coachWithTeam(page: Page) {
  const club = await coachWithClub(page, 'Riverside FC', 1);
  return club.teams[0] as (typeof club.teams)[number];
}

/** The member's phone shows the team's page, squad and announcements read. */
async function openTeamPage(page: Page, team: { id: string; name: string }) {
  await page.goto(`/teams/${team.id}`);
  await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
  await expect(memberRow(page, 'Mel Member')).toBeVisible();
  await expect(announcementsRegion(page)).toBeVisible();
}

test('a team deleted on the coach’s desktop: the member’s open team page says Team not found, lists drop it', async ({
  device,
  watch,
}) => {
  test.setTimeout(120_000);
  const coach = await device('coach', 'desktop');
  const team = await coachWithTeam(coach.page);
  const member = await device('member', 'phone');
  await newPerson(member.page, 'member', 'Mel', 'Member');
  await joinAs(member.page, team.code, ['Me'], 'Joined team');
  await expect(groupRow(member.page, 'Teams', team.name)).toBeVisible();

  await openTeamPage(member.page, team);
  await coach.page.goto(`/teams/${team.id}`);
  await expect(memberRow(coach.page, 'Mel Member')).toBeVisible();

  watch.expectFailureToast(/^member: failure toast "Team not found"$/);
  await coach.page
    .getByRole('region', { name: 'Your place on the team' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await crossDevice(
    'team deleted → Team not found',
    () => confirm(coach.page, 'Delete'),
    toast(member.page, 'Team not found'),
  );
  await expect(toast(coach.page, 'Team removed')).toBeVisible();
  await onManageOverview(member.page);
  // the overview keeps the club (joined with the team), drops the team
  await expect(groupRow(member.page, 'Clubs', 'Riverside FC')).toBeVisible();
  await expect(groupRow(member.page, 'Teams', team.name)).toHaveCount(0);
  await expect(member.page.getByText('You are not on a team yet.', { exact: false })).toBeVisible();

  // the dashboard lists no such team, without a word
  await member.page.getByRole('link', { name: 'Pitchside' }).click();
  await expect(member.page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Mel Member');
  await expect(member.page.getByRole('list', { name: 'Your clubs' }).getByRole('link')).toHaveText(['Riverside FC']);
  await expect(member.page.getByText('Set up a team, share its join code and keep the squad current.')).toBeVisible();
  await expect(member.page.getByRole('link', { name: team.name, exact: true })).toHaveCount(0);
});

test('a member taken off the squad on the coach’s desktop: their open team page says Team not found, nothing else', async ({
  device,
  watch,
}) => {
  test.setTimeout(120_000);
  const coach = await device('coach', 'desktop');
  const team = await coachWithTeam(coach.page);
  const member = await device('member', 'phone');
  await newPerson(member.page, 'member', 'Mel', 'Member');
  await joinAs(member.page, team.code, ['Me'], 'Joined team');
  await expect(groupRow(member.page, 'Teams', team.name)).toBeVisible();

  await openTeamPage(member.page, team);
  await coach.page.goto(`/teams/${team.id}`);

  watch.expectFailureToast(/^member: failure toast "Team not found"$/);
  await memberRow(coach.page, 'Mel Member').getByRole('button', { name: 'Remove' }).click();
  await crossDevice(
    'member removed → Team not found',
    () => confirm(coach.page, 'Remove'),
    toast(member.page, 'Team not found'),
  );
  await expect(toast(coach.page, 'Member removed')).toBeVisible();
  await expect(memberRow(coach.page, 'Mel Member')).toHaveCount(0);
  await onManageOverview(member.page);
  await expect(groupRow(member.page, 'Clubs', 'Riverside FC')).toBeVisible();
  await expect(groupRow(member.page, 'Teams', team.name)).toHaveCount(0);
});

test('a club deleted by its owner: a member’s open club page says Club not found, the overview drops it', async ({
  device,
  watch,
}) => {
  test.setTimeout(120_000);
  const owner = await device('owner', 'desktop');
  await newPerson(owner.page, 'owner', 'Cora', 'Coach');
  await owner.page.goto('/clubs/new');
  await owner.page.getByLabel('Name').fill('Hillside FC');
  await owner.page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(owner.page, 'Club created')).toBeVisible();
  await expect(owner.page.getByRole('heading', { level: 1, name: 'Hillside FC' })).toBeVisible();
  const clubId = owner.page.url().split('/').at(-1) as string;
  const code = await shownJoinCode(owner.page);
  await synced(owner.page);

  const member = await device('member', 'phone');
  await newPerson(member.page, 'member', 'Mel', 'Member');
  await joinAs(member.page, code, ['Me'], 'Joined club');
  await expect(groupRow(member.page, 'Clubs', 'Hillside FC')).toBeVisible();
  await member.page.goto(`/clubs/${clubId}`);
  await expect(member.page.getByRole('heading', { level: 1, name: 'Hillside FC' })).toBeVisible();
  await expect(memberRow(member.page, 'Cora Coach')).toBeVisible();
  await expect(memberRow(owner.page, 'Mel Member')).toBeVisible();

  watch.expectFailureToast(/^member: failure toast "Club not found"$/);
  await owner.page
    .getByRole('region', { name: 'Your place in the club' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await crossDevice(
    'club deleted → Club not found',
    () => confirm(owner.page, 'Delete'),
    toast(member.page, 'Club not found'),
  );
  await expect(toast(owner.page, 'Club removed')).toBeVisible();
  await onManageOverview(member.page);
  await expect(groupRow(member.page, 'Clubs', 'Hillside FC')).toHaveCount(0);
  await expect(member.page.getByText('You are not in a club yet.', { exact: false })).toBeVisible();
});
