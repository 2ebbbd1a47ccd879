import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, draftsFrom, formInputOf } from './event-drafts';
import type { EventFormValues } from './event-fields';
import type { TeamEvent } from './event-records';

const values: EventFormValues = {
  title: 'Training',
  type: 'training',
  date: '2026-10-20',
  startTime: '18:00',
  endTime: '19:30',
  meetTime: '17:45',
  location: 'Pitch 2',
  opponent: '',
  notes: '',
  repeatUntil: '2026-11-03',
  answerBy: '2026-10-19T20:00',
  defaultGoing: true,
};
const team = { id: 't1', timeZone: 'Europe/London' };

describe('drafts from the event form', () => {
  it('adds whole days on the calendar', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(daysBetween('2026-10-20', '2026-10-27')).toBe(7);
    expect(daysBetween('2026-03-29', '2026-03-28')).toBe(-1);
  });

  it('keeps a weekly series at 18:00 London time across the change to GMT, Answer by moving with each', () => {
    const drafts = draftsFrom(values, ['2026-10-20', '2026-10-27', '2026-11-03'], team);
    expect(drafts.map((each) => each.startsAt.toISOString())).toEqual([
      '2026-10-20T17:00:00.000Z',
      '2026-10-27T18:00:00.000Z',
      '2026-11-03T18:00:00.000Z',
    ]);
    expect(drafts.map((each) => each.endsAt.toISOString())[1]).toBe('2026-10-27T19:30:00.000Z');
    expect(drafts.map((each) => each.answerBy?.toISOString())).toEqual([
      '2026-10-19T19:00:00.000Z',
      '2026-10-26T20:00:00.000Z',
      '2026-11-02T20:00:00.000Z',
    ]);
  });

  it('reads an event back onto its own wall clock for editing', () => {
    const [draft] = draftsFrom({ ...values, repeatUntil: '' }, ['2026-10-27'], team);
    const event = { ...draft, id: 'e1', pending: false } as unknown as TeamEvent;
    const input = formInputOf(event);
    expect(input).toMatchObject({
      date: '2026-10-27',
      startTime: '18:00',
      endTime: '19:30',
      answerBy: '2026-10-19T20:00',
    });
  });
});
