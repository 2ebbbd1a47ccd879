import { describe, expect, it } from 'vitest';
import { isSameJoin, whoJoinsLabel } from './queued-join';

describe('a queued join as listed', () => {
  it('names who joins: Me first, then the children (Unnamed when they have no name)', () => {
    expect(whoJoinsLabel({ me: true, children: [] })).toBe('Me');
    expect(whoJoinsLabel({ me: true, children: [{ id: 'a', name: 'Sam Kid' }] })).toBe('Me, Sam Kid');
    expect(
      whoJoinsLabel({
        me: false,
        children: [
          { id: 'a', name: 'Sam Kid' },
          { id: 'b', name: '' },
        ],
      }),
    ).toBe('Sam Kid, Unnamed');
  });

  it('is the same join for the same code and the same people, in any order', () => {
    const queued = {
      code: 'CLUBKEY234',
      me: true,
      children: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
    };
    expect(
      isSameJoin(queued, 'CLUBKEY234', {
        me: true,
        children: [
          { id: 'b', name: 'B' },
          { id: 'a', name: 'A' },
        ],
      }),
    ).toBe(true);
    expect(isSameJoin(queued, 'CLUBKEY235', { me: true, children: queued.children })).toBe(false);
    expect(isSameJoin(queued, 'CLUBKEY234', { me: false, children: queued.children })).toBe(false);
    expect(isSameJoin(queued, 'CLUBKEY234', { me: true, children: [{ id: 'a', name: 'A' }] })).toBe(false);
  });
});
