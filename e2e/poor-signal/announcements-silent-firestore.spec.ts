import { expect, type Page, test } from '@playwright/test';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { createTeam } from '../support/groups';
import { type SilentFirestore, silenceFirestore, FROM_DEVICE_WITHIN_MS, timeToData } from '../support/silent-firestore';
import { toast, uniqueEmail } from '../support/users';

// Announcements at a ground with poor signal: the connection is "up" but Firestore accepts and
// never answers (e2e/support/silent-firestore.ts). A team's Announcements and /announcements show
// what the device holds at once, not after the SDK's ~10 s offline detection; posting is taken at once.

/** team life's bound under poor signal (e2e/support/silent-firestore.ts says why) */
const WITHIN_MS = FROM_DEVICE_WITHIN_MS;

let silent: SilentFirestore | undefined;
test.afterEach(async () => {
  await silent?.close();
  silent = undefined;
});

const announcements = (page: Page) => page.getByRole('region', { name: 'Announcements' });

test('with a Firestore that accepts and never answers: a team’s Announcements and /announcements show the device’s news, and a post is taken at once', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('coach'));
  const teamId = await createTeam(page, { name: 'Breezy U10' });
  await page.goto(`/teams/${teamId}`);
  await announcements(page).getByLabel('Message').fill('Boots, shin pads, water.');
  await announcements(page).getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Announcement posted')).toBeVisible();
  await expect(announcements(page).getByRole('listitem').first()).toContainText('Boots, shin pads, water.');
  // on the device (written while Firestore refused connections); now the signal turns poor
  silent = await silenceFirestore();

  const timings: Record<string, number> = {};
  timings.announcements = await timeToData(page, '/announcements', async () => {
    await expect(page.getByRole('listitem').filter({ hasText: 'Boots, shin pads, water.' })).toBeVisible({
      timeout: WITHIN_MS,
    });
  });
  // the author's own announcement is never new to them
  await expect(page.getByText('New', { exact: true })).toHaveCount(0);
  timings.team = await timeToData(page, `/teams/${teamId}`, async () => {
    await expect(announcements(page).getByRole('listitem').first()).toContainText('Boots, shin pads, water.', {
      timeout: WITHIN_MS,
    });
  });
  console.log(`poor signal, navigation to cached announcements (ms): ${JSON.stringify(timings)}`);
  for (const [screen, ms] of Object.entries(timings)) expect(ms, screen).toBeLessThanOrEqual(WITHIN_MS);

  // posted under poor signal: on the screen at once, waiting to sync, and still there after a reload
  await announcements(page).getByLabel('Message').fill('Kick-off 10:30, not 10:00.');
  await announcements(page).getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Announcement posted')).toBeVisible();
  const newest = announcements(page).getByRole('listitem').first();
  await expect(newest).toContainText('Kick-off 10:30, not 10:00.');
  await expect(newest).toContainText('Waiting to sync');
  await page.reload();
  await expect(announcements(page).getByRole('listitem').first()).toContainText('Kick-off 10:30, not 10:00.', {
    timeout: WITHIN_MS,
  });
  await page.goto('/dashboard');
  await expect(announcements(page).getByText('0 new', { exact: true })).toBeVisible({ timeout: WITHIN_MS });
});
