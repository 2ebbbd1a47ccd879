import { expect, type Page, test } from '@playwright/test';
import { addChild, joinWith } from '../support/children';
import {
  answer,
  answerGroup,
  answersRegion,
  cancelledNotice,
  createEvent,
  day,
  dayText,
  downloadedText,
  eventItem,
  fillEventForm,
  openNewEvent,
  teamEvents,
  ZONE,
} from '../support/events';
import { confirm, createClub, createTeam, enterCode, newPerson, shownJoinCode, switchTo } from '../support/groups';
import { toast } from '../support/users';

/**
 * docs/team-life.md, part 1: a team's events, the event form, the event page, answers,
 * closing, cancelling and deleting, attendance, the calendar file. Times in the team's zone,
 * which a new team takes from the device.
 */
test.use({ timezoneId: ZONE, locale: 'en-GB' });
// several people on this device (seeded: e2e/support/seed-people.ts), who sign out and in through the screens
test.describe.configure({ timeout: 180_000 });

/** Joins the team with its code as the signed-in user. */
async function joinTeam(page: Page, code: string) {
  await enterCode(page, code);
  await expect(toast(page, 'Joined team')).toBeVisible();
}

/** The owner's new team, with its join code: ends on the team page. */
async function ownTeam(page: Page, name: string, prefix = 'owner', first = 'Olive', last = 'Owner') {
  const owner = await newPerson(page, prefix, first, last, false);
  const teamId = await createTeam(page, { name });
  const code = await shownJoinCode(page);
  return { owner, teamId, code };
}

/** Cancels the open event through its dialog, with a reason. */
async function cancelEvent(page: Page, reason: string) {
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Event cancelled')).toBeVisible();
}

test('row 1: the team page lists its events not ended, soonest first, Cancelled marked; + Event for staff only', async ({
  page,
}) => {
  const { teamId, code } = await ownTeam(page, 'Events U12');
  await page.goto(`/teams/${teamId}`);
  await expect(teamEvents(page)).toContainText('No upcoming events');
  const add = teamEvents(page).getByRole('link', { name: '+ Event' });
  await expect(add).toHaveAttribute('href', `/teams/${teamId}/events/new`);

  await createEvent(page, teamId, { title: 'Second training', date: day(2), start: '18:00', end: '19:30' });
  await createEvent(page, teamId, { title: 'First match', type: 'Match', date: day(1), start: '10:30', end: '12:00' });
  await createEvent(page, teamId, {
    title: 'Cancelled social',
    type: 'Social',
    date: day(3),
    start: '19:00',
    end: '21:00',
  });
  await cancelEvent(page, 'Hall closed');
  // ended: not listed, but under Earlier events
  await createEvent(page, teamId, { title: 'Old training', date: day(-3) });

  await page.goto(`/teams/${teamId}`);
  await expect(teamEvents(page).getByRole('listitem').getByRole('link')).toHaveText([
    'First match',
    'Second training',
    'Cancelled social',
  ]);
  await expect(eventItem(page, 'First match')).toContainText(`${dayText(day(1))} · 10:30`);
  await expect(eventItem(page, 'Second training')).toContainText(`${dayText(day(2))} · 18:00`);
  await expect(eventItem(page, 'Cancelled social')).toContainText(`${dayText(day(3))} · 19:00`);
  await expect(eventItem(page, 'Cancelled social').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(eventItem(page, 'First match').getByText('Cancelled', { exact: true })).toHaveCount(0);
  await expect(eventItem(page, 'Second training').getByText('Cancelled', { exact: true })).toHaveCount(0);
  await eventItem(page, 'First match').getByRole('link', { name: 'First match' }).click();
  await expect(page).toHaveURL(/\/events\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First match');

  await page.goto(`/teams/${teamId}`);
  await teamEvents(page).getByRole('link', { name: 'Earlier events' }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/events/earlier$`));
  await expect(page.getByRole('link', { name: 'Old training' })).toBeVisible();

  // a plain member reads the list, without + Event
  await newPerson(page, 'member', 'Pat', 'Jones');
  await joinTeam(page, code);
  await page.goto(`/teams/${teamId}`);
  await expect(teamEvents(page).getByRole('listitem').getByRole('link')).toHaveText([
    'First match',
    'Second training',
    'Cancelled social',
  ]);
  await expect(teamEvents(page).getByRole('link', { name: 'Earlier events' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+ Event' })).toHaveCount(0);
});

test('row 2: the event form has its fields, and refuses bad input with its messages, creating nothing', async ({
  page,
}) => {
  const { teamId } = await ownTeam(page, 'Form U10');
  await openNewEvent(page, teamId);
  for (const label of [
    'Title',
    'Type',
    'Start time',
    'End time',
    'Meet time',
    'Location',
    'Opponent',
    'Notes',
    'Repeat weekly until',
    'Answer by',
  ]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Date', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Type').getByRole('option')).toHaveText(['Training', 'Match', 'Social', 'Other']);
  await expect(page.getByRole('checkbox', { name: 'Everyone is going unless they say no' })).not.toBeChecked();

  const save = page.getByRole('button', { name: 'Save' });
  const refused = async (field: string, message: string) => {
    await save.click();
    await expect(page.getByLabel(field, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(field, { exact: true })).toHaveAccessibleDescription(new RegExp(message));
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/events/new$`));
  };

  // empty: every required field says so
  await save.click();
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription(/Title is required/);
  await expect(page.getByLabel('Date', { exact: true })).toHaveAccessibleDescription(/Date is required/);
  await expect(page.getByLabel('Start time')).toHaveAccessibleDescription(/Start time is required/);
  await expect(page.getByLabel('End time')).toHaveAccessibleDescription(/End time must be after the start/);
  await expect(toast(page, 'Title is required')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();

  await fillEventForm(page, { title: 'x'.repeat(101), date: day(1), start: '18:00', end: '19:00' });
  await refused('Title', 'Title must be at most 100 characters');
  await fillEventForm(page, { title: 'Training', notes: 'n'.repeat(2001) });
  await refused('Notes', 'Notes must be at most 2,000 characters');
  await fillEventForm(page, { notes: 'n'.repeat(2000), end: '17:00' });
  await refused('End time', 'End time must be after the start');
  await fillEventForm(page, { end: '18:00' });
  await refused('End time', 'End time must be after the start');
  await fillEventForm(page, { end: '19:00', repeatUntil: day(1) });
  await refused('Repeat weekly until', 'Repeat weekly until must be after the date');
  await fillEventForm(page, { repeatUntil: day(0) });
  await refused('Repeat weekly until', 'Repeat weekly until must be after the date');
  // 53 weeks
  await fillEventForm(page, { repeatUntil: day(1 + 7 * 52) });
  await refused('Repeat weekly until', 'A series can have at most 52 events');
  await fillEventForm(page, { date: '' });
  await refused('Date', 'Date is required');
  await fillEventForm(page, { date: day(1), start: '' });
  await refused('Start time', 'Start time is required');
  // measured in UTF-16 units, as Firestore measures: 51 emoji typed are 102, kept as typed beside the message
  await fillEventForm(page, { start: '18:00', title: '' });
  await page.getByLabel('Title').pressSequentially('🦁'.repeat(51));
  await refused('Title', 'Title must be at most 100 characters');
  await expect(page.getByLabel('Title')).toHaveValue('🦁'.repeat(51));

  // nothing was created
  await page.goto(`/teams/${teamId}`);
  await expect(teamEvents(page)).toContainText('No upcoming events');
  await expect(teamEvents(page).getByRole('listitem')).toHaveCount(0);
  await page.goto('/schedule');
  await expect(page.getByText('No upcoming events')).toBeVisible();
});

test('row 3: saving creates one event or a weekly series; an edit applies to this event or the following ones', async ({
  page,
}) => {
  const { teamId } = await ownTeam(page, 'Series U11');
  const single = await createEvent(page, teamId, { title: 'Friendly', type: 'Match', date: day(1) });
  expect(page.url()).toMatch(new RegExp(`/events/${single}$`));

  // one form, four weeks
  await openNewEvent(page, teamId);
  await fillEventForm(page, {
    title: 'Weekly training',
    date: day(2),
    start: '18:00',
    end: '19:00',
    repeatUntil: day(23),
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, '4 events created')).toBeVisible();
  await expect(page).toHaveURL(/\/events\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weekly training');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(/18:00–19:00/);
  const first = page.url();

  await page.goto(`/teams/${teamId}`);
  const links = teamEvents(page).getByRole('listitem').getByRole('link');
  await expect(links).toHaveText(['Friendly', ...Array(4).fill('Weekly training')]);
  for (const [index, offset] of [2, 9, 16, 23].entries()) {
    await expect(
      teamEvents(page)
        .getByRole('listitem')
        .nth(index + 1),
    ).toContainText(dayText(day(offset)));
  }
  // the first of the series is where saving led
  await links.nth(1).click();
  await expect(page).toHaveURL(first);

  // a single event: no Apply to
  await page.goto(`/events/${single}/edit`);
  await expect(page.getByLabel('Title')).toHaveValue('Friendly');
  await expect(page.getByRole('radiogroup', { name: 'Apply to' })).toHaveCount(0);
  await fillEventForm(page, { location: 'Away ground' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Event updated')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${single}$`));
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Away ground');

  // the second of the series, and the ones after it
  await page.goto(`/teams/${teamId}`);
  await links.nth(2).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weekly training');
  const second = page.url();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`${second}/edit`);
  const applyTo = page.getByRole('radiogroup', { name: 'Apply to' });
  await expect(applyTo.getByRole('radio', { name: 'This event' })).toBeChecked();
  await expect(applyTo.getByRole('radio', { name: 'This and following events' })).not.toBeChecked();
  await expect(page.getByLabel('Title')).toHaveValue('Weekly training');
  await fillEventForm(page, { title: 'Weekly session', start: '18:30', end: '19:30' });
  await applyTo.getByRole('radio', { name: 'This and following events' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  // the second and the two after it (docs/team-life.md "Editing a series")
  await expect(toast(page, '3 events updated')).toBeVisible();
  await expect(page).toHaveURL(second);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weekly session');

  await page.goto(`/teams/${teamId}`);
  await expect(links).toHaveText(['Friendly', 'Weekly training', 'Weekly session', 'Weekly session', 'Weekly session']);
  await expect(teamEvents(page).getByRole('listitem').nth(1)).toContainText(`${dayText(day(2))} · 18:00`);
  await expect(teamEvents(page).getByRole('listitem').nth(4)).toContainText(`${dayText(day(23))} · 18:30`);

  // This event alone: only the first changes
  await links.nth(1).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await fillEventForm(page, { title: 'Opening training' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Event updated')).toBeVisible();
  await expect(page).toHaveURL(first);
  await page.goto(`/teams/${teamId}`);
  await expect(links).toHaveText([
    'Friendly',
    'Opening training',
    'Weekly session',
    'Weekly session',
    'Weekly session',
  ]);
});

test('row 4: the event page shows the event, and my answer with a reason and note that survive a reload', async ({
  page,
}) => {
  const { teamId } = await ownTeam(page, 'Page U13');
  await createEvent(page, teamId, {
    title: 'Cup quarter-final',
    type: 'Match',
    date: day(4),
    start: '14:00',
    end: '15:45',
    meet: '13:15',
    location: 'Riverside Park',
    opponent: 'Rovers FC',
    notes: 'Bring both kits',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cup quarter-final');
  await expect(page.getByText('Match', { exact: true })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('14:00–15:45');
  await expect(details).toContainText(String(Number(day(4).slice(8))));
  await expect(details).toContainText('13:15');
  await expect(details).toContainText('Riverside Park');
  await expect(details).toContainText('Rovers FC');
  await expect(details).toContainText('Bring both kits');
  await expect(details.getByRole('link', { name: 'Page U13' })).toHaveAttribute('href', `/teams/${teamId}`);

  const mine = answerGroup(page, 'Your answer');
  await expect(mine.getByRole('radio')).toHaveCount(3);
  for (const choice of ['Going', 'Maybe', 'Not going']) {
    await expect(mine.getByRole('radio', { name: choice, exact: true })).not.toBeChecked();
  }
  await expect(page.getByLabel('Reason')).toHaveCount(0);
  await answer(page, mine, 'Going');
  await expect(page.getByLabel('Reason')).toHaveCount(0);
  await page.reload();
  await expect(mine.getByRole('radio', { name: 'Going', exact: true })).toBeChecked();

  await answer(page, mine, 'Not going');
  const reason = page.getByLabel('Reason');
  await expect(reason.getByRole('option')).toHaveText(['—', 'Injury', 'Illness', 'School', 'Work', 'Holiday', 'Other']);
  await reason.selectOption('Holiday');
  await expect(toast(page, 'Answer saved')).toHaveCount(1);
  const note = page.getByLabel('Note', { exact: true });
  await note.fill('Away all week');
  await note.press('Tab');
  await expect(page.getByRole('status').filter({ hasText: 'Answer saved' })).not.toHaveCount(0);
  await page.reload();
  await expect(mine.getByRole('radio', { name: 'Not going', exact: true })).toBeChecked();
  await expect(page.getByLabel('Reason')).toHaveValue('Holiday');
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Away all week');

  // Maybe keeps them; a note longer than 140 characters is refused and not kept
  await answer(page, mine, 'Maybe');
  await expect(page.getByLabel('Reason')).toHaveValue('Holiday');
  await page.getByLabel('Note', { exact: true }).fill('y'.repeat(141));
  await page.getByLabel('Note', { exact: true }).press('Tab');
  await expect(toast(page, 'Note must be at most 140 characters')).toBeVisible();
  await page.getByLabel('Reason').selectOption('Injury');
  await page.reload();
  await expect(mine.getByRole('radio', { name: 'Maybe', exact: true })).toBeChecked();
  await expect(page.getByLabel('Reason')).toHaveValue('Holiday');
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Away all week');
  await page.getByLabel('Note', { exact: true }).fill('z'.repeat(140));
  await page.getByLabel('Note', { exact: true }).press('Enter');
  await page.getByLabel('Reason').selectOption('Injury');
  await expect(page.getByRole('status').filter({ hasText: 'Answer saved' })).not.toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Reason')).toHaveValue('Injury');
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('z'.repeat(140));

  // 71 emoji typed are 142 UTF-16 units, as Firestore counts: all kept in the field beside the message,
  // no success, nothing saved (neither the note nor an empty one)
  await note.fill('');
  await note.pressSequentially('🦁'.repeat(71));
  await note.press('Tab');
  await expect(note).toHaveValue('🦁'.repeat(71));
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  // the message, then the field's counter
  await expect(note).toHaveAccessibleDescription('Note must be at most 140 characters 142 / 140');
  await expect(toast(page, 'Note must be at most 140 characters')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Answer saved' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('z'.repeat(140));
  // 70 emoji are 140 units: saved
  await page.getByLabel('Note', { exact: true }).fill('🦁'.repeat(70));
  await page.getByLabel('Note', { exact: true }).press('Enter');
  await expect(toast(page, 'Answer saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('🦁'.repeat(70));
});

test('row 5: the squad’s answers: summary, four groups, the owner under Staff, reasons for staff only, staff answer for a member', async ({
  page,
}) => {
  const { owner, teamId, code } = await ownTeam(page, 'Answers U14');
  const pat = await newPerson(page, 'pat', 'Pat', 'Jones');
  await joinTeam(page, code);
  const max = await newPerson(page, 'max', 'Max', 'Moss');
  await joinTeam(page, code);

  await switchTo(page, owner);
  const eventId = await createEvent(page, teamId, { title: 'Tuesday training', date: day(2) });
  await answer(page, answerGroup(page, 'Your answer'), 'Going');
  const optIn = await createEvent(page, teamId, { title: 'Tournament', date: day(5), defaultGoing: true });

  // Max: maybe, ill, with a note for staff
  await switchTo(page, max);
  await page.goto(`/events/${eventId}`);
  await answer(page, answerGroup(page, 'Your answer'), 'Maybe');
  await page.getByLabel('Reason').selectOption('Illness');
  await page.getByLabel('Note', { exact: true }).fill('Flu since Monday');
  await page.getByLabel('Note', { exact: true }).press('Tab');
  await page.reload();
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Flu since Monday');

  // Pat, a plain member: names only
  await switchTo(page, pat);
  await page.goto(`/events/${eventId}`);
  const squad = page.getByRole('region', { name: "The squad's answers" });
  // the owner is staff: listed apart with their answer, not counted (docs/team-life.md "Who")
  await expect(squad.getByText('0 going · 1 maybe · 0 not going · 1 no answer', { exact: true })).toBeVisible();
  await expect(answersRegion(page, 'Going').getByRole('listitem')).toHaveCount(0);
  await expect(squad.getByRole('region', { name: 'Staff', exact: true }).getByRole('listitem')).toHaveText([
    /Olive Owner\s*Going/,
  ]);
  await expect(answersRegion(page, 'Maybe').getByRole('listitem')).toHaveText(['Max Moss']);
  await expect(answersRegion(page, 'Not going').getByRole('listitem')).toHaveCount(0);
  await expect(answersRegion(page, 'No answer').getByRole('listitem')).toHaveText(['Pat Jones']);
  await expect(page.getByText('Flu since Monday')).toHaveCount(0);
  await expect(squad.getByText('Illness')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Answer for / })).toHaveCount(0);
  await answer(page, answerGroup(page, 'Your answer'), 'Not going');
  await expect(squad.getByText('0 going · 1 maybe · 1 not going · 0 no answer', { exact: true })).toBeVisible();
  await expect(answersRegion(page, 'Not going').getByRole('listitem')).toHaveText(['Pat Jones']);

  // going unless they say no: nobody has answered, everyone is going
  await page.goto(`/events/${optIn}`);
  await expect(squad.getByText('2 going · 0 maybe · 0 not going · 0 no answer', { exact: true })).toBeVisible();
  const going = answersRegion(page, 'Going').getByRole('listitem');
  await expect(going).toHaveCount(2);
  for (const name of ['Pat Jones', 'Max Moss']) await expect(going.filter({ hasText: name })).toHaveCount(1);
  await expect(answersRegion(page, 'No answer').getByRole('listitem')).toHaveCount(0);

  // staff read the reason and the note, and answer for a member
  await switchTo(page, owner);
  await page.goto(`/events/${eventId}`);
  await expect(answersRegion(page, 'Maybe').getByRole('listitem').filter({ hasText: 'Max Moss' })).toContainText(
    'Illness: Flu since Monday',
  );
  const forPat = page.getByRole('combobox', { name: 'Answer for Pat Jones' });
  await expect(forPat).toHaveValue('notGoing');
  await forPat.selectOption({ label: 'Going' });
  await expect(toast(page, 'Answer saved')).toBeVisible();
  await expect(squad.getByText('1 going · 1 maybe · 0 not going · 0 no answer', { exact: true })).toBeVisible();
  await expect(answersRegion(page, 'Going').getByRole('listitem').filter({ hasText: 'Pat Jones' })).toBeVisible();
  await page.reload();
  await expect(answersRegion(page, 'Going').getByRole('listitem').filter({ hasText: 'Pat Jones' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Answer for Pat Jones' })).toHaveValue('going');
});

test('row 6: answers close at Answer by, or from the start of an event dated in the past; staff still answer', async ({
  page,
}) => {
  const { owner, teamId, code } = await ownTeam(page, 'Closing U15');
  const pat = await newPerson(page, 'pat', 'Pat', 'Jones');
  await joinTeam(page, code);
  await switchTo(page, owner);
  const late = await createEvent(page, teamId, { title: 'Late answers', date: day(3), answerBy: `${day(-1)}T12:00` });
  const past = await createEvent(page, teamId, { title: 'Last week', date: day(-2) });
  const open = await createEvent(page, teamId, { title: 'Still open', date: day(3) });

  await switchTo(page, pat);
  for (const id of [late, past]) {
    await page.goto(`/events/${id}`);
    const mine = answerGroup(page, 'Your answer');
    await expect(mine.getByRole('radio')).toHaveCount(3);
    for (const radio of await mine.getByRole('radio').all()) await expect(radio).toBeDisabled();
    await expect(page.getByText('Answers are closed', { exact: true })).toBeVisible();
  }
  await page.goto(`/events/${open}`);
  await expect(answerGroup(page, 'Your answer').getByRole('radio', { name: 'Going', exact: true })).toBeEnabled();
  await expect(page.getByText('Answers are closed', { exact: true })).toHaveCount(0);

  await switchTo(page, owner);
  for (const id of [late, past]) {
    await page.goto(`/events/${id}`);
    await expect(answerGroup(page, 'Your answer').getByRole('radio', { name: 'Going', exact: true })).toBeEnabled();
    await page.getByRole('combobox', { name: 'Answer for Pat Jones' }).selectOption({ label: 'Going' });
    await expect(toast(page, 'Answer saved')).toBeVisible();
    await expect(answersRegion(page, 'Going').getByRole('listitem').filter({ hasText: 'Pat Jones' })).toBeVisible();
    await page.reload();
    await expect(answersRegion(page, 'Going').getByRole('listitem').filter({ hasText: 'Pat Jones' })).toBeVisible();
    await expect(page.getByText('Answers are closed', { exact: true })).toHaveCount(0);
  }
});

test('row 7: staff edit, cancel (with a reason, or keep) and delete an event', async ({ page }) => {
  const { owner, teamId, code } = await ownTeam(page, 'Cancel U9');
  const pat = await newPerson(page, 'pat', 'Pat', 'Jones');
  await joinTeam(page, code);
  await switchTo(page, owner);
  const id = await createEvent(page, teamId, { title: 'Saturday match', type: 'Match', date: day(6) });
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute('href', `/events/${id}/edit`);

  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByLabel('Reason')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep event' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Cancelled', { exact: true })).toHaveCount(0);
  await expect(answerGroup(page, 'Your answer').getByRole('radio', { name: 'Going', exact: true })).toBeEnabled();

  // a reason of 101 emoji typed is 202 UTF-16 units: kept as typed beside its message, the dialog stays, nothing cancelled
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const long = dialog.getByLabel('Reason');
  await long.pressSequentially('🦁'.repeat(101));
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  // the toast first: it leaves after 4 s, which the checks of 101 emoji can outlast on a loaded machine
  await expect(toast(page, 'Reason must be at most 200 characters')).toBeVisible();
  // the counter says by how much, in the UTF-16 units Firestore counts
  await expect(long).toHaveAccessibleDescription('Reason must be at most 200 characters 202 / 200');
  await expect(long).toHaveAttribute('aria-invalid', 'true');
  await expect(long).toHaveValue('🦁'.repeat(101));
  await expect(toast(page, 'Event cancelled')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Keep event' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cancel event' })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toHaveCount(0);

  await cancelEvent(page, 'Pitch waterlogged');
  await expect(cancelledNotice(page)).toHaveText('Cancelled: Pitch waterlogged');
  await expect(page.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);
  await page.reload();
  await expect(cancelledNotice(page)).toHaveText('Cancelled: Pitch waterlogged');

  await switchTo(page, pat);
  await page.goto(`/events/${id}`);
  await expect(cancelledNotice(page)).toHaveText('Cancelled: Pitch waterlogged');
  for (const radio of await answerGroup(page, 'Your answer').getByRole('radio').all())
    await expect(radio).toBeDisabled();
  // the group reads Cancelled, not the close's time (docs/team-life.md "Answers, in colour and words")
  await expect(answerGroup(page, 'Your answer')).toContainText('Cancelled');
  await expect(page.getByText('Answers are closed', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);

  await switchTo(page, owner);
  await page.goto(`/events/${id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm(page, 'Delete');
  await expect(toast(page, 'Event deleted')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}$`));
  await expect(teamEvents(page)).toContainText('No upcoming events');
  await expect(teamEvents(page).getByRole('link', { name: 'Saturday match' })).toHaveCount(0);
});

test('row 8: staff take attendance once an event has started, ticked from the answers, kept when saved', async ({
  page,
}) => {
  const { owner, teamId, code } = await ownTeam(page, 'Attendance U16');
  const pat = await newPerson(page, 'pat', 'Pat', 'Jones');
  await joinTeam(page, code);
  await switchTo(page, owner);
  const past = await createEvent(page, teamId, { title: 'Yesterday training', date: day(-1) });
  await createEvent(page, teamId, { title: 'Next training', date: day(2) });
  // not before the start
  await expect(page.getByRole('region', { name: 'Manage the event' })).toBeVisible();
  await expect(answerGroup(page, 'Your answer')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Attendance' })).toHaveCount(0);

  await page.goto(`/events/${past}`);
  await page.getByRole('combobox', { name: 'Answer for Pat Jones' }).selectOption({ label: 'Going' });
  await expect(toast(page, 'Answer saved')).toBeVisible();
  // the squad only: the owner is staff (docs/team-life.md "Who")
  const attendance = page.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByRole('checkbox')).toHaveCount(1);
  await expect(attendance.getByRole('checkbox', { name: 'Pat Jones' })).toBeChecked();
  await attendance.getByRole('checkbox', { name: 'Pat Jones' }).uncheck();
  await attendance.getByRole('button', { name: 'Save attendance' }).click();
  await expect(toast(page, 'Attendance saved')).toBeVisible();
  await page.reload();
  await expect(attendance.getByRole('checkbox', { name: 'Pat Jones' })).not.toBeChecked();

  // a plain member takes none
  await switchTo(page, pat);
  await page.goto(`/events/${past}`);
  await expect(answerGroup(page, 'Your answer')).toBeVisible();
  await expect(page.getByRole('region', { name: "The squad's answers" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Attendance' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save attendance' })).toHaveCount(0);
});

test('row 10: Add to calendar downloads {title}.ics with the event’s UID and SUMMARY', async ({ page }) => {
  const { teamId } = await ownTeam(page, 'Calendar U8');
  const id = await createEvent(page, teamId, {
    title: 'Summer social',
    type: 'Social',
    date: day(7),
    location: 'Clubhouse',
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Summer social.ics');
  const text = await downloadedText(download);
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(text).toContain(`UID:${id}@pitchside.app`);
  expect(text).toContain('SUMMARY:Summer social');
  expect(text).toContain('LOCATION:Clubhouse');
});

test('row 11: a missing event says Event not found and leads to the schedule', async ({ page }) => {
  await newPerson(page, 'lost', 'Lou', 'Lost', false);
  await page.goto('/events/nonexistent');
  await expect(toast(page, 'Event not found')).toBeVisible();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
});

test('row 14: a parent answers for the child they joined to the team; the owner sees the child going', async ({
  page,
}) => {
  const { owner, teamId, code } = await ownTeam(page, 'Family U10');
  const eventId = await createEvent(page, teamId, { title: 'Saturday fixture', type: 'Match', date: day(3) });

  await newPerson(page, 'parent', 'Alex', 'Morgan');
  await addChild(page, { first: 'Mia', last: 'Morgan', dob: '2015-03-14' });
  await joinWith(page, code, { me: false, children: ['Mia Morgan'] });

  await page.goto(`/teams/${teamId}`);
  await eventItem(page, 'Saturday fixture').getByRole('link', { name: 'Saturday fixture' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
  const mia = answerGroup(page, 'Mia Morgan');
  await expect(mia.getByRole('radio')).toHaveCount(3);
  await expect(answerGroup(page, 'Your answer')).toHaveCount(0);
  await answer(page, mia, 'Going');
  await page.reload();
  await expect(answerGroup(page, 'Mia Morgan').getByRole('radio', { name: 'Going', exact: true })).toBeChecked();

  await switchTo(page, owner);
  await page.goto(`/events/${eventId}`);
  await expect(answersRegion(page, 'Going').getByRole('listitem').filter({ hasText: 'Mia Morgan' })).toBeVisible();
});

test('a parent whose child joined by a team’s code sees the team’s club by name, not Unnamed Club', async ({
  page,
}) => {
  await newPerson(page, 'owner', 'Olive', 'Owner', false);
  await createClub(page, { name: 'Riverside FC' });
  const teamId = await createTeam(page, { name: 'Riverside U9', club: 'Riverside FC' });
  const code = await shownJoinCode(page);

  await newPerson(page, 'parent', 'Sam', 'Lee');
  await addChild(page, { first: 'Ada', last: 'Lee', dob: '2016-05-01' });
  await joinWith(page, code, { me: false, children: ['Ada Lee'] });

  await page.goto(`/teams/${teamId}`);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Riverside FC');
  await expect(details).not.toContainText('Unnamed Club');
});
