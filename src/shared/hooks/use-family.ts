import type { Doc } from '../../backend/ports';
import { useChildMemberships } from './use-child-memberships';
import { useChildren } from './use-children';
import { useProfile } from './use-profile';
import { isParent } from '../../domain/person/user-profile';
import { type ReadState, toReadState } from '../../domain/read-state';
import { type FamilyChild, familyChildOf } from '../../domain/groups/family-groups';
import type { MembershipRecord } from '../../domain/groups/group-records';
import type { GroupKind } from '../../domain/groups/group-types';

/**
 * My children, as the family's groups name them (docs/product.md "Dashboard"): a Parent's, read
 * as `/children` reads them (row users/children-of-me); none, and no read, for anyone else.
 * Loading until the profile says which. A profile that cannot be read names no children: the
 * lists then show my own groups, and the page says the profile failed.
 */
export function useFamily(): ReadState<FamilyChild[]> {
  const profile = useProfile();
  const children = useChildren(isParent(profile.data?.doc?.data));
  if (profile.isError) return { status: 'ready', value: [] };
  if (profile.data === undefined) return { status: 'loading' };
  if (children.status !== 'ready') return children;
  return { status: 'ready', value: children.value.map(familyChildOf) };
}

/**
 * My children's memberships of a kind, live: the query `/children` uses (row
 * {kind}Memberships/of-my-child, `userId in` chunks); none without children.
 */
export function useChildSeats(kind: GroupKind, family: ReadState<FamilyChild[]>): ReadState<Doc<MembershipRecord>[]> {
  const ids = family.status === 'ready' ? family.value.map((child) => child.id) : [];
  const memberships = useChildMemberships(kind, ids);
  if (family.status !== 'ready') return family;
  if (ids.length === 0) return { status: 'ready', value: [] };
  return toReadState(memberships, (result) => result.docs);
}
