import { readFileSync } from 'node:fs';
import { type Download, expect, type Locator, type Page } from '@playwright/test';
import { toast } from './users';

/** The zone the event specs run the device in; a new team's `Time zone` starts at it. */
export const ZONE = 'Europe/London';

/** Today in ZONE, plus whole days, as a date input takes it (`YYYY-MM-DD`). */
export function day(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * How the app writes a day, whatever the browser's locale: `Thu 3 Dec`, with the year after it
 * (`Thu 3 Dec 2027`) when the day is not in this year (in ZONE).
 */
export function dayText(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  const text = `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;
  return date.slice(0, 4) === day(0).slice(0, 4) ? text : `${text} ${date.slice(0, 4)}`;
}

export interface EventFields {
  title: string;
  type?: 'Training' | 'Match' | 'Social' | 'Other';
  date: string;
  start?: string;
  end?: string;
  meet?: string;
  location?: string;
  opponent?: string;
  notes?: string;
  repeatUntil?: string;
  answerBy?: string;
  defaultGoing?: boolean;
}

/** Fills the open event form (only the fields given). */
export async function fillEventForm(page: Page, fields: Partial<EventFields>) {
  if (fields.title !== undefined) await page.getByLabel('Title').fill(fields.title);
  if (fields.type) await page.getByLabel('Type').selectOption({ label: fields.type });
  if (fields.date !== undefined) await page.getByLabel('Date', { exact: true }).fill(fields.date);
  if (fields.start !== undefined) await page.getByLabel('Start time').fill(fields.start);
  if (fields.end !== undefined) await page.getByLabel('End time').fill(fields.end);
  if (fields.meet !== undefined) await page.getByLabel('Meet time').fill(fields.meet);
  if (fields.location !== undefined) await page.getByLabel('Location').fill(fields.location);
  if (fields.opponent !== undefined) await page.getByLabel('Opponent').fill(fields.opponent);
  if (fields.notes !== undefined) await page.getByLabel('Notes').fill(fields.notes);
  if (fields.repeatUntil !== undefined) await page.getByLabel('Repeat weekly until').fill(fields.repeatUntil);
  if (fields.answerBy !== undefined) await page.getByLabel('Answer by').fill(fields.answerBy);
  if (fields.defaultGoing !== undefined)
    await page.getByRole('checkbox', { name: 'Everyone is going unless they say no' }).setChecked(fields.defaultGoing);
}

/** Opens the team's new event form and waits for it. */
export async function openNewEvent(page: Page, teamId: string) {
  await page.goto(`/teams/${teamId}/events/new`);
  await expect(page.getByLabel('Title')).toBeVisible();
}

/**
 * Creates an event (or a series) through the form: ends on the (first) event's page. Returns its id.
 */
export async function createEvent(page: Page, teamId: string, fields: EventFields, count = 1): Promise<string> {
  await openNewEvent(page, teamId);
  await fillEventForm(page, { start: '18:00', end: '19:30', ...fields });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, count > 1 ? `${count} events created` : 'Event created')).toBeVisible();
  await expect(page).toHaveURL(/\/events\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: fields.title })).toBeVisible();
  return page.url().split('/').at(-1) as string;
}

/** The team page's `Events` region. */
export function teamEvents(page: Page): Locator {
  return page.getByRole('region', { name: 'Events', exact: true });
}

/** An event's item in the team page's `Events`, by its exact title. */
export function eventItem(page: Page, title: string): Locator {
  return teamEvents(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/**
 * A cancelled event's page's notice, `Cancelled` and its reason (each person's radio group reads
 * `Cancelled` too, so the word alone names more than one element there).
 */
export function cancelledNotice(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^Cancelled/ });
}

/** A radio group (an answer) by its exact name. */
export function answerGroup(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('radiogroup', { name, exact: true });
}

/**
 * A weekly series at 18:00-19:30 in `Pitch 2`, on the days `weeks` (days from today, a week apart),
 * made through the form: the ids of its events, soonest first, as the team page lists them.
 */
export async function weeklySeries(page: Page, teamId: string, title: string, weeks: readonly number[]) {
  const [first, last] = [weeks[0] as number, weeks.at(-1) as number];
  await createEvent(
    page,
    teamId,
    { title, date: day(first), location: 'Pitch 2', repeatUntil: day(last) },
    weeks.length,
  );
  await page.goto(`/teams/${teamId}`);
  const links = teamEvents(page).getByRole('link', { name: title, exact: true });
  await expect(links).toHaveCount(weeks.length);
  const hrefs = await links.evaluateAll((each) => each.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split('/').at(-1) as string);
}

/** Opens an event's form, chooses `Apply to`, fills the fields given and saves. */
export async function editEvent(
  page: Page,
  id: string,
  fields: Parameters<typeof fillEventForm>[1],
  applyTo: 'This event' | 'This and following events',
  toastText: string,
) {
  await page.goto(`/events/${id}/edit`);
  await expect(page.getByLabel('Title')).not.toHaveValue('');
  await fillEventForm(page, fields);
  await page.getByRole('radiogroup', { name: 'Apply to' }).getByRole('radio', { name: applyTo }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, toastText)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
}

/** An event's card on /schedule, by its exact title. */
export function scheduleCard(page: Page, title: string): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** Chooses an answer in a radio group and waits for `Answer saved`. */
export async function answer(page: Page, group: Locator, choice: 'Going' | 'Maybe' | 'Not going') {
  await group.getByRole('radio', { name: choice, exact: true }).check();
  await expect(toast(page, 'Answer saved')).toBeVisible();
}

/** A region of the squad's answers on an event page (`Going`, `Maybe`, `Not going`, `No answer`). */
export function answersRegion(page: Page, name: 'Going' | 'Maybe' | 'Not going' | 'No answer'): Locator {
  return page.getByRole('region', { name: "The squad's answers" }).getByRole('region', { name, exact: true });
}

/** The text of a download. */
export async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFileSync(path, 'utf8');
}

/** Opens an event's page by its id and waits for its title, as a person who followed its link would. */
export async function openEvent(page: Page, eventId: string, title: string) {
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
