import { useSession } from '../../session/session';
import type { DataPort, DocResult } from '../../backend/ports';
import { useWatchedQuery, type WatchDef } from '../../lib/watched-query';
import type { ReadStatus } from '../read-state';
import { usePersonId } from './account-query';
import { type UserProfile, usersCollection } from './user-profile';

export const profileKey = (personId: string) => ['profile', personId] as const;

/**
 * The signed-in user's own profile, `users/{personId}` (a claimed child's is the profile the
 * parent made), live, with where the answer came from.
 */
export function useProfile() {
  const session = useSession();
  const personId = usePersonId();
  const data = session?.backend.data;
  return useWatchedQuery<DocResult<UserProfile>>(
    profileKey(personId ?? '-'),
    personId && data ? profileWatch(data, personId).subscribe : null,
  );
}

export const profileWatch = (data: DataPort, personId: string): WatchDef<DocResult<UserProfile>> => ({
  key: profileKey(personId),
  subscribe: (onNext, onError) => data.watchDoc<UserProfile>(usersCollection, personId, onNext, onError),
});

/**
 * What the profile query amounts to for a screen. A profile the device does not hold is
 * only `missing` when a server said so; offline it is `not-on-device`, and nothing may be
 * written as if it did not exist.
 */
export function profileQueryState(query: ReturnType<typeof useProfile>): ReadStatus {
  if (query.isPending) return 'loading';
  if (query.isError) return 'failed';
  if (query.data.doc) return 'ready';
  return query.data.fromCache ? 'not-on-device' : 'missing';
}
