import { describe, expect, it } from 'vitest';
import { answerByNote } from './answer-by-note';

/** The event form's note beside `Answer by` (docs/team-life.md), on London's wall clock. */
const NOW = new Date('2026-10-20T12:00:00Z'); // 13:00 BST
const form = (answerBy: string, date = '2026-10-27', startTime = '18:00') => ({ date, startTime, answerBy });
const note = (input: ReturnType<typeof form>) => answerByNote(input, 'Europe/London', NOW);

describe('the Answer by note', () => {
  it('says nothing of no deadline, an unfinished one, or one before the start', () => {
    expect(note(form(''))).toBeNull();
    expect(note(form('2026-10-2'))).toBeNull();
    expect(note(form('2026-10-26T20:00'))).toBeNull();
    expect(note(form('2026-10-27T18:00'))).toBeNull();
  });

  it('says a deadline already past, on the team’s clock', () => {
    expect(note(form('2026-10-20T12:59'))).toBe('Answer by is already past');
    expect(note(form('2026-10-20T13:00'))).toBe('Answer by is already past');
    expect(note(form('2026-10-20T13:01'))).toBeNull();
  });

  it('says a deadline after the start', () => {
    expect(note(form('2026-10-27T18:01'))).toBe('Answer by is after the start');
    // no start yet: only the past is judged
    expect(note(form('2026-10-28T18:01', '', ''))).toBeNull();
  });
});
