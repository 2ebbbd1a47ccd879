import { groupIdOf, roleOf } from '../../../domain/groups/group-records';
import type { GroupKind, MemberRole } from '../../../domain/groups/group-types';
import { useMyMemberships } from '../../../shared/hooks/use-my-memberships';

/** The user's role in a club or team by their own membership; null when not in it (or not loaded yet). */
export function useMyRole(kind: GroupKind, id: string): MemberRole | null {
  const memberships = useMyMemberships(kind);
  const mine = memberships.data?.docs.find((doc) => groupIdOf(kind, doc.data) === id);
  return mine ? roleOf(mine.data) : null;
}
