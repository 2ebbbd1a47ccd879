import { expect, test } from '../support/app-server';
import {
  announcementItem,
  announcementItems,
  announcementsRegion,
  feedItem,
  feedItems,
  postAnnouncement,
} from '../support/announcements';
import { createClub, createTeam } from '../support/groups';
import { putDoc } from '../support/local-db';
import { seedPerson } from '../support/seed-people';
import { openThenGoOffline, requestsWhileOffline } from '../support/offline';
import { uniqueEmail } from '../support/users';

// The local build at a ground with no connection at all (the app's server included):
// announcements are posted, listed and marked seen on the device, and their screens open from
// the service worker's precache with what the device holds.

test.describe('announcements offline', () => {
  // the service worker's install, then many page loads with no connection
  test.describe.configure({ timeout: 120_000 });

  test('offline: with no connection at all, staff post on a team and a club page, and the team page and /announcements open from the device after a reload', async ({
    page,
    context,
    app,
  }) => {
    await openThenGoOffline(page, context, app);

    await seedPerson(page, { email: uniqueEmail('coach'), first: 'Casey', last: 'Ng' });
    const clubId = await createClub(page, { name: 'Offline FC' });
    const teamId = await createTeam(page, { name: 'Offline U9', ageGroup: 'U9' });
    // nothing yet: both say so
    await page.goto('/announcements');
    await expect(page.getByText('No announcements yet')).toBeVisible();

    await test.step('posting works with no signal', async () => {
      await page.goto(`/teams/${teamId}`);
      await expect(announcementsRegion(page)).toContainText('No announcements yet');
      await postAnnouncement(page, 'Meet at the far pitch');
      await postAnnouncement(page, 'Floodlights off: torches please');
      await page.goto(`/clubs/${clubId}`);
      await postAnnouncement(page, 'Clubhouse closed on Sunday');
    });

    await test.step('the team page’s Announcements, after a reload', async () => {
      await page.goto(`/teams/${teamId}`);
      await page.reload();
      await expect(announcementItems(page)).toHaveText([/Floodlights off/, /Meet at the far pitch/]);
      await expect(announcementItem(page, 'Meet at the far pitch')).toContainText('Casey Ng');
      // the author's own: nobody has seen it yet
      await expect(
        announcementItem(page, 'Meet at the far pitch').getByRole('button', { name: 'Seen by 0 of 0' }),
      ).toBeVisible();
    });

    await test.step('/announcements, after a reload', async () => {
      await page.goto('/announcements');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements');
      await expect(feedItems(page)).toHaveText([/Clubhouse closed/, /Floodlights off/, /Meet at the far pitch/]);
      await expect(feedItem(page, 'Clubhouse closed').getByRole('link', { name: 'Offline FC' })).toBeVisible();
      // one's own are never New
      await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(0);
    });

    expect(requestsWhileOffline(app)).toEqual([]);
  });

  test('offline: an announcement on the device reads as New, is marked seen there, and the dashboard counts it', async ({
    page,
    context,
    app,
  }) => {
    await openThenGoOffline(page, context, app);
    await seedPerson(page, { email: uniqueEmail('coach') });
    const teamId = await createTeam(page, { name: 'Offline U10' });
    // seeded away from any screen that reads announcements
    await page.goto('/join');
    // another coach's announcement, already on the device (as a sync would have left it)
    await putDoc(page, 'announcements', 'offline-announcement-1', {
      groupKind: 'team',
      groupId: teamId,
      message: 'Bring both kits',
      authorId: 'another-coach',
      authorName: 'Robin Shaw',
      postedAt: new Date(),
    });

    await page.goto('/dashboard');
    await expect(announcementsRegion(page).getByText('1 new', { exact: true })).toBeVisible();
    // one load only: the page marks what it shows at once, so a second load finds it seen
    await page.goto('/announcements');
    await expect(feedItems(page)).toHaveText([/Bring both kits/]);
    await expect(feedItem(page, 'Bring both kits')).toContainText('Robin Shaw');
    await expect(feedItem(page, 'Bring both kits').getByText('New', { exact: true })).toBeVisible();
    // recorded as seen on the device, with no signal (through the top bar: a page load at once
    // could cut the background write short)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(announcementsRegion(page).getByText('0 new', { exact: true })).toBeVisible();
    await page.goto('/announcements');
    await expect(feedItems(page)).toHaveText([/Bring both kits/]);
    await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(0);
    expect(requestsWhileOffline(app)).toEqual([]);
  });
});
