import { useSession } from '../../../session/session';
import type { DocData, QueryResult } from '../../../backend/ports';
import { useWatchedQuery } from '../../../lib/watched-query';
import { toTeam } from '../../../domain/groups/group-records';
import { sortGroups } from '../../../domain/groups/group-search';
import type { Team } from '../../../domain/groups/group-types';
import type { ReadState } from '../../../domain/read-state';
import { groupKeys } from '../../../domain/groups/group-keys';
import { toReadState } from '../../../domain/read-state';

/**
 * A club's teams, live (`teams where clubId == id`, which the rules let the club's members
 * list), sorted by name (docs/product.md §9). Pass `enabled` false for someone who is not
 * (yet known to be) a member: the rules would refuse them.
 */
export function useClubTeams(clubId: string, enabled: boolean): ReadState<Team[]> {
  const data = useSession()?.backend.data;
  const query = useWatchedQuery<QueryResult<DocData>>(
    groupKeys.clubTeams(clubId),
    data && clubId && enabled
      ? (onNext, onError) =>
          data.watchQuery<DocData>(
            { collection: 'teams', where: [{ field: 'clubId', op: '==', value: clubId }] },
            onNext,
            onError,
          )
      : null,
  );
  return toReadState(query, (result) =>
    sortGroups(result.docs.map((doc) => ({ ...toTeam(doc), kind: 'team' as const }))),
  );
}
