import type { ReadState } from '../../../domain/read-state';
import { useSession } from '../../../session/session';
import { watchIn } from '../../../backend/chunked-lookups';
import type { QueryResult } from '../../../backend/ports';
import { useWatchedQuery } from '../../../lib/watched-query';
import { groupIdOf, type MembershipRecord } from '../../../domain/groups/group-records';
import { type GroupKind, groupCollections } from '../../../domain/groups/group-types';
import { usePersonId } from '../../../domain/person/account-query';
import { childKeys } from '../../../domain/children/child-keys';

/** A club or team a child is in, as the child's membership names it (docs/product.md: the group's name is on it). */
export interface ChildGroup {
  kind: GroupKind;
  id: string;
  name: string;
  pending: boolean;
}

/**
 * Each rule check of `userId in [...]` reads the child's profile (row {kind}Memberships/of-my-child),
 * plus the account once for a parent who claimed a profile themself: chunks the rules can judge
 * within 10 reads a query.
 */
function chunkForParent(uid: string, personId: string | undefined) {
  return personId === uid ? 10 : 9;
}

function useChildMemberships(kind: GroupKind, childIds: readonly string[]) {
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

/** Each child's groups, by the child's id. */
export type ChildGroups = Map<string, ChildGroup[]>;

/** The clubs, then the teams, each child of these is in, live; each list sorted by name. */
export function useChildGroups(childIds: readonly string[]): ReadState<ChildGroups> {
  const clubs = useChildMemberships('club', childIds);
  const teams = useChildMemberships('team', childIds);
  if (clubs.isError || teams.isError) return { status: 'failed' };
  if (!clubs.data || !teams.data) return { status: 'loading' };
  const byChild = new Map<string, ChildGroup[]>(childIds.map((id) => [id, []]));
  const add = (kind: GroupKind, result: QueryResult<MembershipRecord>) => {
    const rows = result.docs
      .map((doc) => ({
        childId: doc.data.userId,
        group: { kind, id: groupIdOf(kind, doc.data), name: doc.data.groupName ?? '', pending: doc.pending },
      }))
      .sort((a, b) => a.group.name.localeCompare(b.group.name, undefined, { sensitivity: 'base' }));
    for (const row of rows) byChild.get(row.childId)?.push(row.group);
  };
  add('club', clubs.data);
  add('team', teams.data);
  return { status: 'ready', value: byChild };
}
