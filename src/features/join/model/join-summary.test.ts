import { describe, expect, it } from 'vitest';
import { endsTheRun, summariseJoins } from './join-summary';

describe('summariseJoins (docs/product.md: joining several people with one code)', () => {
  it('one person: the spec texts exactly', () => {
    expect(summariseJoins([{ name: 'Me', ok: true, kind: 'club' }])).toEqual({ joined: 'Joined club', problems: [] });
    expect(summariseJoins([{ name: 'Me', ok: false, error: 'Already in this club', reason: 'already-club' }])).toEqual({
      joined: undefined,
      problems: ['Already in this club'],
    });
  });

  it('several: one Joined toast if anyone joined, and the names of those who were in already', () => {
    const summary = summariseJoins([
      { name: 'Robin Parent', ok: false, error: 'Already on this team', reason: 'already-team' },
      { name: 'Sam Kid', ok: true, kind: 'team' },
      { name: 'Alex Kid', ok: false, error: 'Already on this team', reason: 'already-team' },
    ]);
    expect(summary).toEqual({ joined: 'Joined team', problems: ['Already on this team: Robin Parent, Alex Kid'] });
  });

  it('several, all in already: only the names', () => {
    const summary = summariseJoins([
      { name: 'Robin Parent', ok: false, error: 'Already in this club', reason: 'already-club' },
      { name: 'Sam Kid', ok: false, error: 'Already in this club', reason: 'already-club' },
    ]);
    expect(summary).toEqual({ joined: undefined, problems: ['Already in this club: Robin Parent, Sam Kid'] });
  });

  it('a failure shared by several is said once', () => {
    const summary = summariseJoins([
      { name: 'A', ok: false, error: 'Join failed', reason: 'refused' },
      { name: 'B', ok: false, error: 'Join failed', reason: 'refused' },
      { name: 'C', ok: true, kind: 'club' },
    ]);
    expect(summary).toEqual({ joined: 'Joined club', problems: ['Join failed'] });
  });
});

describe('endsTheRun', () => {
  it.each([
    ['code', true],
    ['unknown-code', true],
    ['no-connection', true],
    ['already-club', false],
    ['already-team', false],
    ['refused', false],
  ] as const)('%s → %s', (reason, ends) => {
    expect(endsTheRun(reason)).toBe(ends);
  });
});
