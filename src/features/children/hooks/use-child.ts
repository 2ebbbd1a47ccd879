import { useSession } from '../../../session/session';
import { type DocResult, isDataError } from '../../../backend/ports';
import { useWatchedQuery } from '../../../lib/watched-query';
import { usePersonId } from '../../../shared/hooks/use-person-id';
import { type UserProfile, usersCollection } from '../../../domain/person/user-profile';
import type { Child } from '../../../domain/children/child-list';
import { childKeys } from '../../../domain/children/child-keys';
import { isGuardianOf } from '../../../domain/children/guardians';

export type ChildLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  /** missing, someone else's, or not a child: `Child not found` (docs/product.md) */
  | { status: 'not-found' }
  /** offline, and this device never held it */
  | { status: 'not-on-device' }
  | { status: 'ready'; child: Child };

/** One child the signed-in person guards, live, for `/edit-child/{childId}`. */
export function useChild(childId: string): ChildLoad {
  const session = useSession();
  const personId = usePersonId();
  const data = session?.backend.data;
  const query = useWatchedQuery<DocResult<UserProfile>>(
    childKeys.one(childId),
    data ? (onNext, onError) => data.watchDoc<UserProfile>(usersCollection, childId, onNext, onError) : null,
  );
  if (query.isError)
    return isDataError(query.error, 'permission-denied') ? { status: 'not-found' } : { status: 'failed' };
  if (!query.data || !personId) return { status: 'loading' };
  const doc = query.data.doc;
  if (!doc) return query.data.fromCache ? { status: 'not-on-device' } : { status: 'not-found' };
  if (!isGuardianOf(doc.data, personId) || doc.data.role !== 'Child') return { status: 'not-found' };
  return { status: 'ready', child: { id: doc.id, profile: doc.data, pending: doc.pending } };
}
