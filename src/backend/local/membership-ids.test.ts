import { describe, expect, it } from 'vitest';
import { membershipId, splitMembershipId } from './membership-ids';

describe('membership ids', () => {
  it('are the group id and the user id joined by _', () => {
    expect(membershipId('c1', 'memberM')).toBe('c1_memberM');
  });

  it('are cut at the first _, as firestore.rules cuts them (split("_")[0])', () => {
    expect(splitMembershipId('c1_memberM')).toEqual({ groupId: 'c1', userId: 'memberM' });
    expect(splitMembershipId('c1_max_2')).toEqual({ groupId: 'c1', userId: 'max_2' });
    expect(splitMembershipId('_u')).toEqual({ groupId: '', userId: 'u' });
  });

  it('name nothing without a _', () => {
    expect(splitMembershipId('c1memberM')).toBeNull();
  });
});
