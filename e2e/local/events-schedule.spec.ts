import { expect, type Page, test } from '@playwright/test';
import {
  answer,
  answerGroup,
  createEvent,
  day,
  dayText,
  downloadedText,
  fillEventForm,
  openNewEvent,
  ZONE,
} from '../support/events';
import { createTeam, newPerson } from '../support/groups';
import { toast } from '../support/users';

/** The schedule's day headings: the level-2 headings of /schedule but its calendar section's. */
const dayHeadings = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasNotText: 'Subscribe in your calendar' });

/**
 * docs/team-life.md, part 1: `/schedule` (day headings, answers, Show more, Export
 * calendar), the dashboard's `Next up`, and the top bar's `Schedule`.
 */
test.use({ timezoneId: ZONE, locale: 'en-GB' });
test.describe.configure({ timeout: 180_000 });

test('row 9: /schedule lists my teams’ events under day headings, soonest first, and answers there', async ({
  page,
}) => {
  await newPerson(page, 'owner', 'Olive', 'Owner', false);
  await page.goto('/schedule');
  await expect(page.getByText('No upcoming events', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export calendar' })).toHaveCount(0);

  const red = await createTeam(page, { name: 'Red U12' });
  const blue = await createTeam(page, { name: 'Blue U13' });
  await createEvent(page, red, { title: 'Evening training', date: day(1), start: '18:00', end: '19:00' });
  await createEvent(page, blue, { title: 'Morning match', type: 'Match', date: day(1), start: '09:30', end: '11:00' });
  await createEvent(page, red, { title: 'Weekend social', type: 'Social', date: day(2), start: '19:00', end: '21:00' });
  // ended: not on the schedule
  await createEvent(page, red, { title: 'Old training', date: day(-2) });

  await page.goto('/schedule');
  const main = page.getByRole('main');
  await expect(dayHeadings(page)).toHaveText([dayText(day(1)), dayText(day(2))]);
  const items = main.getByRole('listitem');
  await expect(items.getByRole('link')).toHaveText(['Morning match', 'Evening training', 'Weekend social']);
  // the headings are not items
  await expect(items.filter({ hasText: dayText(day(1)) })).toHaveCount(0);
  const firstDay = main.getByRole('region', { name: dayText(day(1)) });
  await expect(firstDay.getByRole('listitem')).toHaveCount(2);
  const morning = items.filter({ has: page.getByRole('link', { name: 'Morning match' }) });
  await expect(morning).toContainText('09:30');
  await expect(morning).toContainText('Blue U13');
  const evening = items.filter({ has: page.getByRole('link', { name: 'Evening training' }) });
  await expect(evening).toContainText('18:00');
  await expect(evening).toContainText('Red U12');
  for (const item of [morning, evening]) {
    await expect(answerGroup(item, 'Your answer').getByRole('radio')).toHaveCount(3);
  }

  await answer(page, answerGroup(morning, 'Your answer'), 'Not going');
  await page.reload();
  await expect(answerGroup(morning, 'Your answer').getByRole('radio', { name: 'Not going' })).toBeChecked();
  await expect(answerGroup(evening, 'Your answer').getByRole('radio', { name: 'Not going' })).not.toBeChecked();
  await morning.getByRole('link', { name: 'Morning match' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Morning match');
  await expect(answerGroup(page, 'Your answer').getByRole('radio', { name: 'Not going' })).toBeChecked();
});

test('row 9: Show more past 50 events, and Export calendar: one VEVENT per event, the cancelled one CANCELLED', async ({
  page,
}) => {
  await newPerson(page, 'owner', 'Olive', 'Owner', false);
  const team = await createTeam(page, { name: 'Season U14' });
  // one form, 52 weekly events
  await openNewEvent(page, team);
  await fillEventForm(page, {
    title: 'Season training',
    date: day(1),
    start: '18:00',
    end: '19:00',
    repeatUntil: day(1 + 7 * 51),
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, '52 events created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Season training');
  const cup = await createEvent(page, team, {
    title: 'Cup final',
    type: 'Match',
    date: day(2),
    start: '15:00',
    end: '17:00',
  });
  await page.getByRole('button', { name: 'Cancel event' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel event' }).click();
  await expect(toast(page, 'Event cancelled')).toBeVisible();

  await page.goto('/schedule');
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(50);
  await expect(items.nth(1)).toContainText('Cup final');
  await expect(items.nth(1)).toContainText('Cancelled');
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(items).toHaveCount(53);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expect(items.last()).toContainText('Season training');
  await expect(dayHeadings(page).last()).toHaveText(dayText(day(1 + 7 * 51)));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const text = await downloadedText(download);
  expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(53);
  expect(text.match(/SUMMARY:Season training/g)).toHaveLength(52);
  expect(text.match(/STATUS:CANCELLED/g)).toHaveLength(1);
  const cupEvent = text.split('BEGIN:VEVENT').find((part) => part.includes(`UID:${cup}@pitchside.app`));
  expect(cupEvent).toContain('STATUS:CANCELLED');
});

test('row 12: the dashboard’s Next up: the next event, its team and my answer in its radio group; No upcoming events', async ({
  page,
}) => {
  await newPerson(page, 'owner', 'Olive', 'Owner', false);
  await page.goto('/dashboard');
  const nextUp = page.getByRole('region', { name: 'Next up' });
  await expect(nextUp.getByText('No upcoming events', { exact: true })).toBeVisible();
  await expect(nextUp.getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/schedule');

  const team = await createTeam(page, { name: 'Next U11' });
  const later = await createEvent(page, team, { title: 'Later training', date: day(3) });
  await createEvent(page, team, { title: 'Soon training', date: day(1) });
  await answer(page, answerGroup(page, 'Your answer'), 'Going');
  void later;

  await page.goto('/dashboard');
  await expect(nextUp.getByRole('link', { name: 'Soon training' })).toBeVisible();
  await expect(nextUp.getByRole('link', { name: 'Later training' })).toHaveCount(0);
  await expect(nextUp).toContainText('Next U11');
  await expect(answerGroup(nextUp, 'Your answer').getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
  await nextUp.getByRole('link', { name: 'Soon training' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soon training');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Event deleted')).toBeVisible();

  await page.goto('/dashboard');
  await expect(nextUp.getByRole('link', { name: 'Later training' })).toBeVisible();
  await expect(answerGroup(nextUp, 'Your answer')).toContainText('No answer');
  for (const radio of await answerGroup(nextUp, 'Your answer').getByRole('radio').all())
    await expect(radio).not.toBeChecked();
  await nextUp.getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
});

test('row 13: the top bar has Schedule beside Dashboard, Manage and Join; so does the Account menu', async ({
  page,
}) => {
  await newPerson(page, 'owner', 'Olive', 'Owner', false);
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link')).toHaveText(['Dashboard', 'Schedule', 'Manage', 'Join']);
  await main.getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
});
