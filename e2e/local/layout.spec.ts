import { expect, test } from '@playwright/test';
import { seedPerson } from '../support/seed-people';
import { toast, uniqueEmail } from '../support/users';

// What a trial on a phone and a desktop saw, kept fixed.
test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a long address wraps in the welcome instead of running off the screen; toasts leave the Menu button free', async ({
    page,
  }) => {
    const email = `${'a-rather-long-address-for-wrapping-'.repeat(2)}${Date.now()}@sunday-league-under-fourteens.example.com`;
    await seedPerson(page, { email });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Welcome, ${email}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const headingBox = await heading.boundingBox();
    expect(headingBox && headingBox.x + headingBox.width).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const shown = toast(page, 'Please fill in first name, last name, and date of birth');
    await expect(shown).toBeVisible();
    const menu = await page.getByRole('button', { name: 'Menu' }).boundingBox();
    if (!menu) throw new Error('the Menu button is on screen');
    // the toast slides in from above: judge where it comes to rest
    await expect.poll(async () => (await shown.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(menu.y + menu.height);
  });
});

test.describe('on a desktop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the dashboard fills its rows, Logout is a button, and a form keeps a readable width', async ({ page }) => {
    await seedPerson(page, { email: uniqueEmail() });
    // measure once the profile is in: the Family card is there and the loading line above the cards is gone
    await expect(page.getByRole('region', { name: 'Family' })).toBeVisible();
    await expect(page.getByText('Loading your profile…')).toHaveCount(0);
    // the pinned order: Teams, Clubs, Family, then Join codes and Account
    const names = ['Teams', 'Clubs', 'Family', 'Join codes', 'Account'];
    const boxes = await Promise.all(names.map((name) => page.getByRole('region', { name }).boundingBox()));
    const [teams, clubs, family, joinCodes, account] = boxes;
    if (!clubs || !teams || !family || !joinCodes || !account) throw new Error('every card is on screen');
    // the people and groups share the first row, three across in that order; the housekeeping the next, two across
    // the same width
    expect(clubs.y).toBe(teams.y);
    expect(family.y).toBe(teams.y);
    expect(clubs.x).toBeGreaterThan(teams.x);
    expect(family.x).toBeGreaterThan(clubs.x);
    expect(teams.width).toBeGreaterThan(300);
    expect(account.y).toBe(joinCodes.y);
    expect(joinCodes.y).toBeGreaterThan(teams.y + teams.height - 1);
    expect(joinCodes.x).toBeCloseTo(teams.x, 0);
    expect(account.x + account.width).toBeCloseTo(family.x + family.width, 0);
    // team life above them, side by side: what is next and what is new
    const [nextUp, news] = await Promise.all(
      ['Next up', 'Announcements'].map((name) => page.getByRole('region', { name }).boundingBox()),
    );
    if (!nextUp || !news) throw new Error('both team life cards are on screen');
    expect(news.y).toBe(nextUp.y);
    expect(nextUp.y + nextUp.height).toBeLessThanOrEqual(teams.y);

    const logout = page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Logout' });
    const border = await logout.evaluate((element) => getComputedStyle(element).borderTopWidth);
    expect(border).not.toBe('0px');

    await page.getByRole('region', { name: 'Account' }).getByRole('link', { name: 'Edit Profile' }).click();
    const field = await page.getByLabel('First name').boundingBox();
    expect(field?.width).toBeLessThanOrEqual(512);
  });
});
