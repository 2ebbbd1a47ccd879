import type { GuardianPlaces, GuardianRow } from './recipients';
import type { Concerns, SquadMember } from './notice-types';
import { noticeTexts } from './notice-texts';

/**
 * One notice per person told, never one per child (docs/notifications.md "Who is told"): for
 * each person, the people a notice concerns for them, and the names that lead its body.
 */

/**
 * A group's news (a new or changed event, an announcement) for each reader: a member is told about
 * the group as theirs; a reader who is there only as a parent is told about their children in it
 * (as the dashboard names a group only my children are on: docs/product.md "Dashboard"), every
 * guardian of each child alike. `guardians` are the links the rules honour (honouredLinks).
 */
export function groupNewsConcerns(
  readers: readonly string[],
  members: readonly Pick<SquadMember, 'personId' | 'parentId'>[],
  guardians: readonly GuardianRow[],
  places: GuardianPlaces = new Map(),
): Concerns {
  const memberIds = new Set(members.map((member) => member.personId));
  const children = new Map<string, Set<string>>();
  const addChild = (parentId: string, childId: string) => {
    if (!children.has(parentId)) children.set(parentId, new Set());
    children.get(parentId)?.add(childId);
  };
  for (const member of members) if (member.parentId) addChild(member.parentId, member.personId);
  // every guardian of a child member, each told of the child as their own (docs/product.md "Guardians")
  for (const member of members)
    for (const guardianId of places.get(member.personId) ?? []) addChild(guardianId, member.personId);
  for (const guardian of guardians) addChild(guardian.parentId, guardian.viaChildId);
  const concerns = new Map<string, string[]>();
  for (const reader of readers)
    concerns.set(reader, memberIds.has(reader) ? [reader] : [...(children.get(reader) ?? [])].sort());
  return concerns;
}

/**
 * The news without the person who made it: they know it already (docs/notifications.md "Who is
 * told"), and a coach is not woken by their own post.
 */
export function withoutMaker(concerns: Concerns, makerId: string): Concerns {
  const kept = new Map(concerns);
  kept.delete(makerId);
  return kept;
}

/**
 * The names that lead a person's notice: none when it concerns only them; else the first names of
 * those it concerns (`Leo and Mia`, `Leo, Mia and Sam`), `You` first when it concerns them too
 * (`You and Leo`). A child without a known first name is left out rather than named wrongly.
 */
export function familyNames(
  personId: string,
  concerned: readonly string[],
  firstNames: ReadonlyMap<string, string>,
): string {
  const others = concerned.filter((id) => id !== personId);
  if (others.length === 0) return '';
  const names = others.map((id) => firstNames.get(id)?.trim() ?? '').filter(Boolean);
  if (names.length === 0) return '';
  return noticeTexts.and(concerned.includes(personId) ? [noticeTexts.you, ...names] : names);
}

/** The children a set of concerns names, whose first names the handler reads. */
export function namedPeople(concerns: Concerns): string[] {
  const ids = new Set<string>();
  for (const [personId, concerned] of concerns) for (const id of concerned) if (id !== personId) ids.add(id);
  return [...ids].sort();
}
