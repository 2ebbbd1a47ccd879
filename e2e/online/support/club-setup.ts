import { expect, type Page } from '@playwright/test';
import { addChild } from '../../support/children';
import { createEvent, type EventFields } from '../../support/events';
import { createClub, shownJoinCode } from '../../support/groups';
import { toast } from '../../support/users';
import { newPerson } from './accounts';
import { listDocuments, type StoredDocument } from './emulators';

export interface Club {
  id: string;
  code: string;
  teams: { id: string; name: string; code: string }[];
}

/**
 * A signed-up coach's club with `teamCount` teams in it, each team's code read off its page, all
 * on the server: the club page lists the teams with nothing `Waiting to sync`, as a coach who
 * shares a code waits for (another phone joining sooner would be told the code is unknown).
 */
export async function coachWithClub(page: Page, club: string, teamCount: number): Promise<Club> {
  await newPerson(page, 'coach', 'Cora', 'Coach');
  const id = await createClub(page, { name: club });
  const code = await shownJoinCode(page);
  const teams: Club['teams'] = [];
  for (let n = 1; n <= teamCount; n++) teams.push(await addTeamFromClubPage(page, club, `Under ${7 + n}s`));
  const listed = page.getByRole('region', { name: 'Teams', exact: true });
  for (const team of teams) await expect(listed.getByRole('link', { name: team.name })).toBeVisible();
  await synced(page);
  return { id, code, teams };
}

/** This device's writes on the server, as its page shows: no `Waiting to sync` left. */
export async function synced(page: Page) {
  await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * An event made through the form and on the server (its page no longer says `Waiting to sync`):
 * another phone opening its link sooner is told `Event not found` by the server, as it should be.
 */
export async function createSyncedEvent(page: Page, teamId: string, fields: EventFields): Promise<string> {
  const id = await createEvent(page, teamId, fields);
  await synced(page);
  return id;
}

/**
 * On the open club page: `+ Team` (the form starts with this club chosen), `Save`, the code read
 * off the new team's page, then back to the club page as a user goes back: no page loads between.
 */
async function addTeamFromClubPage(page: Page, club: string, name: string) {
  const clubPage = page.url();
  await page.getByRole('link', { name: '+ Team' }).click();
  // the club page's own `Club` goes only once the form is there
  await expect(page.getByRole('heading', { level: 1, name: 'New team' })).toBeVisible();
  await expect(page.getByLabel('Club')).toHaveValue(new URL(clubPage).pathname.split('/').at(-1) as string);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Team created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const team = { id: page.url().split('/').at(-1) as string, name, code: await shownJoinCode(page) };
  while (page.url() !== clubPage) await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: club })).toBeVisible();
  return team;
}

/** A signed-up parent with named children, on this device: ends on /children. */
export async function parentWithChildren(page: Page, children: { first: string; last: string }[]) {
  const email = await newPerson(page, 'parent', 'Pat', 'Parent');
  for (const child of children) await addChild(page, { ...child, dob: '2015-03-04' });
  return email;
}

/** On /join: types the code and joins the people named (a child by first and last name; `Me` for the signed-in person). */
export async function joinAs(page: Page, code: string, who: string[], joined: 'Joined club' | 'Joined team') {
  await page.goto('/join');
  await page.getByLabel('Join code').fill(code);
  // a Parent with children chooses who joins (`Me` starts ticked, children unticked); anyone else joins alone
  if (who.some((name) => name !== 'Me')) {
    const group = page.getByRole('group', { name: 'Who joins' });
    if (!who.includes('Me')) await group.getByRole('checkbox', { name: 'Me', exact: true }).uncheck();
    for (const name of who) await group.getByRole('checkbox', { name, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  // a club code joins everyone ticked to the club and each of its teams, in several batches: the user waits for it
  await expect(toast(page, joined)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/manage$/);
}

/** The person ids of a parent (by address) and their children (by first name), read from the server. */
export async function familyIds(parentEmail: string): Promise<Record<string, string>> {
  const users = await listDocuments('users');
  const parent = users.find((user) => user.email === parentEmail) as StoredDocument;
  const ids: Record<string, string> = { Me: parent.id };
  for (const child of users.filter((user) => user.linkedParentId === parent.id))
    ids[child.firstName as string] = child.id;
  return ids;
}

/** `{group id}/{person id}` for each stored membership of the collection naming one of these people. */
export async function membershipsOf(
  collection: 'clubMemberships' | 'teamMemberships',
  people: string[],
): Promise<string[]> {
  const key = collection === 'clubMemberships' ? 'clubId' : 'teamId';
  return (await listDocuments(collection))
    .filter((each) => people.includes(each.userId as string))
    .map((each) => `${each[key]}/${each.userId}`)
    .sort();
}
