import { watchDocs } from '../../backend/chunked-lookups';
import type { DataPort, DocData, DocResult, QueryResult } from '../../backend/ports';
import type { WatchDef } from '../../lib/watched-query';
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

/**
 * Several clubs or teams by id (`sorted`: distinct, in order): one document watch each, as the
 * rules allow (a query's `__name__` filter binds no wildcard, so no query by ids is allowed).
 */
export const groupDocsWatch = (
  data: DataPort,
  kind: GroupKind,
  sorted: readonly string[],
): WatchDef<QueryResult<DocData>> => ({
  key: groupKeys.docs(kind, sorted),
  subscribe: (onNext, onError) => watchDocs(data, groupCollections[kind].groups, sorted, remembering(onNext), onError),
});
