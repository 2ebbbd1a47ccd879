import type { Doc } from '../../../backend/ports';
import { useLiveQuery } from '../../../lib/live-query';
import { useSession } from '../../auth/session';
import { type UserProfile, usersCollection } from '../model/user-profile';

export const profileKey = (uid: string) => ['profile', uid] as const;

/** The signed-in user's own `users/{uid}` document, live (null while it does not exist). */
export function useProfile() {
  const session = useSession();
  const uid = session?.user?.uid;
  const data = session?.backend.data;
  return useLiveQuery<Doc<UserProfile> | null>(
    profileKey(uid ?? '-'),
    uid && data ? (onNext, onError) => data.watchDoc<UserProfile>(usersCollection, uid, onNext, onError) : null,
  );
}

/** What the profile query amounts to for a screen. */
export function profileQueryState(query: ReturnType<typeof useProfile>): 'loading' | 'failed' | 'missing' | 'ready' {
  if (query.isPending) return 'loading';
  if (query.isError) return 'failed';
  return query.data ? 'ready' : 'missing';
}
