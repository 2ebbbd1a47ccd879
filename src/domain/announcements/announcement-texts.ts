import { personLabel } from '../groups/group-texts';
import type { Announcement } from './announcement-records';

/** The texts of announcements (docs/team-life.md), in one place. */
export const announcementTexts = {
  posted: 'Announcement posted',
  deleted: 'Announcement deleted',
  postFailed: 'Could not post the announcement',
  deleteFailed: 'Delete failed',
  loadFailed: 'Could not load announcements',
  none: 'No announcements yet',
  nobody: 'Nobody',
  isNew: 'New',
} as const;

const postedFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** when it was posted, on the device's clock: `Mon 23 Nov, 18:05` */
export function formatPostedAt(postedAt: Date): string {
  return Number.isNaN(postedAt.getTime()) ? '' : postedFormat.format(postedAt);
}

/** the author's name as shown */
export const authorLabel = (announcement: Pick<Announcement, 'authorName'>): string =>
  personLabel(announcement.authorName);

/** the text `Share` sends with the group's link: the group's name and the message */
export function announcementShareText(groupName: string, message: string): string {
  return `${groupName}: ${message}`;
}
