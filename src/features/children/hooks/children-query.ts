import { useSession } from '../../../app/session';
import type { QueryResult } from '../../../backend/ports';
import { useWatchedQuery } from '../../../lib/watched-query';
import type { Load } from '../../groups/model/group-types';
import { usePersonId } from '../../identity/hooks/account-query';
import { type UserProfile, usersCollection } from '../../profile/model/user-profile';
import { type Child, sortChildren } from '../model/child-list';
import { childKeys } from './child-keys';

/** `users where linkedParentId == me and role == 'Child'` (SPEC §7; row users/children-of-me). */
export function childrenQuery(parentId: string) {
  return {
    collection: usersCollection,
    where: [
      { field: 'linkedParentId', op: '==' as const, value: parentId },
      { field: 'role', op: '==' as const, value: 'Child' },
    ],
  };
}

/** The signed-in parent's children, live, sorted by first name then last name. */
export function useChildren(): Load<Child[]> {
  const session = useSession();
  const personId = usePersonId();
  const data = session?.backend.data;
  const query = useWatchedQuery<QueryResult<UserProfile>>(
    childKeys.list(personId ?? '-'),
    personId && data ? (onNext, onError) => data.watchQuery<UserProfile>(childrenQuery(personId), onNext, onError) : null,
  );
  if (query.isError) return { status: 'error' };
  if (!query.data) return { status: 'loading' };
  return { status: 'ready', value: sortChildren(query.data.docs.map((doc) => ({ id: doc.id, profile: doc.data, pending: doc.pending }))) };
}
