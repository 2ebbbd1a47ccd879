import { describe, expect, it } from 'vitest';
import { displayName, isParent, newParentProfile } from './user-profile';

describe('the user profile', () => {
  it('greets by first and last name once set, else by email', () => {
    expect(displayName({ firstName: 'Alex', lastName: 'Morgan' }, 'a@b.co')).toBe('Alex Morgan');
    expect(displayName({ firstName: ' Alex ', lastName: '' }, 'a@b.co')).toBe('Alex');
    expect(displayName({ firstName: '', lastName: '  ' }, 'a@b.co')).toBe('a@b.co');
    expect(displayName(null, 'a@b.co')).toBe('a@b.co');
  });

  it('starts a new account as an unlinked Parent with the spec fields', () => {
    const profile = newParentProfile(
      { uid: 'u1', email: 'Coach@Club.org', emailVerified: false },
      '2026-11-21T10:00:00.000Z',
    );
    expect(profile).toEqual({
      uid: 'u1',
      email: 'Coach@Club.org',
      emailLower: 'coach@club.org',
      role: 'Parent',
      firstName: '',
      lastName: '',
      dob: '',
      linkedParentId: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    });
    expect(isParent(profile)).toBe(true);
    expect(isParent({ role: 'Child' })).toBe(false);
  });
});
