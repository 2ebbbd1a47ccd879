import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../person/user-profile';
import {
  freePlace,
  guardianIdsOf,
  isGuardianOf,
  planAcceptInvite,
  planHandOverChild,
  placeOfInvite,
} from './guardians';

/** docs/product.md "Guardians": places, invitations and who guards. */

const NOW = Date.parse('2026-12-03T10:00:00.000Z');
const child = (places: Partial<UserProfile> = {}) =>
  ({ role: 'Child', firstName: 'Mia', lastName: 'Park', linkedParentId: 'robin', ...places }) as UserProfile;
const invite = (place: string, data: Record<string, unknown> = {}) => ({
  id: `mia_${place}`,
  data: { declined: false, expiresAt: new Date(NOW + 86_400_000), ...data },
});

describe('a new invitation’s place', () => {
  it('is the first place neither a guardian nor an open invitation holds', () => {
    expect(freePlace(child(), [], NOW)).toBe('1');
    expect(freePlace(child({ guardian1: 'gran' }), [invite('2')], NOW)).toBe('3');
  });

  it('is one a declined or lapsed invitation holds, written over', () => {
    expect(freePlace(child(), [invite('1', { declined: true })], NOW)).toBe('1');
    expect(freePlace(child(), [invite('1', { expiresAt: new Date(NOW - 1) })], NOW)).toBe('1');
  });

  it('is none with the first guardian, three places and open invitations: 4 grown-ups', () => {
    expect(freePlace(child({ guardian1: 'gran', guardian3: 'dad' }), [invite('2')], NOW)).toBeNull();
    expect(freePlace(child(), [invite('1'), invite('2'), invite('3')], NOW)).toBeNull();
  });
});

describe('who guards', () => {
  it('the first guardian, then each place, and nobody else', () => {
    const profile = child({ guardian2: 'gran' });
    expect(guardianIdsOf(profile)).toEqual(['robin', 'gran']);
    expect(isGuardianOf(profile, 'gran')).toBe(true);
    expect(isGuardianOf(profile, 'stranger')).toBe(false);
  });

  it('accepting takes the invitation’s place, deletes it and writes the pointer', () => {
    expect(placeOfInvite('mia_4')).toBeNull();
    const ops = planAcceptInvite({
      id: 'mia_2',
      invite: {
        childId: 'mia',
        emailLower: 'gran@example.com',
        inviterId: 'robin',
        inviterName: 'Robin Park',
        childName: 'Mia Park',
        childFirstName: 'Mia',
        declined: false,
        expiresAt: new Date(NOW),
        createdAt: '2026-12-01T10:00:00.000Z',
      },
      me: { personId: 'gran', name: 'Grace Hill' },
      now: '2026-12-03T10:00:00.000Z',
    });
    expect(ops?.map((op) => `${op.kind} ${op.collection}/${op.id}`)).toEqual([
      'update users/mia',
      'delete guardianInvites/mia_2',
      'set guardianships/mia_gran',
    ]);
    expect(ops?.[0]).toMatchObject({ data: { guardian2: 'gran' } });
  });
});

describe('handing a child over (the first guardian leaves Pitchside)', () => {
  it('makes the guardian in the place the first, named as their pointer names them, and empties only their place', () => {
    const ops = planHandOverChild({
      childId: 'kid1',
      to: { place: '2', personId: 'gran', name: 'Grace Hill' },
      myInvites: ['kid1_3'],
      now: '2026-12-01T10:00:00.000Z',
    });
    expect(ops).toEqual([
      {
        kind: 'update',
        collection: 'users',
        id: 'kid1',
        data: {
          linkedParentId: 'gran',
          parentName: 'Grace Hill',
          guardian2: null,
          updatedAt: '2026-12-01T10:00:00.000Z',
        },
      },
      { kind: 'delete', collection: 'guardianships', id: 'kid1_gran' },
      { kind: 'delete', collection: 'guardianInvites', id: 'kid1_3' },
    ]);
  });
});
