import type { QueryResult } from '../../backend/ports';
import { groupKeys } from '../../domain/groups/group-keys';
import type { MembershipRecord } from '../../domain/groups/group-records';
import type { GroupKind } from '../../domain/groups/group-types';
import { myMembershipsWatch } from '../../domain/groups/my-memberships-query';
import { useWatchedQuery } from '../../lib/watched-query';
import { useSession } from '../../session/session';
import { usePersonId } from './use-person-id';

/**
 * One's own memberships of a kind, live (`{kind}Memberships where userId == me`, row
 * {kind}Memberships/mine): the manage lists, one's role on a page, the team form's clubs.
 */
export function useMyMemberships(kind: GroupKind) {
  const session = useSession();
  const personId = usePersonId();
  const data = session?.backend.data;
  return useWatchedQuery<QueryResult<MembershipRecord>>(
    groupKeys.myMemberships(kind, personId ?? '-'),
    personId && data ? myMembershipsWatch(data, kind, personId).subscribe : null,
  );
}
