import { toTeam } from '../model/group-records';
import type { Load, Team } from '../model/group-types';
import { useGroupDoc } from './group-docs-query';
import { isRefusal } from './load';

/**
 * A team, live. null when it does not exist or is not readable: the screen says
 * `Team not found` and goes to /dashboard/manage. Unknown on the device and no answer from
 * the server yet: still loading.
 */
export function useTeam(id: string): Load<Team | null> {
  const query = useGroupDoc('team', id);
  if (query.isError) return isRefusal(query.error) ? { status: 'ready', value: null } : { status: 'error' };
  if (!query.data) return { status: 'loading' };
  const { doc, fromCache } = query.data;
  if (!doc) return fromCache ? { status: 'loading' } : { status: 'ready', value: null };
  return { status: 'ready', value: toTeam(doc) };
}
