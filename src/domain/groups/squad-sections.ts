import { isStaffRole } from '../choices/squad-roles';
import type { Member } from './group-types';

/**
 * Who is staff in a team's squad (the UX contract's `who is counted`; docs/team-life.md "Who"):
 * the members whose squad role is `Coach` or `Staff`, and the owner unless the owner's squad role
 * is `Player`. This decides where a member is listed and counted, never who may do what: staff
 * powers stay with the owner and the `Coach`/`Staff` members.
 */
export function isListedAsStaff(member: Pick<Member, 'role' | 'squadRole'>): boolean {
  if (isStaffRole(member.squadRole)) return true;
  return member.role === 'owner' && member.squadRole !== 'Player';
}

/** A team page's `Members`, under `Staff` and `Players`, each in the squad's order (owners first, then by name). */
export function squadSections<M extends Pick<Member, 'role' | 'squadRole'>>(
  members: readonly M[],
): { staff: M[]; players: M[] } {
  return {
    staff: members.filter(isListedAsStaff),
    players: members.filter((member) => !isListedAsStaff(member)),
  };
}
