import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './users';

/** The `Announcements` region of a team or club page, or the dashboard's card of that name. */
export function announcementsRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Announcements', exact: true });
}

/**
 * The announcements listed in the open page's `Announcements` region (with no `Seen by` panel
 * open: an open one lists its names as items too).
 */
export function announcementItems(page: Page): Locator {
  return announcementsRegion(page).getByRole('listitem');
}

/** An announcement's item in a team or club page's `Announcements`, by (part of) its message. */
export function announcementItem(page: Page, message: string): Locator {
  return announcementItems(page).filter({ hasText: message });
}

/** The items of /announcements, newest first. */
export function feedItems(page: Page): Locator {
  return page.getByRole('main').getByRole('listitem');
}

/** An item of /announcements, by (part of) its message. */
export function feedItem(page: Page, message: string): Locator {
  return feedItems(page).filter({ hasText: message });
}

/** An announcement's `Seen by {n} of {m}` button (staff). */
export function seenByButton(item: Locator): Locator {
  return item.getByRole('button', { name: /^Seen by \d+ of \d+$/ });
}

/** The `Seen` and `Not seen yet` regions under an announcement, once its `Seen by` button is pressed. */
export function seenRegion(item: Locator, name: 'Seen' | 'Not seen yet'): Locator {
  return item.getByRole('region', { name, exact: true });
}

/** As staff on an open team or club page: types the message, `Post`, and waits for it to be listed. */
export async function postAnnouncement(page: Page, message: string) {
  const region = announcementsRegion(page);
  await region.getByLabel('Message').fill(message);
  await region.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, 'Announcement posted')).toBeVisible();
  await expect(region.getByLabel('Message')).toHaveValue('');
  await expect(announcementItem(page, message).first()).toBeVisible();
}

/** On /join: joins by code only the signed-in parent's child named (not the parent). */
export async function joinChildOnly(
  page: Page,
  code: string,
  childName: string,
  joined: 'Joined team' | 'Joined club',
) {
  await page.goto('/join');
  await page.getByLabel('Join code').fill(code);
  const who = page.getByRole('group', { name: 'Who joins' });
  const me = who.getByRole('checkbox', { name: 'Me', exact: true });
  // `Me` starts ticked, and turns unticked and disabled (`already on it`) when the page learns
  // that I am on the group: an uncheck begun before that would wait for a box that stays disabled
  await expect(async () => {
    if ((await me.isEnabled()) && (await me.isChecked())) await me.uncheck({ timeout: 2_000 });
    await expect(me).not.toBeChecked({ timeout: 0 });
  }).toPass();
  await who.getByRole('checkbox', { name: childName, exact: true }).check();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(toast(page, joined)).toBeVisible();
}
