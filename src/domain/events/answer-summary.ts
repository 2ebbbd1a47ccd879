import type { Member } from '../groups/group-types';
import type { Answer, AnswerStatus } from './event-records';

/**
 * The squad's answers to an event, as the event page shows them (docs/product.md "Team life"):
 * four groups, each member once, and the summary line. Counted on the device from the answers
 * (no counters are written). In the "going unless they say no" mode a member with no answer is
 * going.
 */

export type AnswerGroup = AnswerStatus | 'none';

export const ANSWER_GROUPS: readonly AnswerGroup[] = ['going', 'maybe', 'notGoing', 'none'];

export interface SquadAnswers {
  groups: Record<AnswerGroup, Member[]>;
  /** `{g} going · {m} maybe · {n} not going · {u} no answer` */
  summary: string;
}

/** a member's answer, or what counts as theirs */
export function answerGroupOf(answer: Answer | undefined, defaultGoing: boolean): AnswerGroup {
  if (answer) return answer.status;
  return defaultGoing ? 'going' : 'none';
}

export function squadAnswers(
  members: readonly Member[],
  answers: ReadonlyMap<string, Answer>,
  defaultGoing: boolean,
): SquadAnswers {
  const groups: Record<AnswerGroup, Member[]> = { going: [], maybe: [], notGoing: [], none: [] };
  const seen = new Set<string>();
  for (const member of members) {
    if (seen.has(member.personId)) continue;
    seen.add(member.personId);
    groups[answerGroupOf(answers.get(member.personId), defaultGoing)].push(member);
  }
  const summary =
    `${groups.going.length} going · ${groups.maybe.length} maybe · ` +
    `${groups.notGoing.length} not going · ${groups.none.length} no answer`;
  return { groups, summary };
}

/** Staff: the team's owner and its members whose squad role is Coach or Staff. */
export function isStaffMember(member: Pick<Member, 'role' | 'squadRole'>): boolean {
  return member.role === 'owner' || member.squadRole === 'Coach' || member.squadRole === 'Staff';
}

/**
 * The people I answer for on a team (docs/product.md "Team life"): myself if I am a member,
 * then each of my children who is (their membership names me as the parent who joined them).
 */
export function peopleIAnswerFor(
  members: readonly Member[],
  me: string,
  myChildren: ReadonlySet<string> = new Set(),
): Member[] {
  const self = members.filter((member) => member.personId === me);
  const children = members.filter(
    (member) => member.personId !== me && (member.parentId === me || myChildren.has(member.personId)),
  );
  return [...self, ...children];
}
