import { describe, expect, it } from 'vitest';
import type { Doc } from '../../../backend/ports';
import type { UserProfile } from '../../profile/model/user-profile';
import { claimChildOps, pickClaimableChild } from './child-claim';

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
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      ...patch,
    },
  };
}

describe('picking the Child profile to claim', () => {
  it('prefers a lowercase-email match over an exact-email match', () => {
    expect(pickClaimableChild([child('lower')], [child('exact')])?.id).toBe('lower');
  });

  it('falls back to the exact-email match', () => {
    expect(pickClaimableChild([], [child('exact')])?.id).toBe('exact');
  });

  it('skips profiles already claimed, non-Child profiles and orphans', () => {
    expect(
      pickClaimableChild([child('a', { uid: 'someone' }), child('b', { role: 'Parent' }), child('c', { linkedParentId: null })], []),
    ).toBeNull();
  });

  it('takes the oldest when a parent created two', () => {
    const newer = child('newer', { createdAt: '2026-03-01T00:00:00.000Z' });
    const older = child('older', { createdAt: '2026-02-01T00:00:00.000Z' });
    expect(pickClaimableChild([newer, older], [])?.id).toBe('older');
  });
});

describe('the claim batch', () => {
  it('moves the profile to users/{uid} as a linked Child with uid set, and removes the parent copy', () => {
    const ops = claimChildOps({ uid: 'u1', email: 'kid@example.com', emailVerified: true }, child('c1'), '2026-11-21T10:00:00.000Z');
    expect(ops).toEqual([
      {
        kind: 'set',
        collection: 'users',
        id: 'u1',
        data: expect.objectContaining({
          uid: 'u1',
          role: 'Child',
          linkedParentId: 'parent-1',
          firstName: 'Sam',
          lastName: 'Lee',
          dob: '2014-05-02',
          claimedFrom: 'c1',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-11-21T10:00:00.000Z',
        }),
      },
      { kind: 'delete', collection: 'users', id: 'c1' },
    ]);
  });
});
