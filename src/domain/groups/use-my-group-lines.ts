import type { Doc } from '../../backend/ports';
import type { ReadState } from '../read-state';
import { type FamilyChild, familyGroups } from './family-groups';
import { groupIdOf, type MembershipRecord } from './group-records';
import { groupLabel } from './group-texts';
import type { GroupKind } from './group-types';
import { useMyMemberships } from './my-memberships-query';
import { useChildSeats, useFamily } from './use-family';

/** One club or team on the dashboard: what its membership says of it. */
export interface GroupLine {
  id: string;
  name: string;
  /** only my children are on it: their first names (`Leo`, `Mia`) */
  childNames?: readonly string[];
}

const refOf = (kind: GroupKind, membership: Doc<MembershipRecord>) => ({
  kind,
  id: groupIdOf(kind, membership.data),
  name: membership.data.groupName ?? '',
});

/** The dashboard's lines from my memberships and my children's (`familyGroups`), sorted by name. */
function linesOf(
  kind: GroupKind,
  mine: readonly Doc<MembershipRecord>[],
  theirs: readonly Doc<MembershipRecord>[],
  family: readonly FamilyChild[],
): GroupLine[] {
  const seats = theirs.map((membership) => ({ childId: membership.data.userId, group: refOf(kind, membership) }));
  return familyGroups(
    mine.map((membership) => refOf(kind, membership)),
    seats,
    family,
  ).map((group) => ({
    id: group.id,
    name: groupLabel(kind, group.name),
    ...(group.childNames ? { childNames: group.childNames } : {}),
  }));
}

/**
 * The clubs or teams that I or one of my children am on (the UX contract's `my children's
 * groups`), each once, live, sorted by name (docs/product.md §9), from memberships alone: each
 * carries its group's name, so the dashboard reads no club or team document and costs my
 * membership listen, and for a Parent the children's list and their memberships' listens (the
 * reads `/children` makes), however many groups (docs/PERFORMANCE.md, "Reads that grow with the
 * data").
 */
export function useMyGroupLines(kind: GroupKind): ReadState<GroupLine[]> {
  const mine = useMyMemberships(kind);
  const family = useFamily();
  const theirs = useChildSeats(kind, family);
  if (mine.isError || theirs.status === 'failed' || family.status === 'failed') return { status: 'failed' };
  if (!mine.data || family.status !== 'ready' || theirs.status !== 'ready') return { status: 'loading' };
  return { status: 'ready', value: linesOf(kind, mine.data.docs, theirs.value, family.value) };
}
