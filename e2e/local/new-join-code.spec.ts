import { expect, type Page, test } from '@playwright/test';
import { createClub, createTeam, enterCode, groupRow, newPerson, shownJoinCode, switchTo } from '../support/groups';
import { toast } from '../support/users';

// several people on this device, who sign out and in through the screens
test.describe.configure({ timeout: 150_000 });

const joinCodeRegion = (page: Page) => page.getByRole('region', { name: 'Join code', exact: true });

/** `New code` in the `Join code` region, confirmed: the toast and a code other than `before`. */
async function replaceCode(page: Page, before: string) {
  await joinCodeRegion(page).getByRole('button', { name: 'New code' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'New code' }).click();
  await expect(toast(page, 'New join code')).toBeVisible();
  await expect(joinCodeRegion(page).getByText(before, { exact: true })).toHaveCount(0);
  const after = await shownJoinCode(page);
  expect(after).not.toBe(before);
  return after;
}

test.describe('New code', () => {
  test('the owner replaces a leaked code: the old one answers Invalid code, the new one joins, members stay', async ({
    page,
  }) => {
    const coach = await newPerson(page, 'coach', 'Casey', 'Coach', false);
    const teamId = await createTeam(page, { name: 'Riverside U9' });
    const oldCode = await shownJoinCode(page);

    const member = await newPerson(page, 'player', 'Mo', 'Member');
    await enterCode(page, oldCode);
    await expect(toast(page, 'Joined team')).toBeVisible();

    await switchTo(page, coach);
    await page.goto(`/teams/${teamId}`);
    await expect(joinCodeRegion(page).getByText(oldCode, { exact: true })).toBeVisible();
    // asked first: Cancel keeps the code
    await joinCodeRegion(page).getByRole('button', { name: 'New code' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Invalid code');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(joinCodeRegion(page).getByText(oldCode, { exact: true })).toBeVisible();
    const newCode = await replaceCode(page, oldCode);

    await newPerson(page, 'parent', 'Nia', 'Newcomer');
    await enterCode(page, oldCode);
    await expect(toast(page, 'Invalid code')).toBeVisible();
    await expect(page.getByLabel('Join code')).toHaveAttribute('aria-invalid', 'true');
    await enterCode(page, newCode);
    await expect(toast(page, 'Joined team')).toBeVisible();

    // who joined with the old code is still in, sees the new code and cannot replace it
    await switchTo(page, member);
    await page.goto('/manage');
    await expect(groupRow(page, 'Teams', 'Riverside U9')).toContainText('member');
    await page.goto(`/teams/${teamId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside U9' })).toBeVisible();
    await expect(joinCodeRegion(page).getByText(newCode, { exact: true })).toBeVisible();
    await expect(joinCodeRegion(page).getByRole('button', { name: 'New code' })).toHaveCount(0);
  });

  test("a club's old code answers Invalid code after New code", async ({ page }) => {
    await newPerson(page, 'coach', 'Casey', 'Coach', false);
    await createClub(page, { name: 'Hillside FC' });
    const oldCode = await shownJoinCode(page);
    const newCode = await replaceCode(page, oldCode);

    await newPerson(page, 'player', 'Pat', 'Player');
    await enterCode(page, oldCode);
    await expect(toast(page, 'Invalid code')).toBeVisible();
    await enterCode(page, newCode);
    await expect(toast(page, 'Joined club')).toBeVisible();
  });
});
