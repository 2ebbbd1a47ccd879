import { coachWithClub, familyIds, joinAs, membershipsOf, parentWithChildren } from './support/club-setup';
import { expect, test } from './support/online-test';

const children = [
  { first: 'Leo', last: 'Parent' },
  { first: 'Mia', last: 'Parent' },
];

test('a club with eight teams; a parent joins both children and themself by the club code: every membership stored', async ({
  device,
}) => {
  test.setTimeout(120_000);
  const coach = await device('coach', 'desktop');
  const club = await coachWithClub(coach.page, 'Riverside FC', 8);
  expect(club.teams).toHaveLength(8);

  const parent = await device('parent', 'phone');
  const parentEmail = await parentWithChildren(parent.page, children);
  await joinAs(parent.page, club.code, ['Me', 'Leo Parent', 'Mia Parent'], 'Joined club');

  // the cascade: three people into the club and each of its eight teams, all on the server
  const ids = await familyIds(parentEmail);
  const people = [ids.Me, ids.Leo, ids.Mia] as string[];
  await expect
    .poll(() => membershipsOf('clubMemberships', people))
    .toEqual(people.map((person) => `${club.id}/${person}`).sort());
  await expect
    .poll(() => membershipsOf('teamMemberships', people))
    .toEqual(club.teams.flatMap((team) => people.map((person) => `${team.id}/${person}`)).sort());

  // the parent's phone lists the club and all eight teams
  await expect(parent.page.getByRole('region', { name: 'Teams', exact: true }).getByRole('listitem')).toHaveCount(8);
});

test('a club code after a team code joins the club’s other teams', async ({ device }) => {
  const coach = await device('coach', 'desktop');
  const club = await coachWithClub(coach.page, 'Lakeside FC', 3);
  const first = club.teams[0] as (typeof club.teams)[number];

  const parent = await device('parent', 'phone');
  const parentEmail = await parentWithChildren(parent.page, children.slice(0, 1));
  await joinAs(parent.page, first.code, ['Me', 'Leo Parent'], 'Joined team');
  // the contract's `join` row: someone on the club with a team of it still to join is enabled, and joins the rest
  await joinAs(parent.page, club.code, ['Me', 'Leo Parent'], 'Joined club');

  const ids = await familyIds(parentEmail);
  const people = [ids.Me, ids.Leo] as string[];
  await expect
    .poll(() => membershipsOf('teamMemberships', people))
    .toEqual(club.teams.flatMap((team) => people.map((person) => `${team.id}/${person}`)).sort());
});
