import { useSession } from '../../session/session';
import { watchIn } from '../../backend/chunked-lookups';
import type { QueryResult } from '../../backend/ports';
import { useWatchedQuery } from '../../lib/watched-query';
import type { MembershipRecord } from '../../domain/groups/group-records';
import { type GroupKind, groupCollections } from '../../domain/groups/group-types';
import { usePersonId } from './use-person-id';
import { childKeys } from '../../domain/children/child-keys';

/**
 * Each rule check of `userId in [...]` reads the child's profile (row {kind}Memberships/of-my-child),
 * plus the account once for a parent who claimed a profile themself: chunks the rules can judge
 * within 10 reads a query.
 */
function chunkForParent(uid: string, personId: string | undefined) {
  return personId === uid ? 10 : 9;
}

/** The club or team memberships of these children, live (row {kind}Memberships/of-my-child, `in` chunks). */
export function useChildMemberships(kind: GroupKind, childIds: readonly string[]) {
  const session = useSession();
  const personId = usePersonId();
  const data = session?.backend.data;
  const ids = [...childIds].sort();
  const lookup = {
    spec: { collection: groupCollections[kind].memberships },
    field: 'userId',
    values: ids,
    chunkSize: chunkForParent(session?.user?.uid ?? '', personId),
  };
  return useWatchedQuery<QueryResult<MembershipRecord>>(
    childKeys.memberships(kind, ids),
    data && personId ? (onNext, onError) => watchIn<MembershipRecord>(data, lookup, onNext, onError) : null,
  );
}
