import type { AnswerStatus } from './event-records';
import { ANSWER_CHOICES, ANSWER_STATUSES } from '../choices/answer-statuses';

/** Every text the user reads of team life's events (docs/team-life.md), in one place. */
export const eventTexts = {
  created: 'Event created',
  seriesCreated: (n: number) => `${n} events created`,
  updated: 'Event updated',
  cancelled: 'Event cancelled',
  deleted: 'Event deleted',
  answerSaved: 'Answer saved',
  /** beside an answer someone gave for another (a guardian, or staff) */
  answeredBy: (firstName: string) => `by ${firstName}`,
  answersClosed: 'Answers are closed',
  /** what each person's disabled radio group reads on a cancelled event */
  answersCancelled: 'Cancelled',
  /** while `Answer by` has not passed: `Answer by Thu 3 Dec 12:00` */
  answerBy: (when: string) => `Answer by ${when}`,
  /** beside a person's radio group with no answer */
  noAnswer: 'No answer',
  /** beside a person's radio group with no answer, in "going unless they say no" mode (`Going` checked) */
  goingUnlessNo: 'Going unless you say no',
  /** a card's button opening the `Reason` and `Note` of a stored `Maybe` or `Not going` */
  reasonAndNote: 'Reason and note',
  attendanceSaved: 'Attendance saved',
  notFound: 'Event not found',
  noUpcoming: 'No upcoming events',
  loadFailed: 'Load failed',
  saveFailed: 'Could not save the event',
  linkCopied: 'Link copied',
};

export { EVENT_TYPE_LABELS } from '../choices/event-types';

/** each answer's words, from the choices' table */
export const ANSWER_LABELS = Object.fromEntries(
  ANSWER_STATUSES.map((status) => [status, ANSWER_CHOICES[status].label]),
) as Record<AnswerStatus, string>;
