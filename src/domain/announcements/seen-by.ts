import type { Member } from '../groups/group-types';
import type { Announcement } from './announcement-records';

/**
 * Who has seen an announcement (docs/team-life.md "Who has seen it"), counted on the device from
 * the marks: `m` is the members of the group except the author, each person once; `n` those of
 * them with a mark of their own, or (a child member) a mark of the parent their membership names.
 */
export interface SeenBy {
  seen: Member[];
  notSeen: Member[];
}

export function seenBy(members: readonly Member[], authorId: string, readers: ReadonlySet<string>): SeenBy {
  const seen: Member[] = [];
  const notSeen: Member[] = [];
  const counted = new Set<string>([authorId]);
  for (const member of members) {
    if (counted.has(member.personId)) continue;
    counted.add(member.personId);
    const marked = readers.has(member.personId) || (member.parentId !== null && readers.has(member.parentId));
    (marked ? seen : notSeen).push(member);
  }
  return { seen, notSeen };
}

/** `Seen by {n} of {m}` */
export function seenByLabel({ seen, notSeen }: SeenBy): string {
  return `Seen by ${seen.length} of ${seen.length + notSeen.length}`;
}

/** Unread by me: not mine, and no mark of mine. */
export function isUnread(announcement: Announcement, me: string, myMarks: ReadonlySet<string>): boolean {
  return announcement.authorId !== me && !myMarks.has(announcement.id);
}
