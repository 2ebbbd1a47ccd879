import { answer, answerGroup, answersRegion, day, dayText, scheduleCard } from '../support/events';
import { groupRow } from '../support/groups';
import { coachWithClub, createSyncedEvent, joinAs, parentWithChildren } from './support/club-setup';
import { crossDevice } from './support/cross-device';
import { expect, test } from './support/online-test';

/**
 * The pins on the Firebase build, across two devices (the local build's specs are
 * e2e/local/family-groups.spec.ts, event-cards.spec.ts and squad-and-staff.spec.ts): a parent who
 * joined only their children finds the team, reads `Answer by` and answers for
 * both on one /schedule card, a reason in place; the coach's summary counts the squad, the
 * coach under Staff.
 */
test("a parent who joined only their children finds the team, answers for both on one card; the coach's summary counts the squad", async ({
  device,
}) => {
  test.setTimeout(120_000);
  const coach = await device('coach', 'desktop');
  const club = await coachWithClub(coach.page, 'Riverside FC', 1);
  const team = club.teams[0] as (typeof club.teams)[number];
  const title = 'Saturday training';
  const eventId = await createSyncedEvent(coach.page, team.id, {
    title,
    date: day(2),
    start: '10:00',
    end: '11:30',
    location: 'North Park, pitch 3',
    answerBy: `${day(1)}T20:00`,
  });

  const parent = await device('parent', 'phone');
  await parentWithChildren(parent.page, [
    { first: 'Leo', last: 'Parent' },
    { first: 'Mia', last: 'Parent' },
  ]);
  await joinAs(parent.page, team.code, ['Leo Parent', 'Mia Parent'], 'Joined team');

  // /manage, the dashboard and /children lead to the team the children are on
  const row = groupRow(parent.page, 'Teams', team.name);
  await expect(row).toContainText('Leo, Mia');
  await expect(row.getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/teams/${team.id}`);
  await parent.page.goto('/dashboard');
  const teams = parent.page.getByRole('region', { name: 'Teams', exact: true });
  await expect(teams.getByText('1 team', { exact: true })).toBeVisible();
  await expect(teams.getByRole('listitem').filter({ hasText: team.name })).toContainText('Leo, Mia');
  await parent.page.goto('/children');
  await expect(
    parent.page.getByRole('list', { name: 'Clubs and teams of Mia Parent' }).getByRole('link', { name: team.name }),
  ).toHaveAttribute('href', `/teams/${team.id}`);

  // one card, its place and `Answer by`, both children answered in place
  await parent.page.goto('/schedule');
  const card = scheduleCard(parent.page, title);
  await expect(card).toContainText('North Park, pitch 3');
  await expect(card).toContainText(`Answer by ${dayText(day(1))} 20:00`);
  const leo = answerGroup(card, 'Leo Parent');
  const mia = answerGroup(card, 'Mia Parent');
  for (const group of [leo, mia]) await expect(group).toContainText('No answer');
  await coach.page.goto(`/events/${eventId}`);
  await crossDevice(
    "answer from /schedule → coach's page",
    () => answer(parent.page, leo, 'Going'),
    answersRegion(coach.page, 'Going').getByRole('listitem').filter({ hasText: 'Leo Parent' }),
  );
  await answer(parent.page, mia, 'Not going');
  await crossDevice(
    "reason from /schedule → coach's page",
    async () => {
      await card.getByLabel('Reason', { exact: true }).selectOption('Illness');
    },
    answersRegion(coach.page, 'Not going').getByRole('listitem').filter({ hasText: 'Illness' }),
  );

  // the squad is the two children; the coach is staff, not counted
  const squad = coach.page.getByRole('region', { name: "The squad's answers" });
  await expect(squad.getByText('1 going · 0 maybe · 1 not going · 0 no answer', { exact: true })).toBeVisible();
  await expect(squad.getByRole('region', { name: 'Staff', exact: true })).toContainText('Cora Coach');
  await expect(answersRegion(coach.page, 'No answer').getByRole('listitem')).toHaveCount(0);
});
