import type { ReadState } from '../../../domain/read-state';
import { useMyGroups } from '../../../shared/hooks/use-my-groups';

/** The clubs the user owns, by name: the team form's `Club` select (a team sits only in a club its owner owns). */
export function useOwnedClubs(): ReadState<{ id: string; name: string }[]> {
  const { clubs } = useMyGroups();
  if (clubs.status !== 'ready') return clubs;
  return {
    status: 'ready',
    value: clubs.value.filter((club) => club.role === 'owner').map((club) => ({ id: club.id, name: club.name })),
  };
}
