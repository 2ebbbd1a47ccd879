import type { Announcement } from './announcement-records';

/**
 * How many announcements the screens show at first, and where the seen marks of those shown begin
 * (docs/team-life.md "Announcements"). The reads are hooks
 * (src/features/announcements/hooks/use-announcements.ts).
 */

/** announcements a team or club page shows at first, and `Show more` adds */
export const GROUP_PAGE = 20;
/** announcements `/announcements` shows at first (and the dashboard counts unread among) */
export const ANNOUNCEMENTS_PAGE = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where the marks of these announcements begin: the oldest one's day (UTC), so the marks' query
 * keeps its key while newer announcements arrive. Null when there are none (no marks to read).
 */
export function marksSince(announcements: readonly Announcement[]): number | null {
  if (announcements.length === 0) return null;
  const oldest = Math.min(...announcements.map((announcement) => announcement.postedAt.getTime()));
  return Math.floor(oldest / DAY_MS) * DAY_MS;
}
