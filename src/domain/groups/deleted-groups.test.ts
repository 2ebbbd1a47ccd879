// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetAllDeleted, forgetDeleted, rememberDeleted, wasDeleted } from './deleted-groups';

afterEach(() => localStorage.clear());

describe('deleted groups', () => {
  it('remembers a deleted club or team by kind and id, for every tab, until a refusal forgets it', () => {
    expect(wasDeleted('club', 'c1')).toBe(false);
    rememberDeleted('club', 'c1');
    expect(wasDeleted('club', 'c1')).toBe(true);
    expect(wasDeleted('team', 'c1')).toBe(false);
    forgetDeleted('club', 'c1');
    expect(wasDeleted('club', 'c1')).toBe(false);
  });

  it('keeps the latest 100 and survives a damaged entry', () => {
    for (let i = 0; i < 105; i += 1) rememberDeleted('team', `t${i}`);
    expect(wasDeleted('team', 't4')).toBe(false);
    expect(wasDeleted('team', 't5')).toBe(true);
    expect(wasDeleted('team', 't104')).toBe(true);
    // another tab leaves it damaged
    localStorage.setItem('pitchside.deleted-groups', '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: 'pitchside.deleted-groups' }));
    rememberDeleted('team', 'again');
    expect(wasDeleted('team', 'again')).toBe(true);
  });

  it('forgets them all at logout: the next person on a shared phone deleted none of them', () => {
    rememberDeleted('team', 't1');
    rememberDeleted('club', 'c1');
    forgetAllDeleted();
    expect(wasDeleted('team', 't1')).toBe(false);
    expect(wasDeleted('club', 'c1')).toBe(false);
  });
});
