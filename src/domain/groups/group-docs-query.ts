import { useSession } from '../../session/session';
import { watchDocs } from '../../backend/chunked-lookups';
import type { DataPort, DocData, DocResult, QueryResult } from '../../backend/ports';
import { useWatchedQuery, type WatchDef } from '../../lib/watched-query';
import { type GroupKind, groupCollections } from './group-types';
import { groupKeys } from './group-keys';
import { rememberJoinCode } from './known-join-codes';

/** Remembers the join codes a read shows, so new codes avoid them. */
function remembering<R extends { docs: { data: DocData }[] } | DocResult>(onNext: (result: R) => void) {
  return (result: R) => {
    const docs = 'docs' in result ? result.docs : result.doc ? [result.doc] : [];
    for (const doc of docs) rememberJoinCode(typeof doc.data.joinCode === 'string' ? doc.data.joinCode : null);
    onNext(result);
  };
}

export const groupDocWatch = (data: DataPort, kind: GroupKind, id: string): WatchDef<DocResult<DocData>> => ({
  key: groupKeys.group(kind, id),
  subscribe: (onNext, onError) => data.watchDoc(groupCollections[kind].groups, id, remembering(onNext), onError),
});

/** One club or team document, live. */
export function useGroupDoc(kind: GroupKind, id: string) {
  const data = useSession()?.backend.data;
  return useWatchedQuery<DocResult<DocData>>(
    groupKeys.group(kind, id),
    data && id ? groupDocWatch(data, kind, id).subscribe : null,
  );
}

/**
 * Several clubs or teams one is in, live, by id: one document watch each, as the rules allow
 * (a query's `__name__` filter binds no wildcard, so no query by ids is allowed). Disabled
 * (pending) for no ids.
 */
export function useGroupDocs(kind: GroupKind, ids: readonly string[]) {
  const data = useSession()?.backend.data;
  const sorted = [...new Set(ids)].sort();
  return useWatchedQuery<QueryResult<DocData>>(
    groupKeys.docs(kind, sorted),
    data && sorted.length > 0
      ? (onNext, onError) => watchDocs(data, groupCollections[kind].groups, sorted, remembering(onNext), onError)
      : null,
  );
}
