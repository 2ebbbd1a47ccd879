import { expect, test } from '@playwright/test';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { answer, answerGroup, createEvent, day, dayText, teamEvents, ZONE } from '../support/events';
import { createTeam } from '../support/groups';
import { unbroken } from '../support/long-text';
import { checkWidths } from '../support/narrow-screens';
import { toast, uniqueEmail } from '../support/users';

/**
 * The pins on the Firebase build with no Firestore (a coach at a ground with no signal;
 * nobody else can join without a server, so the coach plays): a going-unless-they-say-no event
 * shows Going checked in the coach's own group; an answer note over its limit is
 * refused beside its message and not saved (9); every upcoming event of a 45-event series is
 * reached from the team page (7); the event page with a reason open, the schedule and the team
 * page do not scroll sideways at 320 or 390 px with long unbroken text (8). The local build's
 * specs: event-cards, family-groups and narrow-screens in e2e/local/.
 */
test.use({ timezoneId: ZONE, locale: 'en-GB' });

test('with no Firestore: going unless they say no, the answer note limit, every event from the team page, no sideways scroll', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('coach'));
  const team = unbroken('Teamname', 100);
  const teamId = await createTeam(page, { name: team });
  const ownRole = page
    .getByRole('region', { name: 'Members', exact: true })
    .getByRole('combobox', { name: 'Squad role' });
  await ownRole.selectOption('Player');
  await expect(ownRole).toHaveValue('Player');

  // nobody has answered, and the coach's own group says Going
  const location = unbroken('Location', 200);
  await createEvent(page, teamId, { title: 'Cup day', date: day(2), location, defaultGoing: true });
  const mine = answerGroup(page, 'Your answer');
  await expect(mine.getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
  await expect(mine).toContainText('Going unless you say no');

  // a note of 141 units (the lion counts 2) stays as typed beside its message, not saved
  await answer(page, mine, 'Not going');
  const note = page.getByLabel('Note', { exact: true });
  const long = `${unbroken('Note', 139)}🦁`;
  await note.fill(long);
  await expect(page.getByText('141 / 140')).toBeVisible();
  await note.press('Enter');
  await expect(toast(page, 'Note must be at most 140 characters')).toBeVisible();
  await expect(note).toHaveValue(long);
  // with the reason and the note open
  await checkWidths(page, 'the event page with a reason open');
  await page.reload();
  await expect(answerGroup(page, 'Your answer').getByRole('radio', { name: 'Not going', exact: true })).toBeChecked();
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('');

  // 45 weekly trainings, 20 at a time
  await createEvent(page, teamId, { title: 'Training', date: day(1), repeatUntil: day(1 + 44 * 7) }, 45);
  await page.goto(`/teams/${teamId}`);
  const items = teamEvents(page).getByRole('listitem');
  await expect(items).toHaveCount(20);
  await checkWidths(page, 'the team page');
  await teamEvents(page).getByRole('button', { name: 'Show more' }).click();
  await expect(items).toHaveCount(40);
  await teamEvents(page).getByRole('button', { name: 'Show more' }).click();
  await expect(items).toHaveCount(46);
  await expect(items.last()).toContainText(dayText(day(1 + 44 * 7)));

  await page.goto('/schedule');
  await expect(page.getByRole('link', { name: 'Cup day', exact: true })).toBeVisible();
  await checkWidths(page, '/schedule');
});
