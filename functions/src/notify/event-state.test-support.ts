import type { EventState } from './notice-types';

/** An event for the decisions' tests: a training on Sat 5 Dec 2026 at 10:00 in London, made a week before. */
export function anEvent(overrides: Partial<EventState> = {}): EventState {
  return {
    id: 'ev1',
    teamId: 'team1',
    title: 'Training',
    startsAt: new Date('2026-12-05T10:00:00Z'),
    endsAt: new Date('2026-12-05T11:30:00Z'),
    timeZone: 'Europe/London',
    location: 'Pitch 3',
    status: 'scheduled',
    cancelReason: '',
    answerBy: null,
    defaultGoing: false,
    seriesId: null,
    sequence: 0,
    editId: null,
    editedBy: null,
    createdAt: new Date('2026-11-28T09:00:00Z'),
    createdBy: 'coach',
    ...overrides,
  };
}
