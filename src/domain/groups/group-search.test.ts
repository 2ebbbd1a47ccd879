import { describe, expect, it } from 'vitest';
import { searchGroups, sortGroups, sortMembers } from './group-search';
import type { MyGroup } from './group-types';

const group = (fields: Partial<MyGroup> & Pick<MyGroup, 'id'>): MyGroup => ({
  kind: 'team',
  name: '',
  role: 'member',
  colour: 'green',
  pending: false,
  ...fields,
});

const clubs = [
  group({ kind: 'club', id: 'c1', name: 'lions', location: 'Leeds' }),
  group({ kind: 'club', id: 'c2', name: '' }),
  group({ kind: 'club', id: 'c3', name: 'Badgers', notes: 'Training on Tuesdays' }),
];
const teams = [
  group({ id: 't1', name: 'U10 Blue', ageGroup: 'U10', clubName: 'Lions' }),
  group({ id: 't2', name: 'U9 Red', ageGroup: 'Under 9', clubName: 'Badgers' }),
  group({ id: 't3', name: '  ' }),
  group({ id: 't4', name: 'Ants' }),
];

const names = (list: MyGroup[]) => list.map((each) => each.id);

describe('sorting clubs and teams', () => {
  it('sorts by name ignoring case, an unnamed one as “Unnamed Club”', () => {
    expect(names(sortGroups(clubs))).toEqual(['c3', 'c1', 'c2']);
  });

  it('sorts numbers in names by value, unnamed teams as “Unnamed Team”', () => {
    expect(names(sortGroups(teams))).toEqual(['t4', 't2', 't1', 't3']);
  });

  it('keeps equal names in a stable order (by id)', () => {
    expect(names(sortGroups([group({ id: 'b', name: 'X' }), group({ id: 'a', name: 'x' })]))).toEqual(['a', 'b']);
  });
});

describe('searching clubs and teams', () => {
  it('matches name, location, notes, age group or club name, ignoring case', () => {
    expect(names(searchGroups(clubs, 'LIONS'))).toEqual(['c1']);
    expect(names(searchGroups(clubs, 'leeds'))).toEqual(['c1']);
    expect(names(searchGroups(clubs, 'tuesday'))).toEqual(['c3']);
    expect(names(searchGroups(teams, 'under'))).toEqual(['t2']);
    expect(names(searchGroups(teams, 'lions'))).toEqual(['t1']);
    expect(names(searchGroups(teams, 'badg'))).toEqual(['t2']);
  });

  it('finds a group only my children are on by their first names', () => {
    const theirs = [...teams, group({ id: 't5', name: 'Hawks', childNames: ['Leo', 'Mia'] })];
    expect(names(searchGroups(theirs, 'mia'))).toEqual(['t5']);
  });

  it('shows everything, sorted, for an empty or blank search', () => {
    expect(names(searchGroups(teams, ''))).toEqual(['t4', 't2', 't1', 't3']);
    expect(names(searchGroups(teams, '   '))).toEqual(['t4', 't2', 't1', 't3']);
  });

  it('trims the search and finds unnamed ones by their label', () => {
    expect(names(searchGroups(clubs, '  unnamed '))).toEqual(['c2']);
    expect(names(searchGroups(teams, 'nothing like this'))).toEqual([]);
  });
});

describe('sorting a squad', () => {
  const member = (personId: string, displayName: string, role: 'owner' | 'member' = 'member') => ({
    personId,
    displayName,
    role,
    squadRole: '' as const,
    parentId: null,
    parentName: '',
    joinedAt: '',
    pending: false,
  });

  it('puts owners first, then sorts by name ignoring case, `Unnamed` for no name', () => {
    const sorted = sortMembers([
      member('a', 'zoe Z'),
      member('b', ''),
      member('c', 'Yan', 'owner'),
      member('d', 'Amy B'),
      member('e', 'amy a'),
    ]);
    expect(sorted.map((each) => each.personId)).toEqual(['c', 'e', 'd', 'b', 'a']);
  });
});
