// @vitest-environment happy-dom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocData, QueryResult } from '../backend/ports';
import { rememberDeleted } from '../domain/groups/deleted-groups';
import { groupKeys } from '../domain/groups/group-keys';
import { knownClubHasTeams } from './known-club-teams';

const team = (id: string, clubId: string | null) => ({ id, data: { name: id, clubId }, pending: false });
const result = (...docs: ReturnType<typeof team>[]): QueryResult<DocData> => ({ docs, fromCache: false });

/** Puts data under a key, watched (active) or not. */
function cached(client: QueryClient, key: readonly unknown[], data: unknown, watched: boolean) {
  client.setQueryData(key, data);
  if (watched)
    new QueryObserver(client, { queryKey: key, queryFn: () => data, staleTime: Number.POSITIVE_INFINITY }).subscribe(
      () => {},
    );
}

afterEach(() => localStorage.clear());

describe('knownClubHasTeams', () => {
  it('knows from a club page’s teams or the teams one is on, while a screen watches them', () => {
    const client = new QueryClient();
    expect(knownClubHasTeams(client, 'c1')).toBe(false);
    cached(client, groupKeys.clubTeams('c1'), result(), true);
    expect(knownClubHasTeams(client, 'c1')).toBe(false);
    cached(client, groupKeys.docs('team', ['t1', 't2']), result(team('t1', 'c2'), team('t2', null)), true);
    expect(knownClubHasTeams(client, 'c1')).toBe(false);
    expect(knownClubHasTeams(client, 'c2')).toBe(true);
    cached(client, groupKeys.clubTeams('c3'), result(team('t3', 'c3')), true);
    expect(knownClubHasTeams(client, 'c3')).toBe(true);
    cached(client, groupKeys.group('team', 't4'), { doc: team('t4', 'c4'), fromCache: true }, true);
    expect(knownClubHasTeams(client, 'c4')).toBe(true);
  });

  it('does not trust what nobody watches any more, nor a team deleted here', () => {
    const client = new QueryClient();
    cached(client, groupKeys.docs('team', ['t1']), result(team('t1', 'c1')), false);
    expect(knownClubHasTeams(client, 'c1')).toBe(false);
    cached(client, groupKeys.clubTeams('c2'), result(team('t2', 'c2')), true);
    rememberDeleted('team', 't2');
    expect(knownClubHasTeams(client, 'c2')).toBe(false);
  });
});
