import { groupLabel, personLabel } from './group-texts';
import type { Member, MyGroup } from './group-types';

/**
 * The manage overview's lists (docs/product.md §9): sorted by name, one search box matching a club's or
 * team's name, location, notes, age group, club name or (a group only my children are on) their
 * first names, ignoring letter case. Squads too.
 */

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** By name as shown (an unnamed one as `Unnamed Club`/`Unnamed Team`), letter case ignored, "U9" before "U10". */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

export function sortGroups<G extends Pick<MyGroup, 'kind' | 'name' | 'id'>>(groups: readonly G[]): G[] {
  return [...groups].sort(
    (a, b) => compareNames(groupLabel(a.kind, a.name), groupLabel(b.kind, b.name)) || a.id.localeCompare(b.id),
  );
}

export function matchesSearch(group: MyGroup, query: string): boolean {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return true;
  const fields = [
    groupLabel(group.kind, group.name),
    group.location,
    group.notes,
    group.ageGroup,
    group.clubName,
    ...(group.childNames ?? []),
  ];
  return fields.some((field) => field?.toLocaleLowerCase().includes(wanted));
}

/** The groups matching the search, sorted by name. */
export function searchGroups(groups: readonly MyGroup[], query: string): MyGroup[] {
  return sortGroups(groups.filter((group) => matchesSearch(group, query)));
}

/** A squad: owners first, then by name as shown (`Unnamed` for none), letter case ignored. */
export function sortMembers(members: readonly Member[]): Member[] {
  const rank = (member: Member) => (member.role === 'owner' ? 0 : 1);
  return [...members].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      compareNames(personLabel(a.displayName), personLabel(b.displayName)) ||
      a.personId.localeCompare(b.personId),
  );
}
