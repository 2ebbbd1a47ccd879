import { answerGroup, day } from '../support/events';
import { addChild } from '../support/children';
import { toast, uniqueEmail } from '../support/users';
import { newPerson, signUpVerified } from './support/accounts';
import { coachWithClub, createSyncedEvent, joinAs } from './support/club-setup';
import { expect, test } from './support/online-test';

/**
 * A child who has just linked their account to the profile their parent made, and opens their
 * team's event by its link (shared in the team's chat), reads the event: the rules judge the
 * read through the account's pointer to the profile, which the claim writes, so the app must not
 * take a refusal that comes before the server has the claim for the event being gone.
 */
test('a child who has just linked their account opens their team’s event by its link', async ({ device }) => {
  test.setTimeout(120_000);
  const coach = await device('coach', 'desktop');
  const club = await coachWithClub(coach.page, 'Riverside FC', 1);
  const team = club.teams[0] as (typeof club.teams)[number];
  const title = 'Tuesday training';
  const eventId = await createSyncedEvent(coach.page, team.id, {
    title,
    date: day(3),
    start: '18:00',
    end: '19:30',
  });

  const parent = await device('parent', 'phone');
  await newPerson(parent.page, 'parent', 'Alex', 'Lee');
  const childEmail = uniqueEmail('kid');
  await addChild(parent.page, { first: 'Sam', last: 'Lee', dob: '2014-05-02', email: childEmail });
  await joinAs(parent.page, team.code, ['Sam Lee'], 'Joined team');

  const child = await device('child', 'phone');
  await signUpVerified(child.page, childEmail);
  const dialog = child.page.getByRole('alertdialog', { name: 'Alex Lee added you as their child. Link your account?' });
  await dialog.getByRole('button', { name: 'Link account' }).click();
  await expect(toast(child.page, 'Welcome! Your account is linked to your parent.')).toBeVisible();

  await child.page.goto(`/events/${eventId}`);
  await expect(child.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(answerGroup(child.page, 'Your answer')).toBeVisible();
  await expect(toast(child.page, 'Event not found')).toHaveCount(0);
});
