/**
 * Club and team ids carry their creator's person id: `{personId}-{random}`. The rules let a
 * club or team be created only at an id carrying the creator's own person id, so once a
 * group is deleted nobody else can recreate a document at its id and, through it, step into
 * what still names that id (teams of a deleted club, an old join code).
 *
 * A membership id is `{groupId}_{personId}` and firestore.rules cuts it at its FIRST `_`, so a
 * group id never holds a `_`. The random part is the last
 * `-`-separated part, so a person id holding a `-` still works.
 */

const SUFFIX = /^[A-Za-z0-9]+$/;

/** The id for a new group, or null for a person id that cannot make one (it holds a `_` or `/`). */
export function newGroupId(personId: string, random: string): string | null {
  if (!personId || /[_/]/.test(personId) || !SUFFIX.test(random)) return null;
  return `${personId}-${random}`;
}

/** Whether `groupId` is `{personId}-{alphanumeric}`: the rule a group's create is judged by. */
export function carriesCreator(groupId: string, personId: unknown): boolean {
  if (typeof personId !== 'string' || groupId.includes('_')) return false;
  const suffix = groupId.slice(groupId.lastIndexOf('-') + 1);
  return SUFFIX.test(suffix) && groupId === `${personId}-${suffix}`;
}

/** A membership's id: the group, then the person, cut at the first `_`. */
export function membershipDocId(groupId: string, personId: string): string {
  return `${groupId}_${personId}`;
}
