import type { ReadState } from '../../../domain/read-state';
import type { QueryResult } from '../../../backend/ports';
import { groupIdOf, type MembershipRecord } from '../../../domain/groups/group-records';
import { useChildMemberships } from '../../../shared/hooks/use-child-memberships';
import type { GroupKind } from '../../../domain/groups/group-types';

/** A club or team a child is in, as the child's membership names it (docs/product.md: the group's name is on it). */
export interface ChildGroup {
  kind: GroupKind;
  id: string;
  name: string;
  pending: boolean;
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
