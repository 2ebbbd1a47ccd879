import { expect, test } from '@playwright/test';
import { recordScripts } from '../support/scripts-loaded';

test.describe('landing page', () => {
  test('shows the hero, the ways in, the features, the ad slot, the preview, testimonials and the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your team like a pro' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    for (const feature of ['Squad Management', 'Track Availability', 'Communicate Instantly']) {
      await expect(page.getByRole('region', { name: feature })).toBeVisible();
    }
    const community = page.getByRole('region', { name: 'Powered by your community' });
    await expect(community.getByText('We keep the lights on with tasteful ads')).toBeVisible();
    const ad = community.getByRole('complementary', { name: 'Advertisement' });
    await expect(ad).toHaveAttribute('data-ad-slot-id', 'landing-community');
    const box = await ad.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(728);
    expect(Math.round((box?.width ?? 0) / (box?.height ?? 1))).toBe(Math.round(728 / 90));
    await expect(page.getByRole('region', { name: 'Preview the App' }).getByRole('img')).toBeVisible();
    await expect(page.getByText(/Under-14 coach/)).toBeVisible();
    await expect(page.getByText(/parent of two/)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await expect(page.getByText('Local mode')).toBeVisible();
  });

  test('any unknown path shows the landing page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
  });

  test('the landing page loads no backend code', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.count()).toBeGreaterThan(0);
    // the local backend's database name and Dexie's own error class are in its chunk only
    expect(await scripts.containing(['pitchside-local', 'DexieError'])).toEqual([]);
  });

  test('Login and Register lead to their forms', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.getByLabel('Confirm password')).toBeVisible();
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
