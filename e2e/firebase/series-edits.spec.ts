import { expect, test } from '@playwright/test';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { day, dayText, editEvent, teamEvents, weeklySeries, ZONE } from '../support/events';
import { createTeam } from '../support/groups';
import { uniqueEmail } from '../support/users';

/**
 * On the Firebase build with no Firestore (a coach at a ground with no
 * signal): `This and following events` applies only what the edit changed, read from and written
 * to the device's Firestore cache, and all of it survives a reload. The local build's spec, with
 * cancel, delete and Reinstate, is e2e/local/series-edits.spec.ts.
 */
test.use({ timezoneId: ZONE, locale: 'en-GB' });

const WEEKS = [2, 9, 16, 23] as const;

test('with no Firestore: this and following moves the date of the later events and keeps an earlier edit of one of them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('coach'));
  const teamId = await createTeam(page, { name: 'Offline Series U10' });
  const [, second, third, fourth] = (await weeklySeries(page, teamId, 'Weekly training', WEEKS)) as [
    string,
    string,
    string,
    string,
  ];

  // the third moved to the hall on its own, then the second a day later with the following ones
  await editEvent(page, third, { location: 'Hall' }, 'This event', 'Event updated');
  await editEvent(page, second, { date: day(WEEKS[1] + 1) }, 'This and following events', '3 events updated');

  await page.reload();
  await page.goto(`/teams/${teamId}`);
  const items = teamEvents(page).getByRole('listitem');
  await expect(items).toHaveCount(4);
  for (const [index, offset] of [WEEKS[0], WEEKS[1] + 1, WEEKS[2] + 1, WEEKS[3] + 1].entries())
    await expect(items.nth(index)).toContainText(`${dayText(day(offset))} · 18:00`);
  const details = page.getByRole('region', { name: 'Details' });
  await page.goto(`/events/${third}`);
  await expect(details).toContainText('Hall');
  await page.goto(`/events/${fourth}`);
  await expect(details).toContainText('Pitch 2');
});
