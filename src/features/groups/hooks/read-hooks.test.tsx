// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openTestBackend,
  outcomeOf,
  seedDocs,
  signInAs,
  type TestBackend,
} from '../../../../assurance/local/local-test-kit';
import { fixedSession, SessionProvider } from '../../../session/session';
import type { ReadState } from '../../../domain/read-state';
import {
  CLUB_CODE,
  clubDoc,
  coachClub,
  membership,
  player,
  teamDoc,
} from '../../../../assurance/domain/groups/group-world.test-support';
import { useClub } from '../../../shared/hooks/use-club';
import { useJoinCodeEntry } from './use-join-code-entry';
import { useMembers, useAccessGone } from '../../../shared/hooks/use-members';
import { useMyGroups } from '../../../shared/hooks/use-my-groups';
import { useMyRole } from './use-my-role';
import { useOwnedClubs } from './use-owned-clubs';
import { useTeam } from '../../../shared/hooks/use-team';

/** The hooks the screens use, live, on the local backend with its rules, as the player sees them. */

/** The player's session, handed to the hooks through SessionProvider. */
const session = fixedSession(null);

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, {
    ...coachClub(2, ['playerP']),
    'teamMemberships/coachC-T1_playerP': membership('teamId', 'coachC-T1', 'playerP'),
    // the player's own club and team in it
    'clubs/playerP-K1': clubDoc('playerP', 'ANTSKEY234', 'ants'),
    'clubMemberships/playerP-K1_playerP': membership('clubId', 'playerP-K1', 'playerP', 'owner', {
      displayName: 'Pat Player',
    }),
    'teams/playerP-T1': { ...teamDoc('playerP', 'playerP-K1', 'ANTSTEAM23', 'Zebras'), notes: 'Tuesday nights' },
    'teamMemberships/playerP-T1_playerP': membership('teamId', 'playerP-T1', 'playerP', 'owner'),
    'users/playerP': {
      uid: 'playerP',
      firstName: 'Pat',
      lastName: 'Player',
      role: 'Parent',
      email: 'playerp@example.com',
      emailLower: 'playerp@example.com',
    },
    'accounts/playerP': { personId: 'playerP' },
  });
  await signInAs(t.db, player);
  session.set({ backend: t.backend, user: { uid: 'playerP', email: 'playerp@example.com', emailVerified: true } });
});
afterEach(async () => {
  cleanup();
  await t.cleanup();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SessionProvider value={session}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </SessionProvider>
  );
}
const ready = <T,>(load: ReadState<T>) => (load.status === 'ready' ? load.value : undefined);

describe('the user’s clubs and teams', () => {
  it('lists them sorted by name, with role, details and a team’s club name', async () => {
    const { result } = renderHook(() => useMyGroups(), { wrapper });
    await waitFor(() => expect(ready(result.current.teams)).toHaveLength(2));
    await waitFor(() => expect(ready(result.current.clubs)?.map((club) => club.name)).toEqual(['ants', 'Lions']));
    expect(ready(result.current.clubs)?.[0]).toMatchObject({
      kind: 'club',
      id: 'playerP-K1',
      role: 'owner',
      location: 'Leeds',
      pending: false,
    });
    await waitFor(() => expect(ready(result.current.teams)?.[1]?.clubName).toBe('ants'));
    expect(ready(result.current.teams)).toEqual([
      expect.objectContaining({
        kind: 'team',
        id: 'coachC-T1',
        name: 'Team 1',
        role: 'member',
        ageGroup: 'U10',
        clubName: 'Lions',
      }),
      expect.objectContaining({
        kind: 'team',
        id: 'playerP-T1',
        name: 'Zebras',
        role: 'owner',
        notes: 'Tuesday nights',
        clubName: 'ants',
      }),
    ]);
  });

  it('follows a change live: leaving a team takes it off the list', async () => {
    const { result } = renderHook(() => useMyGroups(), { wrapper });
    await waitFor(() => expect(ready(result.current.teams)).toHaveLength(2));
    await outcomeOf(t.backend.data, (onRefused) =>
      t.backend.data.delete('teamMemberships', 'coachC-T1_playerP', onRefused),
    );
    await waitFor(() => expect(ready(result.current.teams)?.map((team) => team.id)).toEqual(['playerP-T1']));
  });

  it('offers only the clubs the user owns for a team', async () => {
    const { result } = renderHook(() => useOwnedClubs(), { wrapper });
    await waitFor(() => expect(ready(result.current)).toEqual([{ id: 'playerP-K1', name: 'ants' }]));
  });

  it('tells the user’s role, or null where they are not in it', async () => {
    const { result } = renderHook(
      () => [useMyRole('club', 'coachC-K1'), useMyRole('club', 'playerP-K1'), useMyRole('team', 'coachC-T2')],
      { wrapper },
    );
    await waitFor(() => expect(result.current).toEqual(['member', 'owner', null]));
  });
});

describe('one club or team', () => {
  it('reads a club the user is in, and a team of their club they are not on', async () => {
    const { result } = renderHook(() => [useClub('coachC-K1'), useTeam('coachC-T2')] as const, { wrapper });
    await waitFor(() =>
      expect(ready(result.current[0])).toMatchObject({
        id: 'coachC-K1',
        name: 'Lions',
        ownerId: 'coachC',
        joinCode: CLUB_CODE,
      }),
    );
    await waitFor(() =>
      expect(ready(result.current[1])).toMatchObject({ id: 'coachC-T2', clubId: 'coachC-K1', name: 'Team 2' }),
    );
  });

  it('says `missing` for a club that is missing or not readable (the screen says `Club not found`)', async () => {
    await seedDocs(t.db, { 'clubs/other-K1': clubDoc('other', 'OTHERKEY23') });
    const { result } = renderHook(() => [useClub('nobody-K1'), useClub('other-K1'), useTeam('nobody-T1')], { wrapper });
    await waitFor(() => expect(result.current.map((load) => load.status)).toEqual(['missing', 'missing', 'missing']));
  });

  it('lists the squad: owners first, then by name', async () => {
    await seedDocs(t.db, {
      'clubMemberships/coachC-K1_amy': membership('clubId', 'coachC-K1', 'amy', 'member', {
        displayName: 'Amy A',
        squadRole: 'Coach',
      }),
    });
    const { result } = renderHook(() => useMembers('club', 'coachC-K1'), { wrapper });
    await waitFor(() =>
      expect(ready(result.current)?.map((member) => member.personId)).toEqual(['coachC', 'amy', 'playerP']),
    );
    expect(ready(result.current)?.[1]).toEqual({
      personId: 'amy',
      displayName: 'Amy A',
      role: 'member',
      squadRole: 'Coach',
      parentId: null,
      parentName: '',
      joinedAt: expect.any(String),
      pending: false,
    });
  });

  it('tells when access is gone: a team of the user’s club they are not on, or no longer on', async () => {
    const { result } = renderHook(
      () => [useAccessGone('team', 'coachC-T1'), useAccessGone('team', 'coachC-T2'), useTeam('coachC-T1')] as const,
      { wrapper },
    );
    await waitFor(() => expect(result.current.slice(0, 2)).toEqual([false, true]));
    await waitFor(() => expect(result.current[2].status).toBe('ready'));
    // the player's place on Team 1 goes (as when the owner removes them): the team still reads, its squad no more
    await outcomeOf(t.backend.data, (onRefused) =>
      t.backend.data.delete('teamMemberships', 'coachC-T1_playerP', onRefused),
    );
    await waitFor(() => expect(result.current[0]).toBe(true));
    expect(result.current[2].status).toBe('ready');
  });

  it('tells whether a join code entry is there', async () => {
    const { result } = renderHook(
      () => [useJoinCodeEntry(CLUB_CODE), useJoinCodeEntry('MISSKEY234'), useJoinCodeEntry('')],
      { wrapper },
    );
    await waitFor(() => expect(result.current.map(ready)).toEqual(['bound', 'missing', 'missing']));
  });
});
