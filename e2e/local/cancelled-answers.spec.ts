import { expect, type Locator, type Page, test } from '@playwright/test';
import { answer, answerGroup, createEvent, day, scheduleCard, ZONE } from '../support/events';
import { createTeam, enterCode, newPerson, shownJoinCode, switchTo } from '../support/groups';
import { getDoc, putDoc, signedInUid } from '../support/local-db';
import { toast } from '../support/users';

/**
 * docs/team-life.md "Answers": a cancelled event takes no answer. Each person's radio group is
 * disabled and reads `Cancelled` wherever it shows (the event page, the schedule's card, `Next
 * up`), staff's own and their `Answer for {name}` included; an answer that reaches the rules after
 * the cancellation (from a page that still showed the event scheduled) is refused with `Answers are
 * closed`, and the stored answer stays.
 */
test.use({ timezoneId: ZONE, locale: 'en-GB' });
// two people on this device, who sign out and in through the screens
test.describe.configure({ timeout: 180_000 });

/** The group's three choices, each disabled. */
async function allDisabled(group: Locator) {
  await expect(group.getByRole('radio')).toHaveCount(3);
  for (const radio of await group.getByRole('radio').all()) await expect(radio).toBeDisabled();
}

/** A coach's team with Pat Jones on it and an event Pat answered `Going`: ends signed in as the coach. */
async function answeredEvent(page: Page, title: string) {
  const coach = await newPerson(page, 'coach', 'Casey', 'Morgan', false);
  const teamId = await createTeam(page, { name: 'Cancelled U11' });
  const code = await shownJoinCode(page);
  const pat = await newPerson(page, 'pat', 'Pat', 'Jones');
  await enterCode(page, code);
  await expect(toast(page, 'Joined team')).toBeVisible();
  await switchTo(page, coach);
  const id = await createEvent(page, teamId, { title, date: day(4) });
  await switchTo(page, pat);
  await page.goto(`/events/${id}`);
  await answer(page, answerGroup(page, 'Your answer'), 'Going');
  await switchTo(page, coach);
  return { coach, pat, id };
}

test('after Cancel event, each group is disabled and reads Cancelled, for the member and the coach alike', async ({
  page,
}) => {
  const { pat, id } = await answeredEvent(page, 'Friday training');

  // the coach cancels: their own group and every Answer for {name} shut too
  await page.goto(`/events/${id}`);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Reason').fill('Pitch frozen');
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Event cancelled')).toBeVisible();
  const coachGroup = answerGroup(page, 'Your answer');
  await allDisabled(coachGroup);
  await expect(coachGroup).toContainText('Cancelled');
  const forPat = page.getByRole('combobox', { name: 'Answer for Pat Jones' });
  await expect(forPat).toBeDisabled();
  await expect(forPat).toHaveAccessibleDescription('Cancelled');
  await expect(forPat).toHaveValue('going');

  // the member's page: the answer stays as given, shut, reading Cancelled (not the close's time)
  await switchTo(page, pat);
  await page.goto(`/events/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Pitch frozen' })).toBeVisible();
  const mine = answerGroup(page, 'Your answer');
  await allDisabled(mine);
  await expect(mine.getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
  await expect(mine).toHaveAccessibleDescription('Cancelled');
  await expect(mine).not.toContainText('Answers are closed');

  // the schedule's card and Next up: the same group, shut, reading Cancelled
  await page.goto('/schedule');
  const card = answerGroup(scheduleCard(page, 'Friday training'), 'Your answer');
  await allDisabled(card);
  await expect(card).toContainText('Cancelled');
  await page.goto('/dashboard');
  const nextUp = answerGroup(page.getByRole('region', { name: 'Next up' }), 'Your answer');
  await allDisabled(nextUp);
  await expect(nextUp).toContainText('Cancelled');
});

test('an answer sent from a page that still shows the event scheduled is refused: Answers are closed', async ({
  page,
}) => {
  const { pat, id } = await answeredEvent(page, 'Sunday match');

  // Pat's page shows the event scheduled; the coach's Cancel event then lands on the server (the
  // device's store here) without this page hearing of it, as on a phone that was offline meanwhile
  await switchTo(page, pat);
  await page.goto(`/events/${id}`);
  const mine = answerGroup(page, 'Your answer');
  await expect(mine.getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
  const stored = await getDoc(page, 'events', id);
  expect(stored?.status).toBe('scheduled');
  await putDoc(page, 'events', id, {
    ...stored,
    status: 'cancelled',
    cancelReason: 'Pitch frozen',
    sequence: Number(stored?.sequence ?? 0) + 1,
  });

  // a click, not check(): the refusal puts `Going` back before check() could see its own radio stay checked
  await mine.getByRole('radio', { name: 'Not going', exact: true }).click();
  await expect(toast(page, 'Answers are closed')).toBeVisible();
  // the refused answer leaves nothing: the stored one stands, and shows once more
  await expect(mine.getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
  // a registered member's person id is their uid
  expect((await getDoc(page, 'eventAnswers', `${id}_${await signedInUid(page)}`))?.status).toBe('going');

  // opened again: shut, reading Cancelled
  await page.reload();
  await allDisabled(mine);
  await expect(mine).toContainText('Cancelled');
});
