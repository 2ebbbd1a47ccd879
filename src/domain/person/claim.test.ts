import { describe, expect, it } from 'vitest';
import type { Doc } from '../../backend/ports';
import type { UserProfile } from './user-profile';
import { claimOps, claimTexts, declineOps, parentNameOf, pickClaimableChild } from './claim';

function child(id: string, patch: Partial<UserProfile> = {}): Doc<UserProfile> {
  return {
    id,
    pending: false,
    data: {
      uid: null,
      email: 'Kid@Example.com',
      emailLower: 'kid@example.com',
      role: 'Child',
      firstName: 'Sam',
      lastName: 'Lee',
      dob: '2014-05-02',
      linkedParentId: 'parent-1',
      parentName: 'Alex Lee',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      ...patch,
    },
  };
}

const kid = { uid: 'kid-uid', email: 'KID@example.com', emailVerified: true };

describe('the profile to offer', () => {
  it('prefers a lowercase-email match, then an exact one', () => {
    expect(pickClaimableChild([child('lower')], [child('exact')])?.id).toBe('lower');
    expect(pickClaimableChild([], [child('exact')])?.id).toBe('exact');
  });

  it('skips profiles already claimed, non-Child profiles and orphans', () => {
    const skipped = [
      child('a', { uid: 'someone' }),
      child('b', { role: 'Parent' }),
      child('c', { linkedParentId: null }),
    ];
    expect(pickClaimableChild(skipped, [])).toBeNull();
  });

  it('offers the oldest of several', () => {
    const newer = child('newer', { createdAt: '2026-05-01T00:00:00.000Z' });
    expect(pickClaimableChild([newer, child('older')], [])?.id).toBe('older');
  });
});

describe('the question', () => {
  it('names the parent as the profile carries it, or says a parent', () => {
    expect(claimTexts.question(parentNameOf(child('c')))).toBe('Alex Lee added you as their child. Link your account?');
    expect(parentNameOf(child('c', { parentName: '  ' }))).toBe('A parent');
    expect(parentNameOf(child('c', { parentName: null }))).toBe('A parent');
  });
});

describe('the answers', () => {
  it('Link account: the child profile gets the account, the account points at it, the registration profile goes', () => {
    expect(claimOps(kid, child('kid-profile'), '2026-03-01T00:00:00.000Z')).toEqual([
      {
        kind: 'update',
        collection: 'users',
        id: 'kid-profile',
        data: {
          uid: 'kid-uid',
          email: 'KID@example.com',
          emailLower: 'kid@example.com',
          updatedAt: '2026-03-01T00:00:00.000Z',
        },
      },
      { kind: 'update', collection: 'accounts', id: 'kid-uid', data: { personId: 'kid-profile', claimChecked: true } },
      { kind: 'delete', collection: 'users', id: 'kid-uid' },
    ]);
  });

  it('Not me: only the account records it', () => {
    expect(declineOps(kid)).toEqual([
      { kind: 'update', collection: 'accounts', id: 'kid-uid', data: { claimChecked: true, claimDeclined: true } },
    ]);
  });
});
