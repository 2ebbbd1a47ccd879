import { expect, type Page, test } from '@playwright/test';
import {
  answerGroup,
  cancelledNotice,
  day,
  dayText,
  editEvent,
  teamEvents,
  weeklySeries,
  ZONE,
} from '../support/events';
import { createTeam, enterCode, newPerson, shownJoinCode, switchTo } from '../support/groups';
import { toast } from '../support/users';

/**
 * docs/team-life.md "Editing a series" (UX-CONTRACT "Team life, lived in", rows `this and
 * following` and `answer by`): `This and following events` applies only what the edit changed;
 * `Cancel event` and `Delete` ask `Apply to` on an event of a series; `Reinstate`; the event
 * form's `Answer by` notes. A weekly series of four, from the day after tomorrow.
 */
test.use({ timezoneId: ZONE, locale: 'en-GB' });
test.describe.configure({ timeout: 180_000 });

const WEEKS = [2, 9, 16, 23] as const;

const details = (page: Page) => page.getByRole('region', { name: 'Details' });

test('this and following applies only what changed; the Answer by notes; End time stays in the form at 320 and 390 px', async ({
  page,
}) => {
  await newPerson(page, 'coach', 'Casey', 'Morgan', false);
  const teamId = await createTeam(page, { name: 'Series Edits U10' });
  const [first, second, third, fourth] = await weeklySeries(page, teamId, 'Weekly training', WEEKS);

  // the third moved on its own, then the second a day later with the following ones
  await editEvent(page, third as string, { location: 'Hall' }, 'This event', 'Event updated');
  await expect(details(page)).toContainText('Hall');
  await editEvent(page, second as string, { date: day(WEEKS[1] + 1) }, 'This and following events', '3 events updated');

  await page.goto(`/teams/${teamId}`);
  const items = teamEvents(page).getByRole('listitem');
  await expect(items).toHaveCount(4);
  for (const [index, offset] of [WEEKS[0], WEEKS[1] + 1, WEEKS[2] + 1, WEEKS[3] + 1].entries())
    await expect(items.nth(index)).toContainText(`${dayText(day(offset))} · 18:00`);
  await page.goto(`/events/${third}`);
  await expect(details(page)).toContainText('Hall');
  await expect(details(page)).toContainText(/18:00–19:30/);
  await page.goto(`/events/${fourth}`);
  await expect(details(page)).toContainText('Pitch 2');

  // Answer by: a note beside the field, not an error; saving still works
  await page.goto(`/events/${first}/edit`);
  const answerBy = page.getByLabel('Answer by');
  await expect(answerBy).toBeVisible();
  await expect(page.getByText('Answer by is already past')).toHaveCount(0);
  await answerBy.fill(`${day(-1)}T12:00`);
  await expect(page.getByRole('status').filter({ hasText: 'Answer by is already past' })).toBeVisible();
  await answerBy.fill(`${day(WEEKS[0])}T20:00`);
  await expect(page.getByRole('status').filter({ hasText: 'Answer by is after the start' })).toBeVisible();
  await expect(page.getByText('Answer by is already past')).toHaveCount(0);
  await expect(answerBy).not.toHaveAttribute('aria-invalid', 'true');
  await answerBy.fill(`${day(-1)}T12:00`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Event updated')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${first}$`));
  // the form opens on it again with its note
  await page.goto(`/events/${first}/edit`);
  await expect(page.getByText('Answer by is already past')).toBeVisible();

  // End time inside the form on narrow phones
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const form = await page.locator('form.event-form').boundingBox();
    const end = await page.getByLabel('End time').boundingBox();
    expect(form && end && end.x + end.width <= form.x + form.width + 0.5).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test('cancel and delete this and the following events; Reinstate reopens answers', async ({ page }) => {
  const coach = await newPerson(page, 'coach', 'Casey', 'Morgan', false);
  const teamId = await createTeam(page, { name: 'Series Cancels U10' });
  const code = await shownJoinCode(page);
  const pat = await newPerson(page, 'pat', 'Pat', 'Jones');
  await enterCode(page, code);
  await expect(toast(page, 'Joined team')).toBeVisible();
  await switchTo(page, coach);
  const [first, second, third, fourth] = await weeklySeries(page, teamId, 'Weekly match', WEEKS);

  // cancel from the second, with the following ones
  await page.goto(`/events/${second}`);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('alertdialog');
  const applyTo = dialog.getByRole('radiogroup', { name: 'Apply to' });
  await expect(applyTo.getByRole('radio', { name: 'This event' })).toBeChecked();
  await applyTo.getByRole('radio', { name: 'This and following events' }).check();
  await dialog.getByLabel('Reason').fill('Pitch closed');
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, '3 events cancelled')).toBeVisible();
  await page.goto(`/teams/${teamId}`);
  const items = teamEvents(page).getByRole('listitem');
  await expect(items.filter({ hasText: 'Cancelled' })).toHaveCount(3);
  await expect(items.first()).not.toContainText('Cancelled');

  // the third reinstated: no longer cancelled, and Pat answers it again
  await page.goto(`/events/${third}`);
  await expect(cancelledNotice(page)).toBeVisible();
  await page.getByRole('button', { name: 'Reinstate' }).click();
  await expect(toast(page, 'Event reinstated')).toBeVisible();
  await expect(cancelledNotice(page)).toHaveCount(0);
  await expect(page.getByText('Cancelled', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel event' })).toBeVisible();
  await switchTo(page, pat);
  await page.goto(`/events/${second}`);
  await expect(answerGroup(page, 'Your answer')).toContainText('Cancelled');
  await page.goto(`/events/${third}`);
  const mine = answerGroup(page, 'Your answer');
  await mine.getByRole('radio', { name: 'Going', exact: true }).check();
  await expect(toast(page, 'Answer saved')).toBeVisible();
  await expect(page.getByText('Answers are closed', { exact: true })).toHaveCount(0);

  // delete from the third, with the following one: the first two stay
  await switchTo(page, coach);
  await page.goto(`/events/${third}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog
    .getByRole('radiogroup', { name: 'Apply to' })
    .getByRole('radio', { name: 'This and following events' })
    .check();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, '2 events deleted')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}$`));
  await expect(items).toHaveCount(2);
  for (const id of [first, second]) {
    await page.goto(`/events/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly match' })).toBeVisible();
    await expect(page.getByText('Event not found')).toHaveCount(0);
  }
  await page.goto(`/events/${fourth}`);
  await expect(toast(page, 'Event not found')).toBeVisible();
});
