import { answer, answerGroup, answersRegion, day } from '../support/events';
import { confirm, createTeam, groupRow, memberRow, shownJoinCode } from '../support/groups';
import { toast } from '../support/users';
import { newPerson } from './support/accounts';
import { createSyncedEvent, joinAs, membershipsOf } from './support/club-setup';
import { crossDevice } from './support/cross-device';
import { listDocuments } from './support/emulators';
import { expect, test } from './support/online-test';

test('an answer made offline syncs when the phone is back; leaving the team reaches the coach', async ({
  device,
  watch,
}) => {
  const coach = await device('coach', 'desktop');
  await newPerson(coach.page, 'coach', 'Cora', 'Coach');
  const teamId = await createTeam(coach.page, { name: 'Under 12s' });
  const code = await shownJoinCode(coach.page);

  const player = await device('parent', 'phone');
  const email = await newPerson(player.page, 'parent', 'Pat', 'Parent');
  await joinAs(player.page, code, ['Me'], 'Joined team');

  const eventId = await createSyncedEvent(coach.page, teamId, { title: 'Saturday match', date: day(3) });
  await player.page.goto(`/events/${eventId}`);
  await expect(answerGroup(player.page, 'Your answer')).toBeVisible();

  // no signal on the phone: the answer is saved on the device, and reaches the coach once back
  watch.expectOfflineNoise();
  await player.context.setOffline(true);
  await answer(player.page, answerGroup(player.page, 'Your answer'), 'Going');
  await expect(answersRegion(coach.page, 'Going').getByRole('listitem').filter({ hasText: 'Pat Parent' })).toHaveCount(
    0,
  );
  await crossDevice(
    "offline answer, back online → coach's page",
    () => player.context.setOffline(false),
    answersRegion(coach.page, 'Going').getByRole('listitem').filter({ hasText: 'Pat Parent' }),
  );

  // leaving: the coach's open squad drops the player, and the membership is gone from the server
  await coach.page.goto(`/teams/${teamId}`);
  await expect(memberRow(coach.page, 'Pat Parent')).toBeVisible();
  await player.page.goto('/manage');
  await crossDevice(
    "leaving → coach's squad",
    async () => {
      await groupRow(player.page, 'Teams', 'Under 12s').getByRole('button', { name: 'Leave' }).click();
      await confirm(player.page, 'Leave');
      await expect(toast(player.page, 'Left team')).toBeVisible();
    },
    async () => expect(memberRow(coach.page, 'Pat Parent')).toHaveCount(0, { timeout: 5_000 }),
  );
  const me = (await listDocuments('users')).find((user) => user.email === email)?.id as string;
  await expect.poll(() => membershipsOf('teamMemberships', [me])).toEqual([]);
});
