import { describe, expect, it } from 'vitest';
import { clubCodeJoin } from './club-code-join';

/** Who a club's code joins to what (docs/product.md "Join"; UX-CONTRACT `join` row). */

const teams = ['T1', 'T2', 'T3'];

describe('what a club’s code still joins for one person', () => {
  it('a newcomer: the club and every team', () => {
    expect(clubCodeJoin({ inClub: false, clubTeamIds: teams, onTeams: new Set() })).toEqual({
      club: true,
      teamIds: ['T1', 'T2', 'T3'],
    });
  });

  it('someone who joined one team by its code (and so the club): the other teams, not the club', () => {
    expect(clubCodeJoin({ inClub: true, clubTeamIds: teams, onTeams: new Set(['T2']) })).toEqual({
      club: false,
      teamIds: ['T1', 'T3'],
    });
  });

  it('someone in the club and on every team: nothing (`Already in this club`)', () => {
    expect(clubCodeJoin({ inClub: true, clubTeamIds: teams, onTeams: new Set(teams) })).toBeNull();
  });

  it('someone in a club without teams: nothing; a newcomer to it: the club alone', () => {
    expect(clubCodeJoin({ inClub: true, clubTeamIds: [], onTeams: new Set() })).toBeNull();
    expect(clubCodeJoin({ inClub: false, clubTeamIds: [], onTeams: new Set() })).toEqual({ club: true, teamIds: [] });
  });

  it('teams of other clubs one is on change nothing', () => {
    expect(clubCodeJoin({ inClub: true, clubTeamIds: ['T1'], onTeams: new Set(['X9']) })).toEqual({
      club: false,
      teamIds: ['T1'],
    });
  });

  it('a parent and a child decided each on their own: the parent on every team, the child on one', () => {
    const parent = clubCodeJoin({ inClub: true, clubTeamIds: teams, onTeams: new Set(teams) });
    const child = clubCodeJoin({ inClub: true, clubTeamIds: teams, onTeams: new Set(['T1']) });
    expect([parent, child]).toEqual([null, { club: false, teamIds: ['T2', 'T3'] }]);
  });
});
