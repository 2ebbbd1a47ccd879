import type { Doc, QueryResult } from '../../backend/ports';
import { childKeys } from '../../domain/children/child-keys';
import { type Child, sortChildren } from '../../domain/children/child-list';
import { childrenWatch, guardedChildrenWatch } from '../../domain/children/children-query';
import type { UserProfile } from '../../domain/person/user-profile';
import type { ReadState } from '../../domain/read-state';
import { useWatchedQuery } from '../../lib/watched-query';
import { useSession } from '../../session/session';
import { usePersonId } from './use-person-id';

/**
 * The signed-in parent's children (those they made, and those they guard beside the first
 * guardian: docs/product.md "Guardians"), live, sorted by first name then last name. `enabled` false (not
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
  const guarded = useWatchedQuery<Doc<UserProfile>[]>(
    childKeys.guarded(personId ?? '-'),
    personId && data && enabled ? guardedChildrenWatch(data, personId).subscribe : null,
  );
  if (!enabled) return { status: 'ready', value: [] };
  if (query.isError) return { status: 'failed' };
  if (!query.data) return { status: 'loading' };
  // a failed or unanswered list of the others' children leaves one's own showing
  const docs = [
    ...query.data.docs,
    ...(guarded.data ?? []).filter((doc) => !query.data.docs.some((own) => own.id === doc.id)),
  ];
  return {
    status: 'ready',
    value: sortChildren(docs.map((doc) => ({ id: doc.id, profile: doc.data, pending: doc.pending }))),
  };
}
