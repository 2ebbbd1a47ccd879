import { toTeam } from '../../domain/groups/group-records';
import type { Team } from '../../domain/groups/group-types';
import type { ReadState } from '../../domain/read-state';
import { useGroupDoc } from './use-group-docs';
import { isRefusal } from '../../domain/read-state';
import { wasDeleted } from '../../domain/groups/deleted-groups';

/**
 * A team, live. `missing` when it does not exist or is not readable: the screen says
 * `Team not found` and goes to /dashboard/manage. Unknown on the device and no answer from
 * the server yet: still loading.
 */
export function useTeam(id: string): ReadState<Team> {
  const query = useGroupDoc('team', id);
  // deleted here: whatever the device still shows of it, and whatever the rules now refuse
  if (wasDeleted('team', id)) return { status: 'gone' };
  if (query.isError) return isRefusal(query.error) ? { status: 'missing' } : { status: 'failed' };
  if (!query.data) return { status: 'loading' };
  const { doc, fromCache } = query.data;
  if (!doc) return fromCache ? { status: 'loading' } : { status: 'missing' };
  return { status: 'ready', value: toTeam(doc) };
}
