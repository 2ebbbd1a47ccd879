import type { Page } from '@playwright/test';
import { expect, test } from '../support/app-server';
import { createEvent, dayFromToday, scheduleItem, teamEventRow, yourAnswer } from '../support/event-form';
import { createTeam } from '../support/groups';
import { putDoc, signedInUid } from '../support/local-db';
import { seedPerson } from '../support/seed-people';
import { openThenGoOffline, requestsWhileOffline } from '../support/offline';
import { toast, uniqueEmail } from '../support/users';

// The local build at a ground with no connection at all (the app's server included): team life's
// screens open from the service worker's precache and show what the device holds.

/**
 * An event written straight into the device's store, as the new-event form would write it
 * (src/domain/events/event-plans.ts), for the screens that read events; the form itself is
 * checked in the test below.
 */
async function seedEvent(
  page: Page,
  id: string,
  fields: { teamId: string; title: string; date: string; start: string; end: string; createdBy: string },
) {
  const now = new Date().toISOString();
  await putDoc(page, 'events', id, {
    teamId: fields.teamId,
    type: 'training',
    title: fields.title,
    // the browser's own zone: the wall clock the form would have used
    startsAt: new Date(`${fields.date}T${fields.start}:00`),
    endsAt: new Date(`${fields.date}T${fields.end}:00`),
    timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    meetTime: '',
    location: 'Far Field',
    opponent: '',
    notes: '',
    defaultGoing: false,
    status: 'scheduled',
    cancelReason: '',
    seriesId: null,
    sequence: 0,
    createdBy: fields.createdBy,
    createdAt: now,
    updatedAt: now,
  });
}

test.describe('team life offline', () => {
  // the service worker's install, then many page loads with no connection
  test.describe.configure({ timeout: 120_000 });

  test('with no connection at all, the schedule and an event page open from the device, and an answer given there survives a reload', async ({
    page,
    context,
    app,
  }) => {
    await openThenGoOffline(page, context, app);

    await seedPerson(page, { email: uniqueEmail('coach') });
    const teamId = await createTeam(page, { name: 'Offline U9', ageGroup: 'U9' });
    // nothing yet: the schedule says so
    await page.goto('/schedule');
    await expect(page.getByText('No upcoming events')).toBeVisible();

    const me = (await signedInUid(page)) as string;
    const date = dayFromToday(2);
    await seedEvent(page, 'offline-event-1', {
      teamId,
      title: 'Cones and passing',
      date,
      start: '18:00',
      end: '19:00',
      createdBy: me,
    });

    await test.step('the schedule', async () => {
      await page.goto('/schedule');
      await expect(scheduleItem(page, 'Cones and passing')).toBeVisible();
      // under its day's heading
      const day = page.getByRole('region').filter({ has: page.getByRole('link', { name: 'Cones and passing' }) });
      await expect(day.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(yourAnswer(scheduleItem(page, 'Cones and passing'))).toBeVisible();
    });

    await test.step('the team page', async () => {
      await page.goto(`/teams/${teamId}`);
      await expect(teamEventRow(page, 'Cones and passing')).toBeVisible();
    });

    await test.step('the event page: an answer, kept over a reload', async () => {
      await page.goto('/events/offline-event-1');
      await expect(page.getByRole('heading', { level: 1, name: 'Cones and passing' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Details' })).toContainText('Far Field');
      await yourAnswer(page).getByRole('radio', { name: 'Going', exact: true }).check();
      await expect(toast(page, 'Answer saved')).toBeVisible();
      await page.reload();
      await expect(yourAnswer(page).getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
      // the owner is staff: listed under Staff with their answer (docs/team-life.md "Who")
      const staff = page.getByRole('region', { name: 'Staff', exact: true });
      await expect(staff.getByRole('combobox', { name: /^Answer for / })).toHaveValue('going');
      await page.goto('/schedule');
      await expect(
        yourAnswer(scheduleItem(page, 'Cones and passing')).getByRole('radio', { name: 'Going', exact: true }),
      ).toBeChecked();
    });

    expect(requestsWhileOffline(app)).toEqual([]);
  });

  test('with no connection at all, the new-event form, the edit form and the earlier events open from the device', async ({
    page,
    context,
    app,
  }) => {
    await openThenGoOffline(page, context, app);
    await seedPerson(page, { email: uniqueEmail('coach') });
    const teamId = await createTeam(page, { name: 'Offline U9', ageGroup: 'U9' });

    const id = await createEvent(page, teamId, {
      title: 'Last match',
      type: 'Match',
      date: dayFromToday(-1),
      startTime: '10:00',
      endTime: '11:00',
    });
    for (const [path, heading] of [
      [`/teams/${teamId}/events/new`, 'New event'],
      [`/events/${id}/edit`, 'Edit event'],
      [`/teams/${teamId}/events/earlier`, 'Earlier events'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await expect(page.getByRole('link', { name: 'Last match', exact: true })).toBeVisible();
    await page.goto(`/events/${id}/edit`);
    await expect(page.getByLabel('Title')).toHaveValue('Last match');
    await page.goto(`/teams/${teamId}/events/new`);
    await expect(page.getByLabel('Title')).toHaveValue('');
    expect(requestsWhileOffline(app)).toEqual([]);
  });
});
