import type { DataPort, QueryResult } from '../../backend/ports';
import type { WatchDef } from '../../lib/watched-query';
import type { MembershipRecord } from './group-records';
import { type GroupKind, groupCollections } from './group-types';
import { groupKeys } from './group-keys';

/** One's own memberships of a kind (`{kind}Memberships where userId == me`, row {kind}Memberships/mine). */
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
