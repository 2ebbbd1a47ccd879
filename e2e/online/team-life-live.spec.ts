import { announcementItem, announcementsRegion, postAnnouncement, seenByButton } from '../support/announcements';
import { answer, answerGroup, answersRegion, day, downloadedText } from '../support/events';
import { toast } from '../support/users';
import {
  coachWithClub,
  createSyncedEvent,
  familyIds,
  joinAs,
  membershipsOf,
  parentWithChildren,
} from './support/club-setup';
import { crossDevice } from './support/cross-device';
import { expect, test } from './support/online-test';

test('answers, staff answers, reasons, announcements, seen-by and a cancellation cross devices live; export; logout clears the phone', async ({
  device,
}) => {
  test.setTimeout(150_000);
  const coach = await device('coach', 'desktop');
  const club = await coachWithClub(coach.page, 'Riverside FC', 1);
  const team = club.teams[0] as (typeof club.teams)[number];
  const teamId = team.id;

  // the parent joins the child and themself by the team's code: the team and its club, stored
  const parent = await device('parent', 'phone');
  const parentEmail = await parentWithChildren(parent.page, [{ first: 'Leo', last: 'Parent' }]);
  await joinAs(parent.page, team.code, ['Me', 'Leo Parent'], 'Joined team');
  const ids = await familyIds(parentEmail);
  const people = [ids.Me, ids.Leo] as string[];
  await expect
    .poll(() => membershipsOf('teamMemberships', people))
    .toEqual(people.map((id) => `${teamId}/${id}`).sort());
  await expect
    .poll(() => membershipsOf('clubMemberships', people))
    .toEqual(people.map((id) => `${club.id}/${id}`).sort());

  const title = 'Thursday training';
  const eventId = await createSyncedEvent(coach.page, teamId, { title, date: day(2) });
  await parent.page.goto(`/events/${eventId}`);
  await expect(parent.page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // the parent answers for the child: the coach's open page moves Leo to Going
  await crossDevice(
    "answer → coach's page",
    () => answer(parent.page, answerGroup(parent.page, 'Leo Parent'), 'Going'),
    answersRegion(coach.page, 'Going').getByRole('listitem').filter({ hasText: 'Leo Parent' }),
  );
  // the parent's own answer and its reason: the coach (staff) reads the reason
  await crossDevice(
    "not going → coach's page",
    () => answer(parent.page, answerGroup(parent.page, 'Your answer'), 'Not going'),
    answersRegion(coach.page, 'Not going').getByRole('listitem').filter({ hasText: 'Pat Parent' }),
  );
  await crossDevice(
    "reason → coach's page",
    async () => {
      await parent.page.getByLabel('Reason').selectOption('Work');
    },
    answersRegion(coach.page, 'Not going').getByRole('listitem').filter({ hasText: 'Work' }),
  );
  // staff answer for a member: the parent's phone shows it checked
  await crossDevice(
    "staff answer → parent's page",
    async () => {
      await coach.page.getByRole('combobox', { name: 'Answer for Leo Parent' }).selectOption({ label: 'Maybe' });
      await expect(toast(coach.page, 'Answer saved')).toBeVisible();
    },
    async () =>
      expect(answerGroup(parent.page, 'Leo Parent').getByRole('radio', { name: 'Maybe', exact: true })).toBeChecked({
        timeout: 5_000,
      }),
  );

  // an announcement reaches the parent's open team page, and the parent's view reaches the coach's count
  await coach.page.goto(`/teams/${teamId}`);
  await parent.page.goto(`/teams/${teamId}`);
  await expect(announcementsRegion(parent.page)).toBeVisible();
  const message = 'Bring water bottles on Thursday';
  await crossDevice(
    "announcement → parent's page",
    () => postAnnouncement(coach.page, message),
    announcementItem(parent.page, message),
  );
  await crossDevice(
    "seen-by → coach's page",
    async () => {
      await parent.page.reload();
      await expect(announcementItem(parent.page, message)).toBeVisible();
    },
    seenByButton(announcementItem(coach.page, message)).filter({ hasText: /^Seen by [1-9]\d* of/ }),
  );

  // a cancellation reaches the parent's open event page
  await coach.page.goto(`/events/${eventId}`);
  await parent.page.goto(`/events/${eventId}`);
  await expect(answerGroup(parent.page, 'Leo Parent')).toBeVisible();
  await crossDevice(
    "cancellation → parent's page",
    async () => {
      await coach.page.getByRole('button', { name: 'Cancel event' }).click();
      const dialog = coach.page.getByRole('alertdialog');
      await dialog.getByLabel('Reason').fill('Pitch waterlogged');
      await dialog.getByRole('button', { name: 'Cancel event' }).click();
      await expect(toast(coach.page, 'Event cancelled')).toBeVisible();
    },
    parent.page.getByText('Pitch waterlogged'),
  );

  // the parent's calendar export holds the event, cancelled
  await parent.page.goto('/schedule');
  const downloading = parent.page.waitForEvent('download');
  await parent.page.getByRole('button', { name: 'Export calendar' }).click();
  const calendar = await downloadedText(await downloading);
  expect(calendar).toContain(`SUMMARY:${title}`);
  expect(calendar).toContain('STATUS:CANCELLED');

  // logging out clears the phone: no Firestore cache left, and the data is gone behind the login
  await parent.page.goto('/dashboard');
  await parent.page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(parent.page).toHaveURL(/\/login$/);
  await expect
    .poll(() =>
      parent.page.evaluate(async () =>
        (await indexedDB.databases()).map((db) => db.name).filter((name) => name?.startsWith('firestore/')),
      ),
    )
    .toEqual([]);
  await parent.page.goto(`/events/${eventId}`);
  await expect(parent.page).toHaveURL(/\/login\?redirect=/);
});
