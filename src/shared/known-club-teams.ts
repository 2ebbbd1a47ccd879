import type { QueryClient } from '@tanstack/react-query';
import type { Doc, DocData, DocResult, QueryResult } from '../backend/ports';
import { wasDeleted } from '../domain/groups/deleted-groups';
import { groupKeys } from '../domain/groups/group-keys';

/**
 * Whether the device already knows that a club has teams (docs/product.md "Leaving and
 * deleting": such a club's `Delete` says `Cannot delete club with teams. Delete teams first.`
 * at once, without asking). Only live reads count, the ones a screen watches right now: a club
 * page's `Teams`, and the teams one is on (the manage lists, the dashboard). A cache entry
 * nobody watches may be out of date (a team deleted or moved since), so it is not asked.
 */
export function knownClubHasTeams(client: QueryClient, clubId: string): boolean {
  const live = (queryKey: readonly unknown[]) =>
    client
      .getQueryCache()
      .findAll({ queryKey, type: 'active' })
      .map((query) => query.state.data as QueryResult<DocData> | DocResult<DocData> | undefined);
  const teams: Doc<DocData>[] = [];
  // every list of team documents by id (a prefix of their keys), and single team documents
  for (const key of [groupKeys.clubTeams(clubId), groupKeys.docs('team', []), ['groups', 'group', 'team']]) {
    for (const data of live(key)) {
      if (!data) continue;
      if ('docs' in data) teams.push(...data.docs);
      else if (data.doc) teams.push(data.doc);
    }
  }
  return teams.some((team) => team.data.clubId === clubId && !wasDeleted('team', team.id));
}
