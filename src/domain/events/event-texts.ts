import type { AnswerStatus, EventType } from './event-records';

/** Every text the user reads of team life's events (docs/product.md "Team life"), in one place. */
export const eventTexts = {
  created: 'Event created',
  seriesCreated: (n: number) => `${n} events created`,
  updated: 'Event updated',
  cancelled: 'Event cancelled',
  deleted: 'Event deleted',
  answerSaved: 'Answer saved',
  answersClosed: 'Answers are closed',
  attendanceSaved: 'Attendance saved',
  notFound: 'Event not found',
  noUpcoming: 'No upcoming events',
  loadFailed: 'Load failed',
  saveFailed: 'Could not save the event',
  linkCopied: 'Link copied',
};

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  training: 'Training',
  match: 'Match',
  social: 'Social',
  other: 'Other',
};

export const ANSWER_LABELS: Record<AnswerStatus, string> = {
  going: 'Going',
  maybe: 'Maybe',
  notGoing: 'Not going',
};
