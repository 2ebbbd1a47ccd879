import { expect, test } from '@playwright/test';
import { createTeam, enterCode, newPerson, shownJoinCode, switchTo } from '../support/groups';
import { toast } from '../support/users';

test.describe.configure({ timeout: 180_000 });

test('smoke: staff post, a member sees it, staff see who has seen it', async ({ page }) => {
  const owner = await newPerson(page, 'owner', 'Olive', 'Owner', false);
  const teamId = await createTeam(page, { name: 'News U12' });
  const code = await shownJoinCode(page);
  await page.goto(`/teams/${teamId}`);
  const region = page.getByRole('region', { name: 'Announcements' });
  await expect(region).toContainText('No announcements yet');
  await region.getByLabel('Message').fill('Kick-off moved to 10:30');
  await region.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Announcement posted')).toBeVisible();
  await expect(region.getByRole('listitem').first()).toContainText('Kick-off moved to 10:30');
  await expect(region.getByRole('button', { name: 'Seen by 0 of 0' })).toBeVisible();

  await newPerson(page, 'member', 'Max', 'Member');
  await enterCode(page, code);
  await expect(toast(page, 'Joined team')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Announcements' }).getByText('1 new')).toBeVisible();
  await page.goto('/announcements');
  await expect(page.getByRole('listitem').filter({ hasText: 'Kick-off moved' })).toContainText('New');
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Announcements' }).getByText('0 new')).toBeVisible();

  await switchTo(page, owner);
  await page.goto(`/teams/${teamId}`);
  await page.getByRole('button', { name: 'Seen by 1 of 1' }).click();
  await expect(page.getByRole('region', { name: 'Seen', exact: true })).toContainText('Max Member');
  await expect(page.getByRole('region', { name: 'Not seen yet' })).toContainText('Nobody');
});
