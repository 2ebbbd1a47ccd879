import type { QueuedJoin, QueuedJoinChild } from '../../../backend/ports';
import { groupTexts } from '../../../domain/groups/group-texts';

/** The words of the device queue on `/join` (docs/product.md: "Join queued…" once the queue exists). */
export const queueTexts = {
  queued: 'Join queued. It will finish when you are back online.',
  heading: 'Waiting to join',
  me: 'Me',
  cancel: 'Cancel',
} as const;

/** Who joins: the signed-in person (`me`) and the ticked children. */
export interface JoinWho {
  me: boolean;
  children: readonly QueuedJoinChild[];
}

/** Who a queued join is for, as its list item says it: `Me, Sam Kid`. */
export function whoJoinsLabel(who: JoinWho): string {
  const names = who.children.map((child) => child.name || groupTexts.unnamedPerson);
  return (who.me ? [queueTexts.me, ...names] : names).join(', ');
}

/** The same code for the same people: queuing it twice would only end in `Already…`. */
export function isSameJoin(queued: Pick<QueuedJoin, 'code' | 'me' | 'children'>, code: string, who: JoinWho): boolean {
  const ids = (children: readonly QueuedJoinChild[]) =>
    children
      .map((child) => child.id)
      .sort()
      .join('\n');
  return queued.code === code && queued.me === who.me && ids(queued.children) === ids(who.children);
}
