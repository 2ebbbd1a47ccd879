import { describe, expect, it } from 'vitest';
import type { MemberRole, SquadRole } from './group-types';
import { isListedAsStaff, squadSections } from './squad-sections';

const member = (id: string, role: MemberRole, squadRole: SquadRole) => ({ id, role, squadRole });

describe('a team’s squad: staff and players', () => {
  it.each([
    ['owner', '', true],
    ['owner', 'Coach', true],
    ['owner', 'Staff', true],
    ['owner', 'Player', false],
    ['member', 'Coach', true],
    ['member', 'Staff', true],
    ['member', 'Player', false],
    ['member', '', false],
  ] as const)('a %s with squad role "%s" is staff: %s', (role, squadRole, staff) => {
    expect(isListedAsStaff({ role, squadRole })).toBe(staff);
  });

  it('splits the squad, each part in the squad’s order', () => {
    const squad = [
      member('owner', 'owner', ''),
      member('ann', 'member', 'Player'),
      member('bo', 'member', 'Coach'),
      member('cy', 'member', ''),
      member('di', 'member', 'Staff'),
    ];
    const { staff, players } = squadSections(squad);
    expect(staff.map((each) => each.id)).toEqual(['owner', 'bo', 'di']);
    expect(players.map((each) => each.id)).toEqual(['ann', 'cy']);
  });

  it('lists an owner who plays among the players', () => {
    const { staff, players } = squadSections([member('owner', 'owner', 'Player'), member('bo', 'member', 'Coach')]);
    expect(staff.map((each) => each.id)).toEqual(['bo']);
    expect(players.map((each) => each.id)).toEqual(['owner']);
  });
});
