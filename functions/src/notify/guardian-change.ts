import type { Concerns } from './notice-types';
import { noticeTexts } from './notice-texts';

/** A guardian added to a child (an invitation accepted), or gone from it (removed, or stopped). */
export interface GuardianChange {
  change: 'added' | 'gone';
  guardianId: string;
  guardianName: string;
  childFirstName: string;
  /** the child's guardians after the change, the first one first */
  guardians: readonly string[];
  /** who made the change, when the trigger knows (a person's own write); null for the server's */
  actorId: string | null;
}

/**
 * Who is told of a change to a child's guardians (docs/notifications.md "Who is told"): every
 * guardian the child has after it, but not the one added or gone (they did it, or the dialog
 * told them) nor whoever made the change. Each is told about themselves: no names lead the body.
 */
export function guardianChangeNotice(change: GuardianChange): { concerns: Concerns; title: string; body: string } {
  const concerns = new Map<string, string[]>();
  for (const personId of change.guardians)
    if (personId !== change.guardianId && personId !== change.actorId) concerns.set(personId, [personId]);
  const name = change.guardianName.trim() || 'Someone';
  const child = change.childFirstName.trim();
  return {
    concerns,
    title: noticeTexts.guardiansTitle(child),
    body: change.change === 'added' ? noticeTexts.guardianAdded(name, child) : noticeTexts.guardianGone(name, child),
  };
}
