import { useSession } from '../../../app/session';
import { watchIn } from '../../../backend/chunked-lookups';
import type { DocData, DocResult, QueryResult } from '../../../backend/ports';
import { useWatchedQuery } from '../../../lib/watched-query';
import { usePersonId } from '../../identity/hooks/account-query';
import { type GroupKind, groupCollections } from '../model/group-types';
import { groupKeys } from './group-keys';
import { groupsByIdLookup } from './group-lookups';
import { rememberJoinCode } from './known-join-codes';

/** Remembers the join codes a read shows, so new codes avoid them. */
function remembering<R extends { docs: { data: DocData }[] } | DocResult>(onNext: (result: R) => void) {
  return (result: R) => {
    const docs = 'docs' in result ? result.docs : result.doc ? [result.doc] : [];
    for (const doc of docs) rememberJoinCode(typeof doc.data.joinCode === 'string' ? doc.data.joinCode : null);
    onNext(result);
  };
}

/** One club or team document, live. */
export function useGroupDoc(kind: GroupKind, id: string) {
  const data = useSession()?.backend.data;
  return useWatchedQuery<DocResult<DocData>>(
    groupKeys.group(kind, id),
    data && id ? (onNext, onError) => data.watchDoc(groupCollections[kind].groups, id, remembering(onNext), onError) : null,
  );
}

/**
 * Several clubs or teams one is in, live, by id (`__name__ in`, in chunks the rules judge
 * within 10 reads). Disabled (pending) for no ids.
 */
export function useGroupDocs(kind: GroupKind, ids: readonly string[]) {
  const session = useSession();
  const personId = usePersonId();
  const data = session?.backend.data;
  const uid = session?.user?.uid;
  const sorted = [...new Set(ids)].sort();
  return useWatchedQuery<QueryResult<DocData>>(
    groupKeys.docs(kind, sorted),
    data && uid && personId && sorted.length > 0
      ? (onNext, onError) => watchIn(data, groupsByIdLookup(kind, sorted, { uid, personId, displayName: '' }), remembering(onNext), onError)
      : null,
  );
}
