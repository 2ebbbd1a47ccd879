import { describe, expect, it } from 'vitest';
import { answersClosed, answersClosedFor } from './event-records';

const at = (iso: string) => new Date(iso);
const event = (fields: { status?: 'scheduled' | 'cancelled'; answerBy?: string } = {}) => ({
  status: fields.status ?? 'scheduled',
  startsAt: at('2026-12-05T18:00:00Z'),
  answerBy: fields.answerBy ? at(fields.answerBy) : null,
});
const before = at('2026-12-01T09:00:00Z');
const afterDeadline = at('2026-12-04T09:00:00Z');
const afterStart = at('2026-12-06T09:00:00Z');

describe('whether answers are closed', () => {
  it('closes at Answer by, at the start, or when cancelled', () => {
    expect(answersClosed(event(), before)).toBe(false);
    expect(answersClosed(event({ answerBy: '2026-12-03T12:00:00Z' }), afterDeadline)).toBe(true);
    expect(answersClosed(event(), afterStart)).toBe(true);
    expect(answersClosed(event({ status: 'cancelled' }), before)).toBe(true);
  });

  it('staff answer after the close, but not on a cancelled event', () => {
    expect(answersClosedFor(event(), before, false)).toBe(false);
    expect(answersClosedFor(event({ answerBy: '2026-12-03T12:00:00Z' }), afterDeadline, false)).toBe(true);
    expect(answersClosedFor(event({ answerBy: '2026-12-03T12:00:00Z' }), afterDeadline, true)).toBe(false);
    expect(answersClosedFor(event(), afterStart, true)).toBe(false);
    expect(answersClosedFor(event({ status: 'cancelled' }), before, false)).toBe(true);
    expect(answersClosedFor(event({ status: 'cancelled' }), before, true)).toBe(true);
    expect(answersClosedFor(event({ status: 'cancelled' }), afterStart, true)).toBe(true);
  });
});
