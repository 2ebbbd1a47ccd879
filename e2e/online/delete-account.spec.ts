import { addChild } from '../support/children';
import { answer, answerGroup, answersRegion, day, openEvent } from '../support/events';
import { login, password, toast, uniqueEmail } from '../support/users';
import { newPerson, signUpVerified } from './support/accounts';
import { coachWithClub, createSyncedEvent, familyIds, joinAs, membershipsOf, synced } from './support/club-setup';
import { crossDevice } from './support/cross-device';
import { readDocument, uidOf } from './support/emulators';
import { expect, test } from './support/online-test';

/**
 * `Delete my account` on the Cloud-sync build (docs/product.md "Leaving Pitchside"), the coach on a
 * desktop, two guardians on their phones: the first guardian, on the team himself and with his
 * child on it, deletes his account. The server then holds nothing of his (profile, pointer,
 * membership), Auth knows the address no more, and the child is the second guardian's: her answer
 * for the child, through the link the rules now honour for a first guardian, reaches the coach.
 */

test('a first guardian deletes their account: gone from the server and Auth; the child passes to the other guardian', async ({
  device,
  watch,
}) => {
  test.setTimeout(180_000);
  const coach = await device('coach', 'desktop');
  const club = await coachWithClub(coach.page, 'Riverside FC', 1);
  const team = club.teams[0] as (typeof club.teams)[number];
  const title = 'Saturday match';
  const eventId = await createSyncedEvent(coach.page, team.id, { title, date: day(4), start: '10:00', end: '11:30' });

  const robin = await device('robin', 'phone');
  const robinEmail = await newPerson(robin.page, 'parent', 'Robin', 'Park');
  await addChild(robin.page, { first: 'Mia', last: 'Park', dob: '2016-04-04' });
  await joinAs(robin.page, team.code, ['Me', 'Mia Park'], 'Joined team');
  await robin.page.goto('/children');
  await robin.page.getByRole('link', { name: 'Edit' }).click();
  const guardians = robin.page.getByRole('region', { name: 'Guardians' });
  const granEmail = uniqueEmail('gran');
  await guardians.getByLabel('Guardian’s email').fill(granEmail);
  await guardians.getByRole('button', { name: 'Invite guardian' }).click();
  await expect(toast(robin.page, 'Invite sent')).toBeVisible();
  await synced(robin.page);

  const gran = await device('gran', 'phone');
  await signUpVerified(gran.page, granEmail);
  await gran.page
    .getByRole('alertdialog', { name: 'Robin Park invited you to be a guardian of Mia Park. Accept?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(toast(gran.page, 'You are now a guardian of Mia')).toBeVisible();
  await synced(gran.page);
  const ids = await familyIds(robinEmail);
  const robinId = ids.Me as string;
  const miaId = ids.Mia as string;

  await robin.page.goto('/edit-profile');
  await robin.page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = robin.page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(robin.page, 'Account deleted')).toBeVisible({ timeout: 60_000 });
  await expect(robin.page.getByRole('heading', { level: 1, name: 'Manage your team like a pro' })).toBeVisible();

  // nothing of his on the server, nor in Auth; Mia stays on the team, Gran her first guardian
  expect(await readDocument(`users/${robinId}`)).toBeUndefined();
  expect(await readDocument(`accounts/${robinId}`)).toBeUndefined();
  expect(await membershipsOf('teamMemberships', [robinId, miaId])).toEqual([`${team.id}/${miaId}`]);
  expect(await uidOf(robinEmail)).toBeUndefined();
  expect(await readDocument(`users/${miaId}`)).toMatchObject({ linkedParentId: await uidOf(granEmail) });
  watch.expectConsoleError(
    /^robin: console error on .*\/login: Failed to load resource: the server responded with a status of 400 .*signInWithPassword/,
    'the deleted address signs in no more: Auth answers 400',
  );
  watch.expectFailureToast(/^robin: failure toast "Login failed\. Check your email and password\."$/);
  await robin.page.goto('/login');
  await login(robin.page, robinEmail);
  await expect(toast(robin.page, 'Login failed. Check your email and password.')).toBeVisible();

  // Gran answers for Mia: the coach's open page has it
  await openEvent(coach.page, eventId, title);
  await openEvent(gran.page, eventId, title);
  await crossDevice(
    'the handed-over child’s answer → coach’s page',
    () => answer(gran.page, answerGroup(gran.page, 'Mia Park'), 'Going'),
    answersRegion(coach.page, 'Going').getByRole('listitem').filter({ hasText: 'Mia Park' }),
  );
  await gran.page.goto('/children');
  await expect(
    gran.page.getByRole('listitem').filter({ hasText: 'Mia Park' }).getByRole('button', { name: 'Delete' }),
  ).toBeVisible();
});
