// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { familyNames, groupNewsConcerns, namedPeople, withoutMaker } from './family';

const firstNames = new Map([
  ['leo', 'Leo'],
  ['mia', 'Mia'],
  ['sam', 'Sam'],
]);

describe('one notice per family', () => {
  it('names the children a notice concerns: one, two, three or more', () => {
    expect(familyNames('mum', ['leo'], firstNames)).toBe('Leo');
    expect(familyNames('mum', ['leo', 'mia'], firstNames)).toBe('Leo and Mia');
    expect(familyNames('mum', ['leo', 'mia', 'sam'], firstNames)).toBe('Leo, Mia and Sam');
  });

  it('names nobody when it concerns only the person told; `You` first when it concerns them and a child', () => {
    expect(familyNames('leo', ['leo'], firstNames)).toBe('');
    expect(familyNames('mum', ['leo', 'mum'], firstNames)).toBe('You and Leo');
  });

  it('leaves out a child whose first name is unknown rather than name them wrongly', () => {
    expect(familyNames('mum', ['leo', 'ghost'], firstNames)).toBe('Leo');
    expect(familyNames('mum', ['ghost'], firstNames)).toBe('');
  });

  it('a group’s news: a parent there only through two children is told once, about both', () => {
    const members = [
      { personId: 'leo', parentId: 'mum' },
      { personId: 'mia', parentId: 'mum' },
      { personId: 'coach', parentId: null },
    ];
    const guardians = [{ parentId: 'mum', viaChildId: 'leo' }];
    const concerns = groupNewsConcerns(['coach', 'leo', 'mia', 'mum'], members, guardians);
    expect([...concerns.keys()]).toEqual(['coach', 'leo', 'mia', 'mum']);
    expect(concerns.get('mum')).toEqual(['leo', 'mia']);
    expect(concerns.get('leo')).toEqual(['leo']);
    expect(namedPeople(concerns)).toEqual(['leo', 'mia']);
  });

  it('every guardian of two children is told once, about both: the first by the memberships, the others by the places', () => {
    const members = [
      { personId: 'leo', parentId: 'mum' },
      { personId: 'mia', parentId: 'mum' },
    ];
    const guardians = [
      { parentId: 'mum', viaChildId: 'leo' },
      { parentId: 'dad', viaChildId: 'mia' },
    ];
    const places = new Map([
      ['leo', ['dad']],
      ['mia', ['dad', 'gran']],
    ]);
    const concerns = groupNewsConcerns(['dad', 'leo', 'mia', 'mum'], members, guardians, places);
    expect(concerns.get('mum')).toEqual(['leo', 'mia']);
    expect(concerns.get('dad')).toEqual(['leo', 'mia']);
    // gran has no link (not yet written): not a reader, told nothing
    expect(concerns.has('gran')).toBe(false);
  });

  it('a parent on the team themselves with a child there is told once, as a member', () => {
    const members = [
      { personId: 'dad', parentId: null },
      { personId: 'sam', parentId: 'dad' },
    ];
    const concerns = groupNewsConcerns(['dad', 'sam'], members, [{ parentId: 'dad', viaChildId: 'sam' }]);
    expect(concerns.get('dad')).toEqual(['dad']);
    expect(familyNames('dad', concerns.get('dad') ?? [], firstNames)).toBe('');
  });

  it('whoever made the news is not told it; everyone else still is', () => {
    const members = [
      { personId: 'coach', parentId: null },
      { personId: 'leo', parentId: 'mum' },
    ];
    const concerns = groupNewsConcerns(['coach', 'leo', 'mum'], members, []);
    expect([...withoutMaker(concerns, 'coach').keys()]).toEqual(['leo', 'mum']);
    expect([...withoutMaker(concerns, '').keys()]).toEqual(['coach', 'leo', 'mum']);
    expect([...concerns.keys()]).toEqual(['coach', 'leo', 'mum']);
  });
});
