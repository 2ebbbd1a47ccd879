import { expect, type Locator, type Page, test } from '@playwright/test';
import { joinChildOnly, postAnnouncement } from '../support/announcements';
import { addChild, childRow } from '../support/children';
import { answer, answerGroup, createEvent, day, ZONE } from '../support/events';
import { createClub, createTeam, shownJoinCode } from '../support/groups';
import { registerVerified } from '../support/local-mailbox';
import { unbroken } from '../support/long-text';
import { checkWidths } from '../support/narrow-screens';
import { toast } from '../support/users';

/**
 * UX-CONTRACT "Team life, lived in", `narrow screens` and `limits in forms` (docs/product.md
 * "Narrow screens"): at 320 and 390 px wide no route scrolls sideways, with long unbroken text
 * (no space, no hyphen: nothing to break at) in every field a route shows, each as long as its
 * limit allows or long enough to be many screens wide. The data is seeded once through the UI;
 * each route is then opened, waited for by the seeded text it shows, and measured at both widths.
 * Selectors are labels, headings and the seeded texts, so the check survives a restyle.
 */
test.use({ timezoneId: ZONE, locale: 'en-GB', viewport: { width: 320, height: 720 } });
// one account, ~25 routes opened at two widths
test.describe.configure({ timeout: 240_000 });

const FIRST = unbroken('Firstname', 100);
const LAST = unbroken('Lastname', 100);
const EMAIL = `${unbroken('mailbox', 60).toLowerCase()}@${unbroken('domain', 60).toLowerCase()}.example.com`;
const CLUB = unbroken('Clubname', 100);
const CLUB_LOCATION = unbroken('Clublocation', 200);
const TEAM = unbroken('Teamname', 100);
const AGE_GROUP = unbroken('Agegroup', 100);
const NOTES = `${unbroken('Notes', 600)} https://example.com/${unbroken('urlpath', 300)}`;
const CLUB_MESSAGE = `${unbroken('Clubmessage', 600)} https://example.com/${unbroken('clubpath', 300)}`;
const TEAM_MESSAGE = `${unbroken('Teammessage', 600)} https://example.com/${unbroken('teampath', 300)}`;
const EVENT_TITLE = unbroken('Eventtitle', 100);
const EVENT_LOCATION = unbroken('Eventlocation', 200);
const OPPONENT = unbroken('Opponent', 100);
const EVENT_NOTES = `${unbroken('Eventnotes', 600)} https://example.com/${unbroken('eventpath', 300)}`;
const CANCELLED_TITLE = unbroken('Cancelledtitle', 100);
const CANCEL_REASON = unbroken('Cancelreason', 200);
const PAST_TITLE = unbroken('Pasttitle', 100);
const ANSWER_NOTE = unbroken('Answernote', 140);
const CHILD_FIRST = unbroken('Childfirst', 100);
const CHILD_LAST = unbroken('Childlast', 100);
const CHILD_EMAIL = `${unbroken('childmail', 60).toLowerCase()}@${unbroken('childdomain', 60).toLowerCase()}.example.com`;
const JOIN_TEXT = unbroken('Joincode', 80);

/** Opens a route, waits for what it shows of the seeded data, and measures it. */
async function visit(page: Page, route: string, path: string, shown: (page: Page) => Locator[]) {
  await page.goto(path);
  for (const locator of shown(page)) await expect(locator, `${route} shows its data`).toBeVisible();
  await checkWidths(page, route);
}

const text = (page: Page, value: string) => page.getByText(value).first();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('no route scrolls sideways at 320 or 390 px with long unbroken text in every field; an over-limit paste stays, with its message', async ({
  page,
}) => {
  // signed out
  await visit(page, 'the landing page /', '/', (p) => [p.getByRole('heading', { level: 1 })]);
  await visit(page, '/reset-password', '/reset-password', (p) => [p.getByLabel('Email', { exact: true })]);
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await checkWidths(page, '/register');
  await page.goto('/login');
  await expect(heading(page, 'Log in')).toBeVisible();
  await checkWidths(page, '/login');

  await registerVerified(page, EMAIL);
  await visit(page, '/mailbox', '/mailbox', (p) => [text(p, `To: ${EMAIL}`)]);

  // limits in forms: a paste over the limit (an emoji counts 2, as Firestore counts) is kept, counted and named
  await page.goto('/edit-profile');
  await page.getByLabel('Last name').fill(LAST);
  await page.getByLabel('Date of birth').fill('1984-02-29');
  const first = page.getByLabel('First name');
  const pasted = `${'W'.repeat(99)}🦁`;
  await first.fill(pasted);
  await expect(first).toHaveAccessibleDescription(/101 \/ 100/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'First name must be at most 100 characters')).toBeVisible();
  await expect(first).toHaveValue(pasted);
  await expect(first).toHaveAccessibleDescription(/First name must be at most 100 characters/);
  await checkWidths(page, '/edit-profile with its error');
  await first.fill(FIRST);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // seed: a club and a team in it, each with an announcement; events; a child on the team
  const clubId = await createClub(page, { name: CLUB, location: CLUB_LOCATION, notes: NOTES });
  await postAnnouncement(page, CLUB_MESSAGE);
  const teamId = await createTeam(page, { name: TEAM, ageGroup: AGE_GROUP, notes: NOTES, club: CLUB });
  const code = await shownJoinCode(page);
  await postAnnouncement(page, TEAM_MESSAGE);
  const fields = { date: day(1), location: EVENT_LOCATION, opponent: OPPONENT, notes: EVENT_NOTES };
  const eventId = await createEvent(page, teamId, { title: EVENT_TITLE, type: 'Match', ...fields });
  await answer(page, answerGroup(page, 'Your answer'), 'Not going');
  await page.getByLabel('Reason').selectOption('Other');
  await page.getByLabel('Note', { exact: true }).fill(ANSWER_NOTE);
  await page.getByLabel('Note', { exact: true }).press('Tab');
  await expect(toast(page, 'Answer saved')).toBeVisible();
  const cancelledId = await createEvent(page, teamId, { title: CANCELLED_TITLE, ...fields, date: day(2) });
  await page.getByRole('button', { name: 'Cancel event' }).click();
  await page.getByRole('alertdialog').getByLabel('Reason').fill(CANCEL_REASON);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel event' }).click();
  await expect(toast(page, 'Event cancelled')).toBeVisible();
  await createEvent(page, teamId, { title: PAST_TITLE, ...fields, date: day(-3) });
  await addChild(page, { first: CHILD_FIRST, last: CHILD_LAST, dob: '2014-05-02', email: CHILD_EMAIL });
  const childName = `${CHILD_FIRST} ${CHILD_LAST}`;
  const childEdit = await childRow(page, childName).getByRole('link', { name: 'Edit' }).getAttribute('href');
  await joinChildOnly(page, code, childName, 'Joined team');

  // every signed-in route
  await visit(page, '/dashboard', '/dashboard', (p) => [text(p, FIRST), text(p, TEAM), text(p, CLUB)]);
  for (const path of ['/manage', '/dashboard/manage']) {
    await visit(page, path, path, (p) => [text(p, TEAM), text(p, CLUB)]);
  }
  await visit(page, 'the club page', `/clubs/${clubId}`, (p) => [
    heading(p, CLUB),
    text(p, CLUB_MESSAGE),
    text(p, TEAM),
  ]);
  await visit(page, 'the team page', `/teams/${teamId}`, (p) => [
    heading(p, TEAM),
    text(p, EVENT_TITLE),
    text(p, TEAM_MESSAGE),
    text(p, CHILD_FIRST),
  ]);
  await visit(page, 'the team page’s earlier events', `/teams/${teamId}/events/earlier`, (p) => [text(p, PAST_TITLE)]);
  await visit(page, 'the new club form', '/clubs/new', (p) => [p.getByLabel('Notes')]);
  await visit(page, 'the new team form', '/teams/new', (p) => [p.getByLabel('Notes')]);
  await visit(page, '/children', '/children', (p) => [text(p, CHILD_FIRST), text(p, TEAM)]);
  await visit(page, 'the add child form', '/add-child', (p) => [p.getByLabel('First name')]);
  await visit(page, 'the edit child form', childEdit ?? '', (p) => [p.getByLabel('First name')]);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(CHILD_EMAIL);
  await visit(page, '/edit-profile', '/edit-profile', (p) => [p.getByLabel('First name')]);
  await expect(page.getByLabel('First name')).toHaveValue(FIRST);
  await visit(page, '/schedule', '/schedule', (p) => [text(p, EVENT_TITLE), text(p, CHILD_FIRST)]);
  await visit(page, 'an event page with a reason open', `/events/${eventId}`, (p) => [
    heading(p, EVENT_TITLE),
    p.getByLabel('Note', { exact: true }),
    text(p, EVENT_NOTES.slice(0, 40)),
    text(p, CHILD_FIRST),
  ]);
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue(ANSWER_NOTE);
  await visit(page, 'a cancelled event', `/events/${cancelledId}`, (p) => [text(p, CANCEL_REASON)]);
  await visit(page, 'the event form', `/events/${eventId}/edit`, (p) => [p.getByLabel('Title')]);
  await expect(page.getByLabel('Title')).toHaveValue(EVENT_TITLE);
  await visit(page, 'the new event form', `/teams/${teamId}/events/new`, (p) => [p.getByLabel('Title')]);
  await visit(page, '/announcements', '/announcements', (p) => [text(p, TEAM_MESSAGE.slice(0, 40)), text(p, TEAM)]);
  await visit(page, '/notifications', '/notifications', (p) => [
    p.getByRole('heading', { name: 'Notifications', level: 1 }),
  ]);
  await visit(page, '/join', '/join', (p) => [p.getByLabel('Join code')]);
  await page.getByLabel('Join code').fill(JOIN_TEXT);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByLabel('Join code')).toHaveAccessibleDescription(/Invalid code/);
  await checkWidths(page, '/join with its error');
});
