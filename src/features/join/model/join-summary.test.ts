import { describe, expect, it } from 'vitest';
import { endsTheRun, summariseJoins } from './join-summary';

describe('summariseJoins (UX-CONTRACT: joining several people with one code)', () => {
  it('one person: the spec texts exactly', () => {
    expect(summariseJoins([{ name: 'Me', ok: true, kind: 'club' }])).toEqual({ joined: 'Joined club', problems: [] });
    expect(summariseJoins([{ name: 'Me', ok: false, error: 'Already in this club' }])).toEqual({ joined: undefined, problems: ['Already in this club'] });
  });

  it('several: one Joined toast if anyone joined, and the names of those who were in already', () => {
    const summary = summariseJoins([
      { name: 'Robin Parent', ok: false, error: 'Already on this team' },
      { name: 'Sam Kid', ok: true, kind: 'team' },
      { name: 'Alex Kid', ok: false, error: 'Already on this team' },
    ]);
    expect(summary).toEqual({ joined: 'Joined team', problems: ['Already on this team: Robin Parent, Alex Kid'] });
  });

  it('several, all in already: only the names', () => {
    const summary = summariseJoins([
      { name: 'Robin Parent', ok: false, error: 'Already in this club' },
      { name: 'Sam Kid', ok: false, error: 'Already in this club' },
    ]);
    expect(summary).toEqual({ joined: undefined, problems: ['Already in this club: Robin Parent, Sam Kid'] });
  });

  it('a failure shared by several is said once', () => {
    const summary = summariseJoins([
      { name: 'A', ok: false, error: 'Join failed' },
      { name: 'B', ok: false, error: 'Join failed' },
      { name: 'C', ok: true, kind: 'club' },
    ]);
    expect(summary).toEqual({ joined: 'Joined club', problems: ['Join failed'] });
  });
});

describe('endsTheRun', () => {
  it.each([
    ['Invalid code', true],
    ['Code not active yet', true],
    ['Club not found', true],
    ['Team not found', true],
    ['Enter a code', true],
    ['Joining needs a connection. Try again when you are online.', true],
    ['Already in this club', false],
    ['Already on this team', false],
    ['Join failed', false],
  ])('%s → %s', (error, ends) => {
    expect(endsTheRun(error)).toBe(ends);
  });
});
