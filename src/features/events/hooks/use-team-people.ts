import { useMembers } from '../../../shared/hooks/use-members';
import { usePersonId } from '../../../shared/hooks/use-person-id';
import { useChildren } from '../../../shared/hooks/use-children';
import { useProfile } from '../../../shared/hooks/use-profile';
import { isParent } from '../../../domain/person/user-profile';
import { isStaffMember, peopleIAnswerFor } from '../../../domain/events/answer-summary';
import type { Member } from '../../../domain/groups/group-types';
import { personLabel } from '../../../domain/groups/group-texts';
import type { AnswerPerson } from '../components/answer-group';
import type { ReadState } from '../../../domain/read-state';

export interface TeamPeople {
  squad: Member[];
  /** the owner, a Coach or Staff of the team */
  isStaff: boolean;
  /** myself (`Your answer`), then my children on the team (by name) */
  mine: AnswerPerson[];
  me: string;
}

/** The team's squad as the event screens need it: who is staff, whom I answer for. */
export function useTeamPeople(teamId: string): ReadState<TeamPeople> {
  const squad = useMembers('team', teamId);
  const me = usePersonId();
  // a child's membership names their first guardian; the others know the child from their own list
  // (docs/product.md "Guardians"); only a Parent pays for it, and it shares the Family card's listens
  const profile = useProfile();
  const children = useChildren(isParent(profile.data?.doc?.data));
  if (squad.status !== 'ready') return squad;
  if (!me) return { status: 'loading' };
  const members = squad.value;
  const self = members.find((member) => member.personId === me);
  const guarded = new Set(children.status === 'ready' ? children.value.map((child) => child.id) : []);
  const mine = peopleIAnswerFor(members, me, guarded).map((member) => ({
    personId: member.personId,
    label: member.personId === me ? 'Your answer' : personLabel(member.displayName),
  }));
  return { status: 'ready', value: { squad: members, isStaff: self ? isStaffMember(self) : false, mine, me } };
}
