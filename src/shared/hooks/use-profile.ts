import type { DocResult } from '../../backend/ports';
import { profileKey, profileWatch } from '../../domain/person/profile-query';
import type { UserProfile } from '../../domain/person/user-profile';
import type { ReadStatus } from '../../domain/read-state';
import { useWatchedQuery } from '../../lib/watched-query';
import { useSession } from '../../session/session';
import { usePersonId } from './use-person-id';

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
