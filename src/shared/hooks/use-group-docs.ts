import type { DocData, DocResult, QueryResult } from '../../backend/ports';
import { groupDocsWatch, groupDocWatch } from '../../domain/groups/group-docs-query';
import { groupKeys } from '../../domain/groups/group-keys';
import type { GroupKind } from '../../domain/groups/group-types';
import { useWatchedQuery } from '../../lib/watched-query';
import { useSession } from '../../session/session';

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
    data && sorted.length > 0 ? groupDocsWatch(data, kind, sorted).subscribe : null,
  );
}
