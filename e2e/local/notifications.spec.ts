import { expect, type Page, test } from '@playwright/test';
import { addChild, joinWith } from '../support/children';
import { answer, answerGroup, answersRegion, createEvent, day, ZONE } from '../support/events';
import { createTeam, newPerson, shownJoinCode } from '../support/groups';
import { toast, toasts } from '../support/users';

/**
 * docs/notifications.md "On the device", on the local build: a notice's `Going` opens the event with
 * `?answer=going`, and that link alone answers nothing (not even after a reload); the one-tap
 * confirm answers for exactly the people it names. The local build has no server part, and the
 * Notifications page and the schedule's calendar section say so plainly.
 */
test.use({ timezoneId: ZONE });
// several people on this device (seeded, each signing in once)
test.describe.configure({ timeout: 180_000 });

/** The squad's answers as the event page lists them once read: each person under their answer. */
async function expectAnswers(page: Page, answers: Record<string, 'Going' | 'Not going' | 'No answer'>) {
  for (const [name, region] of Object.entries(answers)) {
    await expect(answersRegion(page, region).getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  }
}

test('a notice’s Going link answers nothing until the one-tap confirm, which answers for exactly the people it names', async ({
  page,
}) => {
  await newPerson(page, 'coach', 'Casey', 'Coach', false);
  const teamId = await createTeam(page, { name: 'Notice U9' });
  const code = await shownJoinCode(page);
  const eventId = await createEvent(page, teamId, { title: 'Notice training', date: day(2) });

  await newPerson(page, 'parent', 'Robin', 'Parent');
  await addChild(page, { first: 'Leo', last: 'Parent', dob: '2016-03-01' });
  await addChild(page, { first: 'Mia', last: 'Parent', dob: '2018-06-02' });
  await joinWith(page, code, { me: false, children: ['Leo Parent', 'Mia Parent'] });

  // the link as the worker opens it for the action Going: a button naming both, and nothing answered
  await page.goto(`/events/${eventId}?answer=going`);
  const confirm = page.getByRole('button', { name: 'Confirm: Going for Leo and Mia', exact: true });
  await expect(confirm).toBeVisible();
  await expectAnswers(page, { 'Leo Parent': 'No answer', 'Mia Parent': 'No answer' });
  await page.reload();
  await expect(confirm).toBeVisible();
  await expectAnswers(page, { 'Leo Parent': 'No answer', 'Mia Parent': 'No answer' });
  await expect(toasts(page, 'Answer saved')).toHaveCount(0);

  // Leo answers Going in the ordinary way: the confirm then names Mia only
  await answer(page, answerGroup(page.getByRole('region', { name: 'Your answers' }), 'Leo Parent'), 'Going');
  const miaOnly = page.getByRole('button', { name: 'Confirm: Going for Mia', exact: true });
  await expect(miaOnly).toBeVisible();
  await expect(confirm).toHaveCount(0);

  // the tap answers for Mia, the one named, and the link's question goes
  await miaOnly.click();
  await expect(toast(page, 'Answer saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expect(page.getByRole('button', { name: /^Confirm:/ })).toHaveCount(0);
  await page.reload();
  await expectAnswers(page, { 'Leo Parent': 'Going', 'Mia Parent': 'Going' });

  // a Not going link for the same event changes nothing by itself either
  await page.goto(`/events/${eventId}?answer=notGoing`);
  await expect(page.getByRole('button', { name: 'Confirm: Not going for Leo and Mia', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Confirm: Not going for Leo and Mia', exact: true })).toBeVisible();
  await expectAnswers(page, { 'Leo Parent': 'Going', 'Mia Parent': 'Going' });
});

test('the local build says plainly that notifications and calendar feeds need Cloud sync', async ({ page }) => {
  await newPerson(page, 'solo', 'Sam', 'Solo', false);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Notifications need Cloud sync.')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);

  await page.goto('/schedule');
  const section = page.getByRole('region', { name: 'Subscribe in your calendar' });
  await expect(section).toContainText('Calendar feeds need Cloud sync.');
  await expect(section.getByRole('button')).toHaveCount(0);
});
