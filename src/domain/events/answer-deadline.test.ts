import { describe, expect, it } from 'vitest';
import { answerByText, answersCloseAt, closedAtText, closedNotice } from './answer-deadline';

const at = (iso: string) => new Date(iso);
const event = (fields: { answerBy?: string; status?: 'scheduled' | 'cancelled'; timeZone?: string } = {}) => ({
  status: fields.status ?? 'scheduled',
  startsAt: at('2026-12-05T18:00:00Z'),
  answerBy: fields.answerBy ? at(fields.answerBy) : null,
  timeZone: fields.timeZone ?? 'Europe/London',
});
const before = at('2026-12-01T09:00:00Z');
const London = 'Europe/London';

describe('when answers close', () => {
  it('closes at Answer by, or at the start when there is none or it comes later', () => {
    expect(answersCloseAt(event({ answerBy: '2026-12-03T12:00:00Z' }))).toEqual(at('2026-12-03T12:00:00Z'));
    expect(answersCloseAt(event())).toEqual(at('2026-12-05T18:00:00Z'));
    expect(answersCloseAt(event({ answerBy: '2026-12-06T12:00:00Z' }))).toEqual(at('2026-12-05T18:00:00Z'));
    expect(answersCloseAt(event({ status: 'cancelled' }))).toBeNull();
  });

  it('says Answer by with its day and time until it passes', () => {
    const withDeadline = event({ answerBy: '2026-12-03T12:00:00Z' });
    expect(answerByText(withDeadline, before, London)).toBe('Answer by Thu 3 Dec 12:00');
    expect(answerByText(withDeadline, at('2026-12-03T12:00:00Z'), London)).toBeNull();
    expect(answerByText(event(), before, London)).toBeNull();
    expect(answerByText(event({ answerBy: '2026-12-03T12:00:00Z', status: 'cancelled' }), before, London)).toBeNull();
    // a device elsewhere reads the team's zone after the time
    expect(answerByText(withDeadline, before, 'America/New_York')).toBe('Answer by Thu 3 Dec 12:00 GMT');
    expect(
      answerByText(event({ answerBy: '2026-12-03T12:00:00Z', timeZone: 'America/New_York' }), before, London),
    ).toBe('Answer by Thu 3 Dec 07:00 EST');
  });

  it('names the time answers closed', () => {
    const after = at('2026-12-04T09:00:00Z');
    expect(closedAtText(event({ answerBy: '2026-12-03T12:00:00Z' }), after, London)).toBe('Thu 3 Dec 12:00');
    expect(closedAtText(event(), at('2026-12-06T09:00:00Z'), London)).toBe('Sat 5 Dec 18:00');
    expect(closedAtText(event(), at('2027-01-06T09:00:00Z'), London)).toBe('Sat 5 Dec 2026 18:00');
    expect(closedAtText(event({ status: 'cancelled' }), after, London)).toBeNull();
  });

  it('reads Cancelled on a cancelled event, else Answers are closed and when', () => {
    const after = at('2026-12-04T09:00:00Z');
    expect(closedNotice(event({ answerBy: '2026-12-03T12:00:00Z' }), after, London)).toEqual({
      text: 'Answers are closed',
      at: 'Thu 3 Dec 12:00',
    });
    expect(closedNotice(event({ status: 'cancelled' }), before, London)).toEqual({ text: 'Cancelled', at: null });
    // cancelled after its Answer by passed: still Cancelled, with no time
    expect(closedNotice(event({ answerBy: '2026-12-03T12:00:00Z', status: 'cancelled' }), after, London)).toEqual({
      text: 'Cancelled',
      at: null,
    });
  });
});
