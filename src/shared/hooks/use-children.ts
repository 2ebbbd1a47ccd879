import type { QueryResult } from '../../backend/ports';
import { childKeys } from '../../domain/children/child-keys';
import { type Child, sortChildren } from '../../domain/children/child-list';
import { childrenWatch } from '../../domain/children/children-query';
import type { UserProfile } from '../../domain/person/user-profile';
import type { ReadState } from '../../domain/read-state';
import { useWatchedQuery } from '../../lib/watched-query';
import { useSession } from '../../session/session';
import { usePersonId } from './use-person-id';

/**
 * The signed-in parent's children, live, sorted by first name then last name. `enabled` false (not
 * a Parent): none, and no read.
 */
export function useChildren(enabled = true): ReadState<Child[]> {
  const session = useSession();
  const personId = usePersonId();
  const data = session?.backend.data;
  const query = useWatchedQuery<QueryResult<UserProfile>>(
    childKeys.list(personId ?? '-'),
    personId && data && enabled ? childrenWatch(data, personId).subscribe : null,
  );
  if (!enabled) return { status: 'ready', value: [] };
  if (query.isError) return { status: 'failed' };
  if (!query.data) return { status: 'loading' };
  return {
    status: 'ready',
    value: sortChildren(query.data.docs.map((doc) => ({ id: doc.id, profile: doc.data, pending: doc.pending }))),
  };
}
