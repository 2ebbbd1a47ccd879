import { describe, expect, it } from 'vitest';
import { carriesCreator, membershipDocId, newGroupId } from './group-ids';

describe('group ids', () => {
  it('carry the creator’s person id and a random part', () => {
    expect(newGroupId('uidA', 'Xy12')).toBe('uidA-Xy12');
    expect(carriesCreator('uidA-Xy12', 'uidA')).toBe(true);
  });

  it('hold no `_`, which would break membership ids cut at the first `_`', () => {
    expect(newGroupId('max_2', 'Xy12')).toBeNull();
    expect(carriesCreator('max_2-Xy12', 'max_2')).toBe(false);
    expect(newGroupId('a/b', 'Xy12')).toBeNull();
    expect(newGroupId('', 'Xy12')).toBeNull();
    expect(newGroupId('uidA', 'x-y')).toBeNull();
  });

  it('do not carry anyone else’s person id', () => {
    expect(carriesCreator('uidA-Xy12', 'uidB')).toBe(false);
    expect(carriesCreator('uidA-Xy12', 'uid')).toBe(false);
    expect(carriesCreator('uidAXy12', 'uidA')).toBe(false);
    expect(carriesCreator('uidA-', 'uidA')).toBe(false);
    expect(carriesCreator('c1', 'c1')).toBe(false);
    expect(carriesCreator('uidA-Xy12', null)).toBe(false);
  });

  it('work for a person id holding a `-`', () => {
    expect(carriesCreator(newGroupId('a-b', 'Z9') as string, 'a-b')).toBe(true);
    expect(carriesCreator('a-b-Z9', 'a')).toBe(false);
  });

  it('make membership ids `{groupId}_{personId}`', () => {
    expect(membershipDocId('uidA-Xy12', 'p1')).toBe('uidA-Xy12_p1');
  });
});
