// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useActor } from './use-actor';

/** What the three reads useActor stands on answer in each test. */
const reads = vi.hoisted(() => ({
  personId: 'p1' as string | null,
  profile: { isPending: true, data: undefined } as { isPending: boolean; data?: { doc: unknown } },
}));

vi.mock('../../session/session', () => ({ useSession: () => ({ user: { uid: 'u1' }, backend: { data: {} } }) }));
vi.mock('./use-person-id', () => ({ usePersonId: () => reads.personId }));
vi.mock('./use-profile', () => ({ useProfile: () => reads.profile }));

const profileOf = (data: Record<string, unknown> | null) => ({
  isPending: false,
  data: { doc: data ? { id: 'p1', data } : null },
});

describe('useActor', () => {
  beforeEach(() => {
    reads.personId = 'p1';
    reads.profile = { isPending: true, data: undefined };
  });

  it('is unknown while the profile has not answered, though the person id is known: nothing is written unnamed', () => {
    expect(renderHook(() => useActor()).result.current).toBeUndefined();
  });

  it('is unknown until the person id is known', () => {
    reads.personId = null;
    reads.profile = profileOf({ firstName: 'Cora', lastName: 'Coach' });
    expect(renderHook(() => useActor()).result.current).toBeUndefined();
  });

  it('acts under the profile’s name once it has answered', () => {
    reads.profile = profileOf({ firstName: ' Cora ', lastName: 'Coach' });
    expect(renderHook(() => useActor()).result.current?.actor).toEqual({
      uid: 'u1',
      personId: 'p1',
      displayName: 'Cora Coach',
      firstName: 'Cora',
    });
  });

  it('still acts, unnamed, when the profile is missing', () => {
    reads.profile = profileOf(null);
    expect(renderHook(() => useActor()).result.current?.actor.displayName).toBe('');
  });
});
