import type { QueryResult } from '../../backend/ports';
import { groupIdOf, type MembershipRecord } from './group-records';
import { sortGroups } from './group-search';
import { groupLabel } from './group-texts';
import type { GroupKind } from './group-types';
import { useMyMemberships } from './my-memberships-query';
import { type ReadState, toReadState } from '../read-state';

/** One club or team on the dashboard: what its membership says of it. */
export interface GroupLine {
  id: string;
  name: string;
}

const linesOf = (kind: GroupKind) => (result: QueryResult<MembershipRecord>) =>
  sortGroups(result.docs.map((doc) => ({ kind, id: groupIdOf(kind, doc.data), name: doc.data.groupName ?? '' }))).map(
    (group) => ({ id: group.id, name: groupLabel(kind, group.name) }),
  );

/**
 * One's clubs or teams by name, live, sorted by name (docs/product.md §9), from one's
 * memberships alone: each carries its group's name, so the dashboard reads no club or team
 * document and costs the two membership listens however many groups one is in
 * (docs/PERFORMANCE.md, "Reads that grow with the data").
 */
export function useMyGroupLines(kind: GroupKind): ReadState<GroupLine[]> {
  return toReadState(useMyMemberships(kind), linesOf(kind));
}
