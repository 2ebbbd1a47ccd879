import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../person/user-profile';
import { childNamesText, familyChildOf, familyGroups, familyLoad } from './family-groups';

const team = (id: string, name = id) => ({ kind: 'team' as const, id, name });
const leo = { id: 'leo', firstName: 'Leo' };
const mia = { id: 'mia', firstName: 'Mia' };
const family = [leo, mia];

describe('familyGroups', () => {
  it('lists a group only my children are on once, with their first names in the family’s order', () => {
    const rows = familyGroups(
      [],
      [
        { childId: 'mia', group: team('t1', 'Falcons') },
        { childId: 'leo', group: team('t1', 'Falcons') },
      ],
      family,
    );
    expect(rows).toEqual([{ ...team('t1', 'Falcons'), childNames: ['Leo', 'Mia'] }]);
    expect(childNamesText(rows[0]?.childNames ?? [])).toBe('Leo, Mia');
  });

  it('keeps a group I am on as mine, with no names, even when my children are on it too', () => {
    const mine = { ...team('t1', 'Falcons'), role: 'member' as const };
    const rows = familyGroups(
      [mine],
      [{ childId: 'leo', group: { ...team('t1', 'Falcons'), role: 'member' } }],
      family,
    );
    expect(rows).toEqual([mine]);
    expect(rows[0]).not.toHaveProperty('childNames');
  });

  it('merges mine and theirs, each once, sorted by name as everywhere (case ignored, U9 before U10)', () => {
    const rows = familyGroups(
      [team('a', 'zebras'), team('a', 'zebras'), team('b', 'U10 Lions')],
      [
        { childId: 'mia', group: team('c', 'U9 Hawks') },
        { childId: 'leo', group: team('b', 'U10 Lions') },
        { childId: 'mia', group: team('c', 'U9 Hawks') },
        { childId: 'leo', group: team('d', 'Ants') },
      ],
      family,
    );
    expect(rows.map((row) => [row.name, row.childNames])).toEqual([
      ['Ants', ['Leo']],
      ['U9 Hawks', ['Mia']],
      ['U10 Lions', undefined],
      ['zebras', undefined],
    ]);
  });

  it('adds nothing for a seat of someone who is not (or no longer) one of my children', () => {
    expect(familyGroups([], [{ childId: 'gone', group: team('t1') }], family)).toEqual([]);
    expect(familyGroups([team('t2')], [], [])).toEqual([team('t2')]);
  });
});

describe('familyChildOf', () => {
  const child = (firstName: unknown, lastName: unknown) => ({
    id: 'c1',
    profile: { firstName, lastName } as UserProfile,
  });

  it('names a child by their first name, trimmed; without one by what they have, or Unnamed', () => {
    expect(familyChildOf(child('  Leo ', 'Park'))).toEqual({ id: 'c1', firstName: 'Leo' });
    expect(familyChildOf(child('', 'Park'))).toEqual({ id: 'c1', firstName: 'Park' });
    expect(familyChildOf(child(undefined, ''))).toEqual({ id: 'c1', firstName: 'Unnamed' });
  });
});

describe('familyLoad', () => {
  const mine = { status: 'ready', value: [team('a', 'Ants')] } as const;
  const none = { status: 'ready', value: [] } as const;
  const theirs = {
    status: 'ready',
    value: { children: family, seats: [{ childId: 'leo', group: team('b', 'Bees') }] },
  } as const;
  const loading = { status: 'loading' } as const;
  const failed = { status: 'failed' } as const;

  it('merges mine and my children’s once both are read', () => {
    expect(familyLoad(mine, theirs)).toEqual({
      status: 'ready',
      value: [team('a', 'Ants'), { ...team('b', 'Bees'), childNames: ['Leo'] }],
    });
  });

  it('shows mine at once while my children’s are still being read, or could not be', () => {
    expect(familyLoad(mine, loading)).toEqual({ status: 'ready', value: [team('a', 'Ants')] });
    expect(familyLoad(mine, failed)).toEqual({ status: 'ready', value: [team('a', 'Ants')] });
  });

  it('with none of mine, waits for my children’s (never an empty list on the way), and fails with them', () => {
    expect(familyLoad(none, loading)).toEqual(loading);
    expect(familyLoad(none, failed)).toEqual(failed);
    expect(familyLoad(none, theirs)).toEqual({
      status: 'ready',
      value: [{ ...team('b', 'Bees'), childNames: ['Leo'] }],
    });
  });

  it('is loading or failed while mine are', () => {
    expect(familyLoad(loading, theirs)).toEqual(loading);
    expect(familyLoad(failed, theirs)).toEqual(failed);
  });
});
