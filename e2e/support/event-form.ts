import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './users';

/** A day `days` from today on this machine's clock (the browser's zone too), as a date input takes it: `YYYY-MM-DD`. */
export function dayFromToday(days: number, from = new Date()): string {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days, 12);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A day `weeks` weeks after `date` (`YYYY-MM-DD`). */
export function weeksAfter(date: string, weeks: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dayFromToday(weeks * 7, new Date(year, month - 1, day, 12));
}

export interface EventFields {
  title: string;
  /** the option's label: `Training`, `Match`, `Social`, `Other` */
  type?: string;
  date: string;
  startTime: string;
  endTime: string;
  location?: string;
  repeatUntil?: string;
}

/**
 * From a team's page: `+ Event`, fills the form, `Save`. Ends on the (first) event's page, its
 * heading shown, after the toast (`Event created` or `{n} events created`). Returns its id.
 */
export async function createEvent(page: Page, teamId: string, fields: EventFields, created = 'Event created') {
  if (!new URL(page.url()).pathname.endsWith(`/teams/${teamId}`)) await page.goto(`/teams/${teamId}`);
  await page.getByRole('region', { name: 'Events', exact: true }).getByRole('link', { name: '+ Event' }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/events/new$`));
  await fillEventForm(page, fields);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, created)).toBeVisible();
  await expect(page).toHaveURL(/\/events\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: fields.title })).toBeVisible();
  return page.url().split('/').at(-1) as string;
}

export async function fillEventForm(page: Page, fields: Partial<EventFields>) {
  if (fields.title !== undefined) await page.getByLabel('Title').fill(fields.title);
  if (fields.type) await page.getByLabel('Type').selectOption({ label: fields.type });
  if (fields.date) await page.getByLabel('Date', { exact: true }).fill(fields.date);
  if (fields.startTime) await page.getByLabel('Start time').fill(fields.startTime);
  if (fields.endTime) await page.getByLabel('End time').fill(fields.endTime);
  if (fields.location !== undefined) await page.getByLabel('Location').fill(fields.location);
  if (fields.repeatUntil) await page.getByLabel('Repeat weekly until').fill(fields.repeatUntil);
}

/** The signed-in user's own answer on an event page or a schedule item: the radio group `Your answer`. */
export function yourAnswer(scope: Page | Locator): Locator {
  return scope.getByRole('radiogroup', { name: 'Your answer' });
}

/** An event's item on /schedule, found by its exact title (the first with it). */
export function scheduleItem(page: Page, title: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .first();
}

/** An event's row in a team page's `Events` region, by its exact title. */
export function teamEventRow(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: 'Events', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}
