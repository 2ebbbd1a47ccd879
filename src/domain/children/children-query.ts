import type { DataPort, QueryResult } from '../../backend/ports';
import type { WatchDef } from '../../lib/watched-query';
import { type UserProfile, usersCollection } from '../person/user-profile';
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
