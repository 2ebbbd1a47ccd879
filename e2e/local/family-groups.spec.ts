import { expect, type Locator, test } from '@playwright/test';
import { announcementsRegion } from '../support/announcements';
import { addChild, joinWith } from '../support/children';
import { createEvent, day, dayText, teamEvents, ZONE } from '../support/events';
import { createTeam, groupRow, newPerson, shownJoinCode } from '../support/groups';
import { toast } from '../support/users';

/**
 * The UX contract's "Team life, lived in": `my children's groups` (the dashboard, /manage and
 * /children of a parent who joined only their children), `dashboard order`, and the `team page`
 * (its section nav, its order, `Staff` and `Players`, every upcoming event reachable). Read on a
 * phone, where one column shows the order as the eye reads it.
 */
test.use({ timezoneId: ZONE, locale: 'en-GB' });
const PHONE = { width: 390, height: 844 };
// people register on this device (each a 600,000-round PBKDF2), and a 25-event series is saved
test.describe.configure({ timeout: 180_000 });

/** The top of each element, once each is on the page, in the order given. */
async function tops(locators: Locator[]): Promise<number[]> {
  const boxes = await Promise.all(locators.map((locator) => locator.boundingBox()));
  return boxes.map((box, index) => {
    if (!box) throw new Error(`element ${index} is on the page`);
    return box.y;
  });
}

/** Each number greater than the one before. */
function expectAscending(values: number[]) {
  for (let i = 1; i < values.length; i += 1)
    expect(values[i], `position ${i}`).toBeGreaterThan(values[i - 1] as number);
}

test("a parent who joined only their children finds the team on the dashboard, /manage and /children; the dashboard's order", async ({
  page,
}) => {
  await newPerson(page, 'coach', 'Casey', 'Coach', false);
  const teamId = await createTeam(page, { name: 'Falcons U10' });
  const code = await shownJoinCode(page);
  const news = announcementsRegion(page);
  await news.getByLabel('Message').fill('Kit: blue shirts\nBring water');
  await news.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, 'Announcement posted')).toBeVisible();

  await newPerson(page, 'parent', 'Robin', 'Park');
  await addChild(page, { first: 'Mia', last: 'Park', dob: '2016-04-04' });
  await addChild(page, { first: 'Leo', last: 'Park', dob: '2015-02-03' });
  await joinWith(page, code, { me: false, children: ['Leo Park', 'Mia Park'] });

  // `Joined team` lands on /manage, which shows the team: their first names, `Open`, no `Leave`
  await expect(page).toHaveURL(/\/manage$/);
  const row = groupRow(page, 'Teams', 'Falcons U10');
  await expect(row).toContainText('Leo, Mia');
  await expect(row.getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/teams/${teamId}`);
  await expect(row.getByRole('button', { name: 'Leave' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByText('You are not on a team yet', { exact: false })).toHaveCount(0);

  // the dashboard counts and lists it, with the children's names; the newest unread under `1 new`
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Dashboard' }).click();
  const teams = page.getByRole('region', { name: 'Teams', exact: true });
  await expect(teams.getByText('1 team', { exact: true })).toBeVisible();
  const line = teams.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Falcons U10' }) });
  await expect(line).toContainText('Leo, Mia');
  await expect(line.getByRole('link', { name: 'Falcons U10' })).toHaveAttribute('href', `/teams/${teamId}`);
  await expect(page.getByRole('region', { name: 'Clubs', exact: true }).getByText('0 clubs')).toBeVisible();
  await expect(announcementsRegion(page).getByText('1 new', { exact: true })).toBeVisible();
  await expect(announcementsRegion(page)).toContainText('Kit: blue shirts');
  await expect(announcementsRegion(page)).toContainText('Falcons U10');
  await expect(announcementsRegion(page)).not.toContainText('Bring water');

  // `Next up`, `Announcements`, then `Teams`, `Clubs`, `Family`, `Join codes`, `Account`
  const order = ['Next up', 'Announcements', 'Teams', 'Clubs', 'Family', 'Join codes', 'Account'];
  const headings = order.map((name) => page.getByRole('heading', { level: 2, name, exact: true }));
  for (const heading of headings) await expect(heading).toBeVisible();
  expectAscending(await tops(headings));

  // /children: each child's team is a link to its page
  await page.goto('/children');
  for (const child of ['Leo Park', 'Mia Park']) {
    const groups = page.getByRole('list', { name: `Clubs and teams of ${child}` });
    await expect(groups.getByRole('link', { name: 'Falcons U10' })).toHaveAttribute('href', `/teams/${teamId}`);
  }
  await page
    .getByRole('list', { name: 'Clubs and teams of Mia Park' })
    .getByRole('link', { name: 'Falcons U10' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Falcons U10');
});

test('the team page: a section nav to its parts in order, Staff and Players, the join code, and every upcoming event', async ({
  page,
}) => {
  await newPerson(page, 'coach', 'Casey', 'Coach', false);
  const teamId = await createTeam(page, { name: 'Swifts U12' });
  const code = await shownJoinCode(page);
  // a player: the coach's own child, joined with the code
  await addChild(page, { first: 'Pat', last: 'Coach', dob: '2013-06-01' });
  await joinWith(page, code, { me: false, children: ['Pat Coach'], alreadyOn: ['Me'] });
  // 45 upcoming trainings, a weekly series: none after the 30th could once be reached from here
  await createEvent(page, teamId, { title: 'Training', date: day(1), repeatUntil: day(1 + 44 * 7) }, 45);

  await page.setViewportSize(PHONE);
  await page.goto(`/teams/${teamId}`);
  const nav = page.getByRole('navigation', { name: 'Team sections' });
  await expect(nav.getByRole('link')).toHaveText(['Events', 'News', 'Squad', 'Settings']);

  // the regions, in order: Events, Announcements, Members, the details, Join code, one's place
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  const members = region('Members');
  const joinCode = region('Join code');
  const parts = [
    teamEvents(page),
    announcementsRegion(page),
    members,
    region('Edit details'),
    joinCode,
    region('Your place on the team'),
  ];
  for (const part of parts) await expect(part).toBeVisible();
  expectAscending(await tops(parts));

  // the squad: the coach (the owner) under Staff, the child under Players
  await expect(members.getByRole('heading', { level: 3 })).toHaveText(['Staff', 'Players']);
  await expect(members.getByRole('list', { name: 'Staff' }).getByRole('listitem')).toHaveText([/^Casey Coach/]);
  await expect(members.getByRole('list', { name: 'Players' }).getByRole('listitem')).toHaveText([/^Pat Coach/]);
  await expect(joinCode.getByText(code, { exact: true })).toBeVisible();
  await expect(joinCode.getByRole('button', { name: 'Copy' })).toBeVisible();

  // each link brings its part into view, from wherever the page is
  const jumps: [string, Locator][] = [
    ['Settings', region('Edit details').getByRole('heading', { name: 'Edit details' })],
    ['Events', teamEvents(page).getByRole('heading', { name: 'Events' })],
    ['Squad', members.getByRole('heading', { name: 'Members' })],
    ['News', announcementsRegion(page).getByRole('heading', { name: 'Announcements' })],
  ];
  for (const [link, heading] of jumps) {
    await expect(heading).not.toBeInViewport();
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(heading).toBeInViewport();
  }

  // the next 20, then `Show more` 20 more at a time, to the last; `Earlier events` stays
  const items = teamEvents(page).getByRole('listitem');
  await expect(items).toHaveCount(20);
  await teamEvents(page).getByRole('button', { name: 'Show more' }).click();
  await expect(items).toHaveCount(40);
  await teamEvents(page).getByRole('button', { name: 'Show more' }).click();
  await expect(items).toHaveCount(45);
  await expect(items.last()).toContainText(dayText(day(1 + 44 * 7)));
  await expect(teamEvents(page).getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expect(teamEvents(page).getByRole('link', { name: 'Earlier events' })).toBeVisible();
});
