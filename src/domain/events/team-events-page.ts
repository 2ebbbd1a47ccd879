/**
 * A team page's `Events` (docs/team-life.md "Screens"; the UX contract's `team page`): the next
 * 20 that have not ended, then `Show more` for 20 more, until every upcoming event is shown.
 */
export const TEAM_PAGE_EVENTS = 20;

/**
 * The events a page showing `shown` reads: 10 beyond them, so it knows whether there are more,
 * and so the events of the last day that have ended (read, then left out: event-window.ts) do
 * not hide one still to come. The first page reads 30, as the team page always has.
 */
export const teamEventsToRead = (shown: number) => shown + 10;

/** What the page shows of the events read: the first `shown`, and whether `Show more` has more. */
export function teamEventsPage<T>(upcoming: readonly T[], shown: number): { visible: T[]; hasMore: boolean } {
  return { visible: upcoming.slice(0, shown), hasMore: upcoming.length > shown };
}
