import { eventTexts } from './event-texts';

/**
 * The texts of editing, cancelling, deleting and reinstating the events of a series, and the
 * event form's `Answer by` notes (docs/team-life.md "Editing a series"): beside eventTexts.
 */
export const seriesTexts = {
  applyTo: 'Apply to',
  thisEvent: 'This event',
  thisAndFollowing: 'This and following events',
  updated: (n: number) => (n > 1 ? `${n} events updated` : eventTexts.updated),
  cancelled: (n: number) => (n > 1 ? `${n} events cancelled` : eventTexts.cancelled),
  deleted: (n: number) => (n > 1 ? `${n} events deleted` : eventTexts.deleted),
  reinstate: 'Reinstate',
  reinstated: 'Event reinstated',
  answerByPast: 'Answer by is already past',
  answerByAfterStart: 'Answer by is after the start',
};
