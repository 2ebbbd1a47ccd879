import { useSession } from '../../session/session';
import type { QueryResult } from '../../backend/ports';
import { useWatchedQuery } from '../../lib/watched-query';
import { type MembershipRecord, toMember } from './group-records';
import { sortMembers } from './group-search';
import { type GroupKind, groupCollections, type Member } from './group-types';
import type { ReadState } from '../read-state';
import { groupKeys } from './group-keys';
import { toReadState } from '../read-state';

/** A club's or team's squad, live (`{kind}Memberships where {key} == id`): owners first, then by name. */
export function useMembers(kind: GroupKind, id: string): ReadState<Member[]> {
  const data = useSession()?.backend.data;
  const { memberships, key } = groupCollections[kind];
  const query = useWatchedQuery<QueryResult<MembershipRecord>>(
    groupKeys.members(kind, id),
    data && id
      ? (onNext, onError) =>
          data.watchQuery<MembershipRecord>(
            { collection: memberships, where: [{ field: key, op: '==', value: id }] },
            onNext,
            onError,
          )
      : null,
  );
  return toReadState(query, (result) => sortMembers(result.docs.map((doc) => toMember(doc))));
}
