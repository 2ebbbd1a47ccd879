import type { GroupRef } from './announcement-records';

/** Every React Query key of announcements, in one place (house rule 3). */
export const announcementKeys = {
  /** a group's newest `limit` announcements */
  group: (group: GroupRef, limit: number) => ['announcements', 'group', group.kind, group.id, limit] as const,
  /** the newest `limit` announcements of these groups (`/announcements`, the dashboard's count) */
  mine: (parts: readonly string[], limit: number) => ['announcements', 'mine', limit, ...parts] as const,
  /** my marks on announcements posted from `since` (ms) */
  myMarks: (personId: string, since: number) => ['announcements', 'my-marks', personId, since] as const,
  /** every reader's marks on a group's announcements posted from `since` (ms): staff */
  groupMarks: (group: GroupRef, since: number) =>
    ['announcements', 'group-marks', group.kind, group.id, since] as const,
};
