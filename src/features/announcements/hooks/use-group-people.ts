import { isStaffMember } from '../../../domain/events/answer-summary';
import type { Member } from '../../../domain/groups/group-types';
import { useMembers } from '../../../shared/hooks/use-members';
import { usePersonId } from '../../../shared/hooks/use-person-id';
import type { ReadState } from '../../../domain/read-state';
import type { GroupRef } from '../../../domain/announcements/announcement-records';

export interface GroupPeople {
  members: Member[];
  me: string;
  /** the owner, a Coach or Staff of the group: posts, deletes, sees who has seen */
  isStaff: boolean;
}

/** A team's or club's squad, and whether I am its staff. */
export function useGroupPeople(group: GroupRef): ReadState<GroupPeople> {
  const squad = useMembers(group.kind, group.id);
  const me = usePersonId();
  if (squad.status !== 'ready') return squad;
  if (!me) return { status: 'loading' };
  const self = squad.value.find((member) => member.personId === me);
  return { status: 'ready', value: { members: squad.value, me, isStaff: self ? isStaffMember(self) : false } };
}
