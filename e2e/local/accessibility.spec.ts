import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { addChild, childRow } from '../support/children';
import { seedPerson } from '../support/seed-people';
import { createClub, createTeam, enterCode, newPerson, shownJoinCode, switchTo } from '../support/groups';
import { answer, answerGroup, createEvent, day, openNewEvent, teamEvents } from '../support/events';
import { register, toast, uniqueEmail } from '../support/users';

/** WCAG 2.1 A and AA rules, as axe-core checks them; any violation fails with its rule ids. */
async function expectNoViolations(page: Page) {
  // axe judges the settled page, not a frame of a toast fading in or out (its colours then blend
  // with the page below): a toast may start leaving between the wait and the scan, so a scan that
  // finds something is made again on the settled page, twice at most; what stays is a violation
  let violations: string[] = [];
  for (let scan = 0; scan < 3; scan++) {
    await settled(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    violations = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
    if (violations.length === 0) break;
  }
  expect(violations).toEqual([]);
}

/** No animation running but endless ones (a spinner). */
function settled(page: Page) {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('public screens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/register');
    await expect(page.getByLabel('Confirm password')).toBeVisible();
    await expectNoViolations(page);
    await register(page, uniqueEmail());
    await expect(page.getByRole('button', { name: 'Resend verification' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/mailbox');
    await expect(page.getByRole('listitem')).toHaveCount(1);
    await expectNoViolations(page);
  });

  test('signed-in screens', async ({ page }) => {
    await seedPerson(page, { email: uniqueEmail() });
    await expect(page.getByRole('region', { name: 'Family' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await page.goto('/edit-profile');
    await expect(page.getByLabel('Role')).toBeVisible();
    await expectNoViolations(page);
  });
});

test('club, team, manage and join screens, for an owner and for a member (axe, WCAG 2.1 AA)', async ({ page }) => {
  test.setTimeout(150_000); // two people register on this device, and axe runs seven times
  const coach = await newPerson(page, 'coach', 'Casey', 'Morgan', false);
  await page.goto('/manage');
  await expect(
    page.getByRole('region', { name: 'Teams', exact: true }).getByRole('link', { name: '+ Team' }),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/clubs/new');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  const clubId = await createClub(page, { name: 'Axe FC', location: 'Ground' });
  const code = await shownJoinCode(page);
  await createTeam(page, { name: 'Axe U9', club: 'Axe FC' });
  await expect(page.getByRole('region', { name: 'Members', exact: true }).getByRole('listitem')).toHaveCount(1);
  await expectNoViolations(page);

  await newPerson(page, 'player', 'Pat', 'Jones');
  await page.goto('/join');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByLabel('Join code')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  await enterCode(page, code);
  await expect(toast(page, 'Joined club')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teams', exact: true }).getByRole('listitem')).toHaveCount(1);
  await expectNoViolations(page);
  await page.goto(`/clubs/${clubId}`);
  await expect(page.getByRole('region', { name: 'Members', exact: true }).getByRole('listitem')).toHaveCount(2);
  await expectNoViolations(page);

  await switchTo(page, coach);
  await page.goto(`/clubs/${clubId}`);
  await expect(page.getByRole('combobox', { name: 'Squad role' })).toHaveCount(2);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoViolations(page);
});

test('forms showing their errors, and the reset password screens (axe, WCAG 2.1 AA)', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('secret-one');
  await page.getByLabel('Confirm password').fill('secret-two');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);

  await page.goto('/reset-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that address, a reset link is on its way.')).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expectNoViolations(page);
});

test('the Family screens and joining with children (axe, WCAG 2.1 AA)', async ({ page }) => {
  await seedPerson(page, { email: uniqueEmail('parent') });
  await page.goto('/children');
  await expect(page.getByText('No children yet.', { exact: false })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/add-child');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  await addChild(page, { first: 'Sam', last: 'Lee', dob: '2014-05-02' });
  await expectNoViolations(page);
  await childRow(page, 'Sam Lee').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/join');
  await expect(page.getByRole('group', { name: 'Who joins' }).getByRole('checkbox')).toHaveCount(2);
  await expectNoViolations(page);
});

test('team life screens: events, the event form and page, the schedule, Next up (axe, WCAG 2.1 AA)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await newPerson(page, 'coach', 'Casey', 'Morgan', false);
  const teamId = await createTeam(page, { name: 'Axe Events U9' });
  await openNewEvent(page, teamId);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  await createEvent(page, teamId, { title: 'Axe training', date: day(-1), location: 'Ground' });
  // a team of its owner alone: no players to take (docs/team-life.md "Who")
  await expect(page.getByRole('region', { name: 'Attendance' })).toContainText('No players yet');
  await expectNoViolations(page);
  const id = await createEvent(
    page,
    teamId,
    {
      title: 'Axe match',
      type: 'Match',
      date: day(2),
      opponent: 'Rovers',
      repeatUntil: day(9),
    },
    2,
  );
  await answer(page, answerGroup(page, 'Your answer'), 'Not going');
  await expect(page.getByLabel('Reason')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await page.goto(`/events/${id}/edit`);
  await expect(page.getByRole('radiogroup', { name: 'Apply to' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto(`/teams/${teamId}`);
  await expect(teamEvents(page).getByRole('listitem')).toHaveCount(2);
  await expectNoViolations(page);
  await page.goto(`/teams/${teamId}/events/earlier`);
  await expect(page.getByRole('link', { name: 'Axe training' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/schedule');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expectNoViolations(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Next up' }).getByRole('link', { name: 'Axe match' })).toBeVisible();
  await expectNoViolations(page);
});

test('announcements screens: a team page with its announcements and an open Seen by, /announcements, the dashboard card (axe, WCAG 2.1 AA)', async ({
  page,
}) => {
  test.setTimeout(150_000); // two people register on this device, and axe runs six times
  const coach = await newPerson(page, 'coach', 'Casey', 'Morgan', false);
  const teamId = await createTeam(page, { name: 'Axe News U9' });
  const code = await shownJoinCode(page);
  const region = page.getByRole('region', { name: 'Announcements', exact: true });
  await page.goto(`/teams/${teamId}`);
  await region.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(region.getByLabel('Message', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  for (const message of ['Kit collection on Friday', 'Kick-off moved to 10:30']) {
    await region.getByLabel('Message', { exact: true }).fill(message);
    await region.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(region.getByRole('listitem').filter({ hasText: message })).toBeVisible();
  }

  await newPerson(page, 'player', 'Pat', 'Jones');
  await enterCode(page, code);
  await expect(toast(page, 'Joined team')).toBeVisible();
  await page.goto('/dashboard');
  await expect(region.getByText('2 new', { exact: true })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/announcements');
  await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(2);
  await expectNoViolations(page);
  await page.goto(`/teams/${teamId}`);
  await expect(region.getByRole('listitem')).toHaveCount(2);
  await expectNoViolations(page);

  await switchTo(page, coach);
  await page.goto(`/teams/${teamId}`);
  const item = region.getByRole('listitem').filter({ hasText: 'Kick-off moved to 10:30' });
  await item.getByRole('button', { name: 'Seen by 1 of 1' }).click();
  await expect(item.getByRole('region', { name: 'Seen', exact: true })).toContainText('Pat Jones');
  await expect(item.getByRole('region', { name: 'Not seen yet', exact: true })).toContainText('Nobody');
  await expectNoViolations(page);
  await item.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoViolations(page);
});
