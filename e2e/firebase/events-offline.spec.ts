import { expect, test } from '@playwright/test';
import { test as onOwnServer } from '../support/app-server';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import {
  createEvent,
  dayFromToday,
  fillEventForm,
  scheduleItem,
  teamEventRow,
  weeksAfter,
  yourAnswer,
} from '../support/event-form';
import { createTeam } from '../support/groups';
import { goOffline, loadedThroughWorker, requestsWhileOffline } from '../support/offline';
import { toast, uniqueEmail } from '../support/users';

// Firestore is not running in this project: a coach at a ground with no signal. Every event,
// answer and attendance below is written to the device's Firestore cache only, and must be
// there, whole, after a reload.
test('with no Firestore: a coach creates, answers, edits, repeats, takes attendance on and cancels events, and all of it survives a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('coach'));
  const teamId = await createTeam(page, { name: 'Offline U12', ageGroup: 'U12' });
  // a playing coach: with the squad role Player the owner is in the squad, so attendance lists them
  // (docs/team-life.md "Who"); nobody else can join a team with no server
  const ownRole = page
    .getByRole('region', { name: 'Members', exact: true })
    .getByRole('combobox', { name: 'Squad role' });
  await ownRole.selectOption('Player');
  await expect(ownRole).toHaveValue('Player');

  // one event, two days on
  const single = { title: 'Friday training', date: dayFromToday(2), startTime: '18:00', endTime: '19:30' };
  const singleId = await createEvent(page, teamId, { ...single, location: 'Far Field' });
  await expect(page.getByText('Waiting to sync').first()).toBeVisible();

  await yourAnswer(page).getByRole('radio', { name: 'Going', exact: true }).check();
  await expect(toast(page, 'Answer saved')).toBeVisible();
  await expect(yourAnswer(page).getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
  // the answer itself waits to sync, beside the radios
  await expect(yourAnswer(page).getByText('Waiting to sync')).toBeVisible();

  // edited: a new title
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${singleId}/edit$`));
  await expect(page.getByLabel('Title')).toHaveValue(single.title);
  const renamed = 'Friday training (pitch 2)';
  await fillEventForm(page, { title: renamed });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Event updated')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${singleId}$`));
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  // editing kept the answer
  await expect(yourAnswer(page).getByRole('radio', { name: 'Going', exact: true })).toBeChecked();

  // a season: 52 weekly events in one submit
  const seriesStart = dayFromToday(3);
  const seriesId = await createEvent(
    page,
    teamId,
    {
      title: 'Weekly session',
      date: seriesStart,
      startTime: '17:00',
      endTime: '18:00',
      repeatUntil: weeksAfter(seriesStart, 51),
    },
    '52 events created',
  );

  // a match that has started (two days ago): attendance
  const pastId = await createEvent(page, teamId, {
    title: 'Last match',
    type: 'Match',
    date: dayFromToday(-2),
    startTime: '10:00',
    endTime: '11:30',
  });
  const attendance = page.getByRole('region', { name: 'Attendance', exact: true });
  await expect(attendance).toBeVisible();
  const present = attendance.getByRole('checkbox').first();
  await present.check();
  await attendance.getByRole('button', { name: 'Save attendance' }).click();
  await expect(toast(page, 'Attendance saved')).toBeVisible();

  // the first of the series is cancelled
  await page.goto(`/events/${seriesId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly session' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Reason').fill('Pitch waterlogged');
  await dialog.getByRole('button', { name: 'Cancel event', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Event cancelled')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled:' })).toContainText('Pitch waterlogged');

  // the schedule, then a reload: everything is read back from the device cache
  await page.goto('/schedule');
  await expect(scheduleItem(page, renamed)).toBeVisible();
  const started = Date.now();
  await page.reload();
  await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible({ timeout: 30_000 });
  console.log(`no Firestore: reload of /schedule to its first event shown: ${Date.now() - started} ms`);

  await test.step('the schedule', async () => {
    // soonest first: the single event leads, under a day heading
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('.schedule-title').first()).toHaveText(renamed);
    await expect(
      yourAnswer(scheduleItem(page, renamed)).getByRole('radio', { name: 'Going', exact: true }),
    ).toBeChecked();
    await expect(scheduleItem(page, renamed)).toContainText('Waiting to sync');
    await expect(scheduleItem(page, 'Weekly session')).toContainText('Cancelled');
    // 50 at a time: the single event and 49 of the series
    await expect(page.getByRole('link', { name: 'Weekly session', exact: true })).toHaveCount(49);
    await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(page.getByRole('link', { name: 'Weekly session', exact: true })).toHaveCount(52);
    // ended: not on the schedule
    await expect(page.getByRole('link', { name: 'Last match' })).toHaveCount(0);
  });

  await test.step('the team page', async () => {
    await page.goto(`/teams/${teamId}`);
    const events = page.getByRole('region', { name: 'Events', exact: true });
    await expect(teamEventRow(page, renamed)).toContainText('Waiting to sync');
    await expect(teamEventRow(page, 'Weekly session').first()).toContainText('Cancelled');
    await expect
      .poll(() => events.getByRole('link', { name: 'Weekly session', exact: true }).count())
      .toBeGreaterThanOrEqual(19);
    await expect(events.getByRole('link', { name: 'Last match' })).toHaveCount(0);
  });

  await test.step('the event pages', async () => {
    await page.goto(`/events/${singleId}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(yourAnswer(page).getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Far Field');

    await page.goto(`/events/${seriesId}`);
    await expect(page.getByRole('status').filter({ hasText: 'Cancelled:' })).toContainText('Pitch waterlogged');
    await expect(page.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);

    await page.goto(`/events/${pastId}`);
    await expect(
      page.getByRole('region', { name: 'Attendance', exact: true }).getByRole('checkbox').first(),
    ).toBeChecked();
  });

  await test.step('the earlier events', async () => {
    await page.goto(`/teams/${teamId}/events/earlier`);
    await expect(page.getByRole('link', { name: 'Last match', exact: true })).toBeVisible();
  });
});

// On top of that, no network at all (the app's server included): after a reload, the schedule
// and an event page come from the service worker's precache and the device's Firestore cache.
onOwnServer(
  'with no connection at all, the schedule and an event page open after a reload with the events and the answer',
  async ({ page, context, app, request }) => {
    onOwnServer.setTimeout(120_000);
    await registerVerifiedOnFirebase(page, request, uniqueEmail('coach'));
    await loadedThroughWorker(page);
    await goOffline(context, app);
    const teamId = await createTeam(page, { name: 'Signal-free U10' });
    const id = await createEvent(page, teamId, {
      title: 'Dark evening session',
      date: dayFromToday(4),
      startTime: '19:00',
      endTime: '20:00',
      location: 'Lit cage',
    });
    await yourAnswer(page).getByRole('radio', { name: 'Going', exact: true }).check();
    await expect(toast(page, 'Answer saved')).toBeVisible();

    await page.goto('/schedule');
    await page.reload();
    await expect(scheduleItem(page, 'Dark evening session')).toContainText('Waiting to sync');
    await expect(
      yourAnswer(scheduleItem(page, 'Dark evening session')).getByRole('radio', { name: 'Going', exact: true }),
    ).toBeChecked();
    await page.goto(`/events/${id}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dark evening session' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Lit cage');
    await expect(yourAnswer(page).getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
    expect(requestsWhileOffline(app)).toEqual([]);
  },
);
