import { describe, expect, it } from 'vitest';
import { leaveClubProblem, leaveTeamProblem } from './leave-rules';

describe('leaving a team', () => {
  it('is refused to someone not on it', () => {
    expect(leaveTeamProblem({ onTeam: false, memberCount: 3 })).toBe('You are not on this team');
  });

  it('is refused to its only member', () => {
    expect(leaveTeamProblem({ onTeam: true, memberCount: 1 })).toBe("You can't leave. You are the only member.");
  });

  it('is allowed with another member, owner or not', () => {
    expect(leaveTeamProblem({ onTeam: true, memberCount: 2 })).toBeNull();
  });
});

describe('leaving a club', () => {
  it('is refused to its only member', () => {
    expect(leaveClubProblem({ memberCount: 1, myTeams: [] })).toBe("You can't leave. You are the only club member.");
  });

  it('is refused to the only member of any of its teams, naming them by name', () => {
    const myTeams = [
      { name: 'U12', memberCount: 1 },
      { name: 'U10', memberCount: 4 },
      { name: '', memberCount: 1 },
      { name: 'Ants', memberCount: 1 },
    ];
    expect(leaveClubProblem({ memberCount: 5, myTeams })).toBe(
      'You are the only member on: Ants, U12, Unnamed Team. Invite someone first.',
    );
  });

  it('is allowed when every team of theirs has someone else', () => {
    expect(leaveClubProblem({ memberCount: 2, myTeams: [{ name: 'U10', memberCount: 2 }] })).toBeNull();
    expect(leaveClubProblem({ memberCount: 2, myTeams: [] })).toBeNull();
  });

  it('checks the club’s only member first', () => {
    expect(leaveClubProblem({ memberCount: 1, myTeams: [{ name: 'U10', memberCount: 1 }] })).toBe(
      "You can't leave. You are the only club member.",
    );
  });
});
