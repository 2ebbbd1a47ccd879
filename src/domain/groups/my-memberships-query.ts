import { useSession } from '../../session/session';
import type { DataPort, QueryResult } from '../../backend/ports';
import { useWatchedQuery, type WatchDef } from '../../lib/watched-query';
import { usePersonId } from '../person/account-query';
import type { MembershipRecord } from './group-records';
import { type GroupKind, groupCollections } from './group-types';
import { groupKeys } from './group-keys';

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

export function myMembershipsWatch(
  data: DataPort,
  kind: GroupKind,
  personId: string,
): WatchDef<QueryResult<MembershipRecord>> {
  const spec = {
    collection: groupCollections[kind].memberships,
    where: [{ field: 'userId', op: '==' as const, value: personId }],
  };
  return {
    key: groupKeys.myMemberships(kind, personId),
    subscribe: (onNext, onError) => data.watchQuery<MembershipRecord>(spec, onNext, onError),
  };
}
