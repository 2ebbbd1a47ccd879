import type { AnswerGroup as Group } from '../../../domain/events/answer-summary';
import { ANSWER_LABELS } from '../../../domain/events/event-texts';
import { ANSWER_STATUSES } from '../../../domain/schema/collections';
import { ANSWER_CHOICES } from '../../../domain/choices/answer-statuses';

/** each answer group's heading, and a person's answer in words on the `Staff` rows */
export const GROUP_TITLES: Record<Group, string> = { ...ANSWER_LABELS, none: 'No answer' };

/** the class of an answer's colour (`--color-answer-…` in src/styles/base.css): never shown without its words */
export const GROUP_TONES = {
  ...Object.fromEntries(ANSWER_STATUSES.map((status) => [status, ANSWER_CHOICES[status].tone])),
  none: 'none',
} as Record<Group, string>;
