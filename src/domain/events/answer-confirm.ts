import type { AnswerStatus } from './event-records';
import { ANSWER_LABELS } from './event-texts';
import { CONFIRMABLE_ANSWERS, type ConfirmableAnswer } from '../choices/answer-statuses';

/**
 * A notice's `Going` or `Not going` opens the event with that answer ready to confirm
 * (docs/notifications.md "On the device"): one button names the people I answer for who have
 * not answered that way yet, and nothing is answered until it is tapped, so a link alone never
 * changes an answer (nobody can answer for a family by sending it a link).
 */

/** the answers a notice's actions may ask for, as the link's `?answer=` names them (the choices' table) */
export { CONFIRMABLE_ANSWERS, type ConfirmableAnswer } from '../choices/answer-statuses';

export function confirmableAnswer(value: unknown): ConfirmableAnswer | undefined {
  return CONFIRMABLE_ANSWERS.find((answer) => answer === value);
}

/** someone I answer for, by the name the confirm shows (a first name) */
export interface ConfirmPerson {
  personId: string;
  name: string;
}

/** Of the people I answer for, those whose answer is not `status` yet, in their order. */
export function peopleToConfirm(
  people: readonly ConfirmPerson[],
  answers: ReadonlyMap<string, { status: AnswerStatus }>,
  status: ConfirmableAnswer,
): ConfirmPerson[] {
  return people.filter((person) => answers.get(person.personId)?.status !== status);
}

/** `Leo`, `Leo and Mia`, `Leo, Mia and Sam` */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The button's words: `Confirm: Going` for myself alone, `Confirm: Going for Leo and Mia` for my
 * children, `Confirm: Going for you and Leo` for both; null when there is nobody to confirm.
 */
export function confirmLabel(status: ConfirmableAnswer, people: readonly ConfirmPerson[], me: string): string | null {
  if (people.length === 0) return null;
  const label = `Confirm: ${ANSWER_LABELS[status]}`;
  if (people.length === 1 && people[0]?.personId === me) return label;
  return `${label} for ${namesList(people.map((person) => (person.personId === me ? 'you' : person.name)))}`;
}
