import { expect, test } from '@playwright/test';
import {
  announcementItem,
  announcementItems,
  announcementsRegion,
  feedItem,
  feedItems,
  postAnnouncement,
} from '../support/announcements';
import { test as onOwnServer } from '../support/app-server';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { createClub, createTeam } from '../support/groups';
import { goOffline, loadedThroughWorker, requestsWhileOffline } from '../support/offline';
import { uniqueEmail } from '../support/users';

// Firestore is not running in this project: a coach at a ground with no signal. Every
// announcement below is written to the device's Firestore cache only, shows `Waiting to sync`,
// and must be there after a reload, on the team page and on /announcements.
test('offline: with no Firestore, staff post on a team and a club page; each waits to sync, survives a reload, and /announcements lists them from the device cache', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('coach'));
  const clubId = await createClub(page, { name: 'Offline FC' });
  const teamId = await createTeam(page, { name: 'Offline U12', ageGroup: 'U12' });

  await page.goto(`/teams/${teamId}`);
  await expect(announcementsRegion(page)).toContainText('No announcements yet');
  await postAnnouncement(page, 'Meet at the far pitch');
  await expect(announcementItem(page, 'Meet at the far pitch')).toContainText('Waiting to sync');
  await postAnnouncement(page, 'Floodlights off: torches please');
  await expect(announcementItems(page)).toHaveText([/Floodlights off/, /Meet at the far pitch/]);
  await page.goto(`/clubs/${clubId}`);
  await postAnnouncement(page, 'Clubhouse closed on Sunday');
  await expect(announcementItem(page, 'Clubhouse closed on Sunday')).toContainText('Waiting to sync');

  await test.step('the team page, after a reload', async () => {
    await page.goto(`/teams/${teamId}`);
    await page.reload();
    await expect(announcementItems(page)).toHaveText([/Floodlights off/, /Meet at the far pitch/], {
      timeout: 30_000,
    });
    for (const item of await announcementItems(page).all()) await expect(item).toContainText('Waiting to sync');
  });

  await test.step('/announcements, after a reload', async () => {
    await page.goto('/announcements');
    const started = Date.now();
    await page.reload();
    await expect(feedItems(page)).toHaveText([/Clubhouse closed/, /Floodlights off/, /Meet at the far pitch/], {
      timeout: 30_000,
    });
    console.log(`no Firestore: reload of /announcements to its list shown: ${Date.now() - started} ms`);
    await expect(feedItem(page, 'Clubhouse closed').getByRole('link', { name: 'Offline FC' })).toBeVisible();
    await expect(feedItem(page, 'Meet at the far pitch').getByRole('link', { name: 'Offline U12' })).toBeVisible();
    for (const item of await feedItems(page).all()) await expect(item).toContainText('Waiting to sync');
    // one's own are never New
    await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(0);
  });
});

// On top of that, no network at all (the app's server included): after a reload, the team page
// and /announcements come from the service worker's precache and the device's Firestore cache.
onOwnServer(
  'offline: with no connection at all, an announcement posted there is listed on the team page and /announcements after a reload',
  async ({ page, context, app, request }) => {
    onOwnServer.setTimeout(120_000);
    await registerVerifiedOnFirebase(page, request, uniqueEmail('coach'));
    await loadedThroughWorker(page);
    await goOffline(context, app);
    const teamId = await createTeam(page, { name: 'Signal-free U10' });
    await postAnnouncement(page, 'Training moved to the cage');
    await expect(announcementItem(page, 'Training moved to the cage')).toContainText('Waiting to sync');

    await page.goto('/announcements');
    await page.reload();
    await expect(feedItems(page)).toHaveText([/Training moved to the cage/]);
    await expect(feedItem(page, 'Training moved to the cage')).toContainText('Waiting to sync');
    await page.goto(`/teams/${teamId}`);
    await page.reload();
    await expect(announcementItems(page)).toHaveText([/Training moved to the cage/]);
    await expect(announcementItem(page, 'Training moved to the cage')).toContainText('Waiting to sync');
    expect(requestsWhileOffline(app)).toEqual([]);
  },
);
