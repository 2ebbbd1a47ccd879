import { type Child, childName } from '../children/child-list';
import type { ReadState } from '../read-state';
import { sortGroups } from './group-search';
import type { GroupKind } from './group-types';

/**
 * "My children's groups" (docs/product.md "Dashboard" and "Manage overview"; the UX contract's
 * row `my children's groups`): the clubs or teams that I or one of my children am on, each once.
 * A group I am on is mine, whoever else of my family is on it; a group only my children are on
 * carries their first names (`Leo, Mia`), in the family's order (first name, then last name).
 */

/** A child as a group's row names them: the id their memberships carry, and their first name. */
export interface FamilyChild {
  id: string;
  firstName: string;
}

/** A club or team one of my children is on, as made from that child's membership. */
export interface ChildSeat<G> {
  childId: string;
  group: G;
}

/** A group of the family's list: mine (`childNames` absent), or only my children's (their first names). */
export type FamilyGroup<G> = G & { childNames?: readonly string[] };

type GroupLike = { kind: GroupKind; id: string; name: string };

/** The first name a group's row shows for a child: the first name, else the full name or `Unnamed`. */
export function familyChildOf(child: Pick<Child, 'id' | 'profile'>): FamilyChild {
  const first = typeof child.profile.firstName === 'string' ? child.profile.firstName.trim() : '';
  return { id: child.id, firstName: first || childName(child.profile) };
}

/**
 * My groups and my children's, each once, sorted by name (`sortGroups`). `children` is the family
 * in its order; a seat of a child not among them (a membership read before the list caught up)
 * names nobody and adds no group.
 */
export function familyGroups<G extends GroupLike>(
  mine: readonly G[],
  childSeats: readonly ChildSeat<G>[],
  children: readonly FamilyChild[],
): FamilyGroup<G>[] {
  const rank = new Map(children.map((child, index) => [child.id, index]));
  const mineIds = new Set(mine.map((group) => group.id));
  const theirs = new Map<string, { group: G; childIds: Set<string> }>();
  for (const seat of childSeats) {
    if (mineIds.has(seat.group.id) || !rank.has(seat.childId)) continue;
    const entry = theirs.get(seat.group.id) ?? { group: seat.group, childIds: new Set<string>() };
    entry.childIds.add(seat.childId);
    theirs.set(seat.group.id, entry);
  }
  const names = (childIds: Set<string>) =>
    [...childIds]
      .sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0))
      .map((id) => children[rank.get(id) ?? 0]?.firstName ?? '');
  const onlyTheirs = [...theirs.values()].map(({ group, childIds }) => ({ ...group, childNames: names(childIds) }));
  // each of mine once too (a list read twice over never shows a group twice)
  const ownOnce = [...new Map(mine.map((group) => [group.id, group])).values()];
  return sortGroups<FamilyGroup<G>>([...ownOnce, ...onlyTheirs]);
}

/** `Leo, Mia`: the first names a row of a group only my children are on shows. */
export const childNamesText = (names: readonly string[]) => names.join(', ');

/** My children and their seats of a kind, once both are read. */
export interface ChildrenSeats<G> {
  children: readonly FamilyChild[];
  seats: readonly ChildSeat<G>[];
}

/**
 * The family's list as a read (docs/product.md "Dashboard"): my own groups show as soon as they
 * are read (a screen never waits on the network for what the device has), and my children's join
 * them when theirs are read. With none of my own, the list waits for my children's, so a parent
 * who joined only their children never reads `0 teams` or "You are not on a team yet" on the
 * way; a failed read of my children's then fails the list, and otherwise leaves mine as they are.
 */
export function familyLoad<G extends GroupLike>(
  mine: ReadState<readonly G[]>,
  theirs: ReadState<ChildrenSeats<G>>,
): ReadState<FamilyGroup<G>[]> {
  if (mine.status !== 'ready') return mine.status === 'loading' ? mine : { status: 'failed' };
  if (theirs.status === 'ready')
    return { status: 'ready', value: familyGroups(mine.value, theirs.value.seats, theirs.value.children) };
  if (mine.value.length === 0) return theirs.status === 'loading' ? theirs : { status: 'failed' };
  return { status: 'ready', value: familyGroups(mine.value, [], []) };
}
