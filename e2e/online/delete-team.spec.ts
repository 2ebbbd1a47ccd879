import { collectionsUnder } from '../../src/domain/schema/belongings';
import { postAnnouncement } from '../support/announcements';
import { answer, answerGroup, day } from '../support/events';
import { confirm } from '../support/groups';
import { toast } from '../support/users';
import { coachWithClub, createSyncedEvent, joinAs, parentWithChildren } from './support/club-setup';
import { listDocuments } from './support/emulators';
import { expect, test } from './support/online-test';

/** What hangs under a team, collection by collection, as the schema says (src/domain/schema/belongings.ts). */
const underATeam = collectionsUnder('teams');

test('deleting a team removes everything under it from the server', async ({ device, watch }) => {
  const coach = await device('coach', 'desktop');
  const club = await coachWithClub(coach.page, 'Riverside FC', 1);
  const team = club.teams[0] as (typeof club.teams)[number];
  const parent = await device('parent', 'phone');
  await parentWithChildren(parent.page, [{ first: 'Leo', last: 'Parent' }]);
  await joinAs(parent.page, team.code, ['Leo Parent'], 'Joined team');

  const eventId = await createSyncedEvent(coach.page, team.id, { title: 'Friday training', date: day(1) });
  await parent.page.goto(`/events/${eventId}`);
  await answer(parent.page, answerGroup(parent.page, 'Leo Parent'), 'Not going');
  await parent.page.getByLabel('Reason').selectOption('Illness');
  await coach.page.goto(`/teams/${team.id}`);
  await postAnnouncement(coach.page, 'Kit day on Friday');

  // the coach removes the members, then deletes the team
  await coach.page
    .getByRole('region', { name: 'Your place on the team' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await confirm(coach.page, 'Delete');
  await expect(toast(coach.page, 'Team removed')).toBeVisible();
  for (const collection of underATeam)
    await expect.poll(async () => (await listDocuments(collection)).length, { message: collection }).toBe(0);
  // the parent's phone showed the event: access gone while a page is open (the UX contract)
  watch.expectFailureToast(/"Event not found"/);
  await expect(toast(parent.page, 'Event not found')).toBeVisible();
  await expect(parent.page).toHaveURL(/\/schedule$/);
});
