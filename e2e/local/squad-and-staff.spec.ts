import { expect, type Page, test } from '@playwright/test';
import { answer, answerGroup, answersRegion, createEvent, day, ZONE } from '../support/events';
import { createTeam, enterCode, memberRow, newPerson, shownJoinCode, switchTo } from '../support/groups';
import { toast } from '../support/users';

/**
 * Who is counted and `Answer by` on the event page's details; docs/team-life.md "Who": an event counts and lists its squad (the members who
 * are not staff); the owner and `Coach`/`Staff` members are listed apart under `Staff` with their
 * own answers, and keep their powers whatever the owner's squad role.
 */
test.use({ timezoneId: ZONE, locale: 'en-GB' });
// four people register on this device and the coach signs in again (each a 600,000-round PBKDF2)
test.describe.configure({ timeout: 180_000 });

async function joinTeam(page: Page, code: string) {
  await enterCode(page, code);
  await expect(toast(page, 'Joined team')).toBeVisible();
}

/** Sets a member's squad role on the open team page (the owner's control) and waits for the toast. */
async function setSquadRole(page: Page, name: string, role: 'Player' | 'Coach') {
  await memberRow(page, name).getByRole('combobox', { name: 'Squad role' }).selectOption(role);
  await expect(toast(page, `${name} is now ${role}`)).toBeVisible();
}

/** A `YYYY-MM-DD` as the details may write it (`Sat 14 Nov` or `Saturday 14 November 2026`), then a time. */
function dayAndTime(date: string, time: string): RegExp {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return new RegExp(`Answer by\\s*${part('weekday')}\\w* ${part('day')} ${part('month')}\\w*( \\d{4})? ${time}`);
}

/** The `No answer yet: …` line of a shared text, as sorted names. */
function notAnswered(text: string | undefined): string[] {
  const line = (text ?? '').split('\n').find((each) => each.startsWith('No answer yet: '));
  return (line?.slice('No answer yet: '.length).split(', ') ?? []).sort();
}

test('who is counted: the squad in the summary, regions, share text and attendance; coaches under Staff; an owner who plays', async ({
  page,
}) => {
  // a device with a share sheet: it records the texts it was given
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        shared.push(data);
      },
    });
  });
  const coach = await newPerson(page, 'coach', 'Casey', 'Morgan', false);
  const teamId = await createTeam(page, { name: 'Counted U12' });
  const code = await shownJoinCode(page);
  await newPerson(page, 'ash', 'Ash', 'Hale');
  await joinTeam(page, code);
  await newPerson(page, 'pat', 'Pat', 'Jones');
  await joinTeam(page, code);

  await switchTo(page, coach);
  await page.goto(`/teams/${teamId}`);
  await setSquadRole(page, 'Ash Hale', 'Coach');
  const past = await createEvent(page, teamId, { title: 'Last training', date: day(-1) });
  const id = await createEvent(page, teamId, {
    title: 'Cup tie',
    type: 'Match',
    date: day(4),
    answerBy: `${day(2)}T20:30`,
  });

  // the details say when answers close, in the team's zone
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(dayAndTime(day(2), '20:30'));
  // the squad is the player; the coaches are listed apart, each with No answer
  const squad = page.getByRole('region', { name: "The squad's answers" });
  const onePlayer = squad.getByText('0 going · 0 maybe · 0 not going · 1 no answer', { exact: true });
  await expect(onePlayer).toBeVisible();
  await expect(answersRegion(page, 'No answer').getByRole('listitem')).toHaveText([/^Pat Jones/]);
  const staff = squad.getByRole('region', { name: 'Staff', exact: true }).getByRole('listitem');
  await expect(staff).toHaveCount(2);
  await expect(staff.filter({ hasText: 'Casey Morgan' })).toHaveCount(1);
  await expect(staff.filter({ hasText: 'Ash Hale' })).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Answer for Casey Morgan' })).toHaveValue('');

  // a coach answers like anyone: listed under Staff as Going, never under Going, the summary unchanged
  await answer(page, answerGroup(page, 'Your answer'), 'Going');
  await expect(page.getByRole('combobox', { name: 'Answer for Casey Morgan' })).toHaveValue('going');
  await expect(answersRegion(page, 'Going').getByRole('listitem')).toHaveCount(0);
  await expect(onePlayer).toBeVisible();

  // a second player joins and reads the counts of the two players, and each coach's answer in words under Staff
  await newPerson(page, 'max', 'Max', 'Moss');
  await joinTeam(page, code);
  await page.goto(`/events/${id}`);
  const twoPlayers = squad.getByText('0 going · 0 maybe · 0 not going · 2 no answer', { exact: true });
  await expect(twoPlayers).toBeVisible();
  await expect(staff.filter({ hasText: 'Casey Morgan' })).toHaveText(/^Casey Morgan\s*Going$/);
  await expect(staff.filter({ hasText: 'Ash Hale' })).toHaveText(/^Ash Hale\s*No answer$/);
  await expect(answersRegion(page, 'Going').getByRole('listitem')).toHaveCount(0);

  // the share text names the players who have not answered, never the coaches
  await switchTo(page, coach);
  await page.goto(`/events/${id}`);
  await expect(twoPlayers).toBeVisible();
  await page.getByRole('region', { name: 'Manage the event' }).getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length)).toBe(1);
  const shared = await page.evaluate(() => (window as unknown as { __shared: { text?: string }[] }).__shared[0]?.text);
  expect(notAnswered(shared)).toEqual(['Max Moss', 'Pat Jones']);

  // attendance takes the players only
  await page.goto(`/events/${past}`);
  const attendance = page.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByRole('checkbox')).toHaveCount(2);
  await expect(attendance.getByRole('checkbox', { name: 'Pat Jones' })).toBeVisible();
  await expect(attendance.getByRole('checkbox', { name: 'Max Moss' })).toBeVisible();

  // an owner whose squad role is Player is counted with the squad, and keeps Edit and Attendance
  await page.goto(`/teams/${teamId}`);
  await setSquadRole(page, 'Casey Morgan', 'Player');
  await page.goto(`/events/${id}`);
  await expect(squad.getByText('1 going · 0 maybe · 0 not going · 2 no answer', { exact: true })).toBeVisible();
  await expect(answersRegion(page, 'Going').getByRole('listitem').filter({ hasText: 'Casey Morgan' })).toHaveCount(1);
  await expect(staff).toHaveCount(1);
  await expect(staff.filter({ hasText: 'Ash Hale' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
  await page.goto(`/events/${past}`);
  await expect(attendance.getByRole('checkbox')).toHaveCount(3);
  await expect(attendance.getByRole('checkbox', { name: 'Casey Morgan' })).toBeVisible();
});
