import { expect, test } from '@playwright/test';
import { addChild, joinWith } from '../support/children';
import { answer, answerGroup, answersRegion, createEvent, day, dayText, scheduleCard, ZONE } from '../support/events';
import { createTeam, enterCode, newPerson, shownJoinCode, switchTo } from '../support/groups';
import { toast, toasts } from '../support/users';

/**
 * docs/team-life.md "Schedule and Next up": one event card on `/schedule` and in the dashboard's
 * `Next up` (date tile, type, time, place, `Answer by …`, the radio groups of my people, answered
 * in place with `Reason` and `Note`), `No answer` and `Going unless you say no` beside a group,
 * `Answers are closed` with the time, the answer note's limit, and dates and times read the same
 * whatever the browser's locale (this file runs in American English: a 12-hour clock by default).
 */
test.use({ timezoneId: ZONE, locale: 'en-US' });
// several people register and sign in on this device (each a 600,000-round PBKDF2)
test.describe.configure({ timeout: 180_000 });

test('a parent of two answers for both on one compact card: on /schedule, reason and note in place, and from Next up', async ({
  page,
}) => {
  await newPerson(page, 'coach', 'Casey', 'Coach', false);
  const teamId = await createTeam(page, { name: 'Cards U10' });
  const code = await shownJoinCode(page);
  await createEvent(page, teamId, {
    title: 'Cards training',
    date: day(1),
    start: '18:00',
    end: '19:30',
    location: 'North Park, pitch 3',
    answerBy: `${day(1)}T12:00`,
  });

  await newPerson(page, 'parent', 'Robin', 'Parent');
  await addChild(page, { first: 'Leo', last: 'Parent', dob: '2015-03-01' });
  await addChild(page, { first: 'Mia', last: 'Parent', dob: '2017-06-02' });
  await joinWith(page, code, { me: false, children: ['Leo Parent', 'Mia Parent'] });

  // on a phone: the card's date tile, type, time, place, answer-by, and both children unanswered
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/schedule');
  const card = scheduleCard(page, 'Cards training');
  await expect(card.getByRole('img', { name: dayText(day(1)), exact: true })).toBeVisible();
  await expect(card).toContainText('Training');
  await expect(card).toContainText('18:00');
  await expect(card).toContainText('North Park, pitch 3');
  await expect(card).toContainText('Cards U10');
  await expect(card).toContainText(`Answer by ${dayText(day(1))} 12:00`);
  const leo = answerGroup(card, 'Leo Parent');
  const mia = answerGroup(card, 'Mia Parent');
  for (const group of [leo, mia]) {
    await expect(group).toContainText('No answer');
    for (const radio of await group.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  }
  const box = await card.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(260);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Not going for Leo, from the card: his reason and note open there
  await answer(page, leo, 'Not going');
  await expect(leo).not.toContainText('No answer');
  await expect(mia).toContainText('No answer');
  const note = card.getByLabel('Note', { exact: true });
  await expect(card.getByLabel('Reason', { exact: true })).toBeVisible();
  await expect(note).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // a note of 141 UTF-16 units (the lion counts 2) is refused beside its message, kept as typed, not saved
  await expect(toasts(page, 'Answer saved')).toHaveCount(0);
  const long = `${'Away at his grandmother’s for the weekend, back on Monday. '.repeat(3).slice(0, 139)}🦁`;
  expect(long.length).toBe(141);
  await note.fill(long);
  await expect(card).toContainText('141 / 140');
  await note.press('Enter');
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toHaveAccessibleDescription(/Note must be at most 140 characters/);
  await expect(toast(page, 'Note must be at most 140 characters')).toBeVisible();
  await expect(note).toHaveValue(long);
  await note.blur();
  await expect(note).toHaveValue(long);
  await expect(toasts(page, 'Answer saved')).toHaveCount(0);
  await page.reload();
  await expect(leo.getByRole('radio', { name: 'Not going', exact: true })).toBeChecked();
  await card.getByRole('button', { name: 'Reason and note' }).click();
  await expect(card.getByLabel('Note', { exact: true })).toHaveValue('');

  // Next up: the same card; Leo's answer is there, and Mia is answered from the dashboard
  await page.goto('/dashboard');
  const nextUp = page.getByRole('region', { name: 'Next up' });
  await expect(nextUp.getByRole('link', { name: 'Cards training', exact: true })).toBeVisible();
  await expect(nextUp.getByRole('img', { name: dayText(day(1)), exact: true })).toBeVisible();
  await expect(answerGroup(nextUp, 'Leo Parent').getByRole('radio', { name: 'Not going', exact: true })).toBeChecked();
  await expect(answerGroup(nextUp, 'Mia Parent')).toContainText('No answer');
  await answer(page, answerGroup(nextUp, 'Mia Parent'), 'Maybe');
  await expect(nextUp.getByLabel('Reason', { exact: true })).toBeVisible();
  await page.reload();
  await expect(answerGroup(nextUp, 'Mia Parent').getByRole('radio', { name: 'Maybe', exact: true })).toBeChecked();
  await expect(nextUp.getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/schedule');
});

test('going unless they say no: Going checked with its words; once Answer by has passed, Answers are closed and when', async ({
  page,
}) => {
  const coach = await newPerson(page, 'coach', 'Casey', 'Coach', false);
  const teamId = await createTeam(page, { name: 'Cards U12' });
  const code = await shownJoinCode(page);
  const id = await createEvent(page, teamId, {
    title: 'Cup day',
    type: 'Match',
    date: day(2),
    start: '10:00',
    end: '13:00',
    answerBy: `${day(1)}T20:00`,
    defaultGoing: true,
  });

  // staff: the summary line on the card, and their own group going
  await page.goto('/schedule');
  const card = scheduleCard(page, 'Cup day');
  await expect(card).toContainText('Match');
  await expect(card).toContainText('10:00');
  await expect(card).toContainText(/\d+ going · \d+ maybe · \d+ not going · \d+ no answer/);
  const coachs = answerGroup(card, 'Your answer');
  await expect(coachs.getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
  await expect(coachs).toContainText('Going unless you say no');

  const pat = await newPerson(page, 'pat', 'Pat', 'Jones');
  await enterCode(page, code);
  await expect(toast(page, 'Joined team')).toBeVisible();
  // a child's own group says Going too, not only the squad's list
  await addChild(page, { first: 'Sam', last: 'Jones', dob: '2016-04-04' });
  await joinWith(page, code, { me: false, children: ['Sam Jones'], alreadyOn: ['Me'] });
  await page.goto('/schedule');
  const mine = answerGroup(card, 'Your answer');
  for (const group of [mine, answerGroup(card, 'Sam Jones')]) {
    await expect(group.getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
    await expect(group).toContainText('Going unless you say no');
    await expect(group).not.toContainText('No answer');
  }
  await expect(card).toContainText(`Answer by ${dayText(day(1))} 20:00`);
  // a player reads no summary
  await expect(card).not.toContainText(/\d+ going · /);
  await card.getByRole('link', { name: 'Cup day', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cup day');
  await expect(answerGroup(page, 'Your answer').getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
  await expect(answerGroup(page, 'Your answer')).toContainText('Going unless you say no');
  await expect(answerGroup(page, 'Sam Jones').getByRole('radio', { name: 'Going', exact: true })).toBeChecked();

  // the coach moves Answer by into the past: answers close, and say when
  await switchTo(page, coach);
  // the squad's Going list names the same people whose own groups say Going
  await page.goto(`/events/${id}`);
  const going = answersRegion(page, 'Going').getByRole('listitem');
  for (const name of ['Pat Jones', 'Sam Jones']) await expect(going.filter({ hasText: name })).toHaveCount(1);
  await page.goto(`/events/${id}/edit`);
  await page.getByLabel('Answer by').fill(`${day(-1)}T09:30`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Event updated')).toBeVisible();

  await switchTo(page, pat);
  await page.goto('/schedule');
  await expect(mine).toContainText(`Answers are closed ${dayText(day(-1))} 09:30`);
  for (const radio of await mine.getByRole('radio').all()) await expect(radio).toBeDisabled();
  await expect(mine.getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
  await expect(mine).not.toContainText('Going unless you say no');
  await expect(card).not.toContainText('Answer by');
  await page.goto(`/events/${id}`);
  await expect(answerGroup(page, 'Your answer')).toContainText(`Answers are closed ${dayText(day(-1))} 09:30`);
});
