import { useSession } from '../../../app/session';
import type { QueryResult } from '../../../backend/ports';
import { useWatchedQuery } from '../../../lib/watched-query';
import { type MembershipRecord, toMember } from '../model/group-records';
import { sortMembers } from '../model/group-search';
import { type GroupKind, groupCollections, type Load, type Member } from '../model/group-types';
import { groupKeys } from './group-keys';
import { toLoad } from './load';

/** A club's or team's squad, live (`{kind}Memberships where {key} == id`): owners first, then by name. */
export function useMembers(kind: GroupKind, id: string): Load<Member[]> {
  const data = useSession()?.backend.data;
  const { memberships, key } = groupCollections[kind];
  const query = useWatchedQuery<QueryResult<MembershipRecord>>(
    groupKeys.members(kind, id),
    data && id ? (onNext, onError) => data.watchQuery<MembershipRecord>({ collection: memberships, where: [{ field: key, op: '==', value: id }] }, onNext, onError) : null,
  );
  return toLoad(query, (result) => sortMembers(result.docs.map((doc) => toMember(doc))));
}
