import type { Member } from '../groups/group-types';
import { isListedAsStaff } from '../groups/squad-sections';
import type { Answer, AnswerStatus } from './event-records';
import { ANSWER_CHOICES, ANSWER_STATUSES } from '../choices/answer-statuses';
import { isStaffRole } from '../choices/squad-roles';

/**
 * The squad's answers to an event, as the event page shows them (docs/team-life.md "Who" and
 * "Screens"): the squad (the members not listed as staff) in four groups, each member once, and
 * the summary line; the staff apart, each once, with their own answers. Counted on the device from
 * the answers (no counters are written). In the "going unless they say no" mode a squad member
 * with no answer is going.
 */

export type AnswerGroup = AnswerStatus | 'none';

export const ANSWER_GROUPS: readonly AnswerGroup[] = [...ANSWER_STATUSES, 'none'];

export interface SquadAnswers {
  groups: Record<AnswerGroup, Member[]>;
  /** the staff, listed apart and never counted (see `listedAsStaff`) */
  staff: Member[];
  /** `{g} going · {m} maybe · {n} not going · {u} no answer`, the squad only */
  summary: string;
}

/** a member's answer, or what counts as theirs */
export function answerGroupOf(answer: Answer | undefined, defaultGoing: boolean): AnswerGroup {
  if (answer) return answer.status;
  return defaultGoing ? 'going' : 'none';
}

/**
 * Listed apart as staff on an event, as on the team page (docs/team-life.md "Who"): one rule,
 * `isListedAsStaff`. It decides who is counted and listed, never who may do what: powers stay
 * with `isStaffMember`.
 */
export const listedAsStaff = isListedAsStaff;

/** The members an event counts (its squad) and those listed apart as staff, each person once, in order. */
export function splitSquad(members: readonly Member[]): { squad: Member[]; staff: Member[] } {
  const squad: Member[] = [];
  const staff: Member[] = [];
  const seen = new Set<string>();
  for (const member of members) {
    if (seen.has(member.personId)) continue;
    seen.add(member.personId);
    (listedAsStaff(member) ? staff : squad).push(member);
  }
  return { squad, staff };
}

/** `3 going · 1 maybe · 0 not going · 2 no answer`: a count for every answer of the table, then none. */
function summaryOf(groups: Record<AnswerGroup, readonly Member[]>): string {
  const words = (group: AnswerGroup) => (group === 'none' ? 'no answer' : ANSWER_CHOICES[group].label.toLowerCase());
  return ANSWER_GROUPS.map((group) => `${groups[group].length} ${words(group)}`).join(' · ');
}

export function squadAnswers(
  members: readonly Member[],
  answers: ReadonlyMap<string, Answer>,
  defaultGoing: boolean,
): SquadAnswers {
  const { squad, staff } = splitSquad(members);
  const groups = Object.fromEntries(ANSWER_GROUPS.map((group) => [group, [] as Member[]])) as Record<
    AnswerGroup,
    Member[]
  >;
  for (const member of squad) groups[answerGroupOf(answers.get(member.personId), defaultGoing)].push(member);
  return { groups, staff, summary: summaryOf(groups) };
}

/**
 * Staff's powers (events, attendance, posting, reasons, `Answer for`): the team's owner, whatever
 * their squad role, and its members whose squad role is Coach or Staff. Who is counted is
 * `listedAsStaff`'s.
 */
export function isStaffMember(member: Pick<Member, 'role' | 'squadRole'>): boolean {
  return member.role === 'owner' || isStaffRole(member.squadRole);
}

/**
 * The people I answer for on a team (docs/team-life.md): myself if I am a member,
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
