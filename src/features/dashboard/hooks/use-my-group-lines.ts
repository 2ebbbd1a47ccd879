import type { Doc } from '../../../backend/ports';
import type { ReadState } from '../../../domain/read-state';
import { type ChildrenSeats, type FamilyGroup, familyLoad } from '../../../domain/groups/family-groups';
import { groupIdOf, type MembershipRecord } from '../../../domain/groups/group-records';
import { groupLabel } from '../../../domain/groups/group-texts';
import type { GroupKind } from '../../../domain/groups/group-types';
import { useMyMemberships } from '../../../shared/hooks/use-my-memberships';
import { useChildSeats, useFamily } from '../../../shared/hooks/use-family';

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

/** A line of the dashboard: the group's name as shown, and whose children only are on it. */
const lineOf = (group: FamilyGroup<GroupRef>): GroupLine => ({
  id: group.id,
  name: groupLabel(group.kind, group.name),
  ...(group.childNames ? { childNames: group.childNames } : {}),
});

type GroupRef = ReturnType<typeof refOf>;

/**
 * The clubs or teams that I or one of my children am on (the UX contract's `my children's
 * groups`), each once, live, sorted by name (docs/product.md §9), from memberships alone: each
 * carries its group's name, so the dashboard reads no club or team document and costs my
 * membership listen, and for a Parent the children's list and their memberships' listens (the
 * reads `/children` makes), however many groups (docs/PERFORMANCE.md, "Reads that grow with the
 * data"). Mine show as soon as they are read, my children's as theirs are (`familyLoad`).
 */
export function useMyGroupLines(kind: GroupKind): ReadState<GroupLine[]> {
  const mine = useMyMemberships(kind);
  const family = useFamily();
  const theirs = useChildSeats(kind, family);
  const own: ReadState<GroupRef[]> = mine.isError
    ? { status: 'failed' }
    : mine.data
      ? { status: 'ready', value: mine.data.docs.map((membership) => refOf(kind, membership)) }
      : { status: 'loading' };
  const seats: ReadState<ChildrenSeats<GroupRef>> =
    family.status !== 'ready'
      ? family
      : theirs.status !== 'ready'
        ? theirs
        : {
            status: 'ready',
            value: {
              children: family.value,
              seats: theirs.value.map((membership) => ({
                childId: membership.data.userId,
                group: refOf(kind, membership),
              })),
            },
          };
  const load = familyLoad(own, seats);
  return load.status === 'ready' ? { status: 'ready', value: load.value.map(lineOf) } : load;
}
