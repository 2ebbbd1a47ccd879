import { toClub } from '../../domain/groups/group-records';
import type { Club } from '../../domain/groups/group-types';
import type { ReadState } from '../../domain/read-state';
import { useGroupDoc } from './use-group-docs';
import { isRefusal } from '../../domain/read-state';
import { wasDeleted } from '../../domain/groups/deleted-groups';

/**
 * A club, live. `missing` when it does not exist or is not readable (not a member): the screen
 * says `Club not found` and goes to /dashboard/manage. A club the device knows nothing about
 * while the server has not answered stays loading.
 */
export function useClub(id: string): ReadState<Club> {
  const query = useGroupDoc('club', id);
  // deleted here: whatever the device still shows of it, and whatever the rules now refuse
  if (wasDeleted('club', id)) return { status: 'gone' };
  if (query.isError) return isRefusal(query.error) ? { status: 'missing' } : { status: 'failed' };
  if (!query.data) return { status: 'loading' };
  const { doc, fromCache } = query.data;
  if (!doc) return fromCache ? { status: 'loading' } : { status: 'missing' };
  return { status: 'ready', value: toClub(doc) };
}
