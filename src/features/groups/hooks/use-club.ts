import { toClub } from '../model/group-records';
import type { Club, Load } from '../model/group-types';
import { useGroupDoc } from './group-docs-query';
import { isRefusal } from './load';

/**
 * A club, live. null when it does not exist or is not readable (not a member): the screen
 * says `Club not found` and goes to /dashboard/manage. A club the device knows nothing about
 * while the server has not answered stays loading.
 */
export function useClub(id: string): Load<Club | null> {
  const query = useGroupDoc('club', id);
  if (query.isError) return isRefusal(query.error) ? { status: 'ready', value: null } : { status: 'error' };
  if (!query.data) return { status: 'loading' };
  const { doc, fromCache } = query.data;
  if (!doc) return fromCache ? { status: 'loading' } : { status: 'ready', value: null };
  return { status: 'ready', value: toClub(doc) };
}
