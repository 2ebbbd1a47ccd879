import { useSession } from '../../session/session';
import type { DataPort, QueryResult } from '../../backend/ports';
import { useWatchedQuery, type WatchDef } from '../../lib/watched-query';
import type { ReadState } from '../read-state';
import { usePersonId } from '../person/account-query';
import { type UserProfile, usersCollection } from '../person/user-profile';
import { type Child, sortChildren } from './child-list';
import { childKeys } from './child-keys';

/** `users where linkedParentId == me and role == 'Child'` (docs/product.md §7; row users/children-of-me). */
export function childrenQuery(parentId: string) {
  return {
    collection: usersCollection,
    where: [
      { field: 'linkedParentId', op: '==' as const, value: parentId },
      { field: 'role', op: '==' as const, value: 'Child' },
    ],
  };
}

export const childrenWatch = (data: DataPort, parentId: string): WatchDef<QueryResult<UserProfile>> => ({
  key: childKeys.list(parentId),
  subscribe: (onNext, onError) => data.watchQuery<UserProfile>(childrenQuery(parentId), onNext, onError),
});

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
