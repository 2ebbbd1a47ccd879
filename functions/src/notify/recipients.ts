/**
 * Who may read a team's or club's events and announcements, as person ids: the same people the
 * rules let read them (firestore.rules `isTeamReader`, `isGroupReader`; docs/notifications.md
 * "Who is told"). The Admin SDK the functions use passes no rules, so this module is the one
 * place the server decides who reads a group; a test holds it equal to the rules over the
 * permission world.
 */

/** A membership of the group (`teamMemberships` / `clubMemberships`): its person, and a child member's parent. */
export interface MemberRow {
  /** the membership's `userId`: a person id (a claimed child's is their profile's id) */
  personId: string;
  /** set when the member is a child a parent added: that parent's id */
  parentId: string | null;
}

/** A guardian link of the group (`teamGuardians` / `clubGuardians`). */
export interface GuardianRow {
  parentId: string;
  viaChildId: string;
}

/** Each child member's guardians by the child's person id, as its profile names them: the first and the places (`guardian1`-`guardian3`). */
export type GuardianPlaces = ReadonlyMap<string, readonly string[]>;

/**
 * The links the rules honour (firestore.rules isTeamGuardianAs): the child a link names is a
 * member, and its membership names the link's parent, or the child's profile names them (its
 * first guardian, or one in a place). A link left behind (the child went, the guardian was removed) tells nobody.
 */
export function honouredLinks(
  members: readonly MemberRow[],
  guardians: readonly GuardianRow[],
  places: GuardianPlaces,
): GuardianRow[] {
  return guardians.filter((link) => {
    const member = members.find((each) => each.personId === link.viaChildId);
    return (
      member !== undefined &&
      (member.parentId === link.parentId || (places.get(member.personId) ?? []).includes(link.parentId))
    );
  });
}

/** The group's readers: every member, then every honoured guardian link's parent, each once, in code-unit order. */
export function groupReaders(
  members: readonly MemberRow[],
  guardians: readonly GuardianRow[],
  places: GuardianPlaces = new Map(),
): string[] {
  const readers = new Set<string>();
  for (const member of members) readers.add(member.personId);
  for (const guardian of honouredLinks(members, guardians, places)) readers.add(guardian.parentId);
  return [...readers].sort();
}
