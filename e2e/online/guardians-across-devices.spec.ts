import { addChild } from '../support/children';
import { answer, answerGroup, answersRegion, day, openEvent } from '../support/events';
import { confirm, setName } from '../support/groups';
import { toast, uniqueEmail } from '../support/users';
import { newPerson, signUpVerified } from './support/accounts';
import { coachWithClub, createSyncedEvent, joinAs, synced } from './support/club-setup';
import { crossDevice } from './support/cross-device';
import { expect, test } from './support/online-test';

/**
 * A child's guardians on their own phones (docs/product.md "Guardians"), the coach on a desktop:
 * the first guardian invites the second by address; the second, signing up with it, is asked and
 * accepts; their answer for the child (online, and offline once back) reaches the coach's open event page and the first
 * guardian's; the first guardian removes them, and their open child page says `Child not found`,
 * the child's event `Event not found`.
 */

test('two guardians on two phones and the coach: an answer crosses to both, a removal closes the child’s page', async ({
  device,
  watch,
}) => {
  test.setTimeout(180_000);
  const coach = await device('coach', 'desktop');
  const club = await coachWithClub(coach.page, 'Riverside FC', 1);
  const team = club.teams[0] as (typeof club.teams)[number];
  const title = 'Tuesday training';
  const eventId = await createSyncedEvent(coach.page, team.id, { title, date: day(3), start: '18:00', end: '19:30' });

  const robin = await device('robin', 'phone');
  await newPerson(robin.page, 'parent', 'Robin', 'Park');
  await addChild(robin.page, { first: 'Mia', last: 'Park', dob: '2016-04-04' });
  await joinAs(robin.page, team.code, ['Mia Park'], 'Joined team');
  await robin.page.goto('/children');
  await robin.page.getByRole('link', { name: 'Edit' }).click();
  const childPage = robin.page.url();
  const guardians = robin.page.getByRole('region', { name: 'Guardians' });
  const granEmail = uniqueEmail('gran');
  await guardians.getByLabel('Guardian’s email').fill(granEmail);
  await guardians.getByRole('button', { name: 'Invite guardian' }).click();
  await expect(toast(robin.page, 'Invite sent')).toBeVisible();
  await expect(guardians.getByText(`${granEmail} (invited)`)).toBeVisible();
  await synced(robin.page);

  // the invited address signs up on her own phone: asked at once, wherever she lands
  const gran = await device('gran', 'phone');
  await signUpVerified(gran.page, granEmail);
  const question = gran.page.getByRole('alertdialog', {
    name: 'Robin Park invited you to be a guardian of Mia Park. Accept?',
  });
  await question.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(gran.page, 'You are now a guardian of Mia')).toBeVisible();
  await setName(gran.page, 'Grace', 'Hill');
  // the first guardian's open page lists her (unnamed yet), the invitation gone
  await expect(guardians.getByText(`${granEmail} (invited)`)).toHaveCount(0);
  await expect(guardians.getByRole('listitem')).toHaveCount(2);

  // her answer for Mia reaches the coach's open event page and Robin's
  await openEvent(coach.page, eventId, title);
  await openEvent(robin.page, eventId, title);
  await openEvent(gran.page, eventId, title);
  await crossDevice(
    "second guardian's answer → coach's page",
    () => answer(gran.page, answerGroup(gran.page, 'Mia Park'), 'Going'),
    answersRegion(coach.page, 'Going').getByRole('listitem').filter({ hasText: 'Mia Park' }),
  );
  await expect(answerGroup(robin.page, 'Mia Park').getByRole('radio', { name: 'Going', exact: true })).toBeChecked({
    timeout: 5_000,
  });
  // the coach (staff) and the first guardian see who gave it
  await expect(answersRegion(coach.page, 'Going').getByRole('listitem').filter({ hasText: 'Mia Park' })).toContainText(
    'by Grace',
  );
  await expect(answerGroup(robin.page, 'Mia Park')).toContainText('by Grace');

  // with no signal on her phone she changes it: saved on the device, on the coach's page once back
  watch.expectOfflineNoise();
  await gran.context.setOffline(true);
  await answer(gran.page, answerGroup(gran.page, 'Mia Park'), 'Not going');
  await crossDevice(
    "second guardian's offline answer, back online → coach's page",
    () => gran.context.setOffline(false),
    answersRegion(coach.page, 'Not going').getByRole('listitem').filter({ hasText: 'Mia Park' }),
  );

  // Robin removes her: her open child page says Child not found
  await gran.page.goto('/children');
  await gran.page.getByRole('link', { name: 'Edit' }).click();
  await expect(gran.page.getByRole('heading', { level: 1, name: 'Edit Mia Park' })).toBeVisible();
  await robin.page.goto(childPage);
  const row = guardians.getByRole('listitem').filter({ has: robin.page.getByRole('button', { name: 'Remove' }) });
  await row.getByRole('button', { name: 'Remove' }).click();
  watch.expectFailureToast(/^gran: failure toast "Child not found"$/);
  await crossDevice(
    'guardian removed → Child not found',
    () => confirm(robin.page, 'Remove'),
    toast(gran.page, 'Child not found'),
  );
  await expect(toast(robin.page, 'Guardian removed')).toBeVisible();
  await expect(gran.page).toHaveURL(/\/children$/);
  await expect(gran.page.getByText('Mia Park', { exact: true })).toHaveCount(0);
  // and the child's team's event is hers no more
  watch.expectFailureToast(/^gran: failure toast "Event not found"$/);
  await gran.page.goto(`/events/${eventId}`);
  await expect(toast(gran.page, 'Event not found')).toBeVisible();
});
