/**
 * Which events the lists read: those that have not ended. An event lasts at most a day (the form
 * puts its start and end on one date), so "not ended" is read as "starts after a day ago" with a
 * range on the start (the declared index `teamId, startsAt`), then cut on the device. The bound is
 * the hour's start, so a list's query, and its key, hold for an hour.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export function windowStart(now: Date): number {
  return Math.floor((now.getTime() - DAY_MS) / HOUR_MS) * HOUR_MS;
}

/** a team page lists at least the next 20; the schedule shows 50 at a time */
export const TEAM_EVENTS_LIMIT = 30;
export const SCHEDULE_PAGE = 50;
/**
 * the team's later events read to find a series' following ones: a series holds at most 52, and a
 * team's other events between them are read too, so this bounds the read, not the series
 */
export const SERIES_READ_LIMIT = 200;
