import { describe, expect, it } from 'vitest';
import { TEAM_EVENTS_LIMIT } from './event-window';
import { TEAM_PAGE_EVENTS, teamEventsPage, teamEventsToRead } from './team-events-page';

const events = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('a team page’s events, 20 at a time', () => {
  it('shows the next 20, and Show more while more were read', () => {
    expect(teamEventsPage(events(25), TEAM_PAGE_EVENTS)).toEqual({ visible: events(20), hasMore: true });
    expect(teamEventsPage(events(20), TEAM_PAGE_EVENTS)).toEqual({ visible: events(20), hasMore: false });
    expect(teamEventsPage(events(3), TEAM_PAGE_EVENTS)).toEqual({ visible: events(3), hasMore: false });
  });

  it('reads beyond what it shows, the first page as much as the page always read', () => {
    expect(teamEventsToRead(TEAM_PAGE_EVENTS)).toBe(TEAM_EVENTS_LIMIT);
    for (const shown of [20, 40, 60]) expect(teamEventsToRead(shown)).toBeGreaterThan(shown);
  });

  it('pages through every upcoming event, however many: each Show more shows 20 more', () => {
    const all = events(73);
    let shown = TEAM_PAGE_EVENTS;
    let page = teamEventsPage(all.slice(0, teamEventsToRead(shown)), shown);
    while (page.hasMore) {
      shown += TEAM_PAGE_EVENTS;
      page = teamEventsPage(all.slice(0, teamEventsToRead(shown)), shown);
    }
    expect(page.visible).toEqual(all);
  });
});
