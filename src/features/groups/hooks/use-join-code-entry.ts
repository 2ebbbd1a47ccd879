import { useSession } from '../../../session/session';
import type { DocResult } from '../../../backend/ports';
import { useWatchedQuery } from '../../../lib/watched-query';
import type { JoinCodeRecord } from '../../../domain/groups/group-records';
import { joinCodesCollection } from '../../../domain/groups/group-types';
import type { ReadState } from '../../../domain/read-state';
import { groupKeys } from '../../../domain/groups/group-keys';

/**
 * Whether a club's or team's join code entry is there, live: an edit page whose entry is gone
 * shows `Join code reservation missing`; one written here that the server has not confirmed yet
 * is `pending` (the code does not admit anyone elsewhere yet). Unknown on the device and no
 * answer yet: loading.
 */
export function useJoinCodeEntry(code: string): ReadState<'bound' | 'pending' | 'missing'> {
  const data = useSession()?.backend.data;
  const query = useWatchedQuery<DocResult<JoinCodeRecord>>(
    groupKeys.joinCodeEntry(code),
    data && code
      ? (onNext, onError) => data.watchDoc<JoinCodeRecord>(joinCodesCollection, code, onNext, onError)
      : null,
  );
  if (!code) return { status: 'ready', value: 'missing' };
  if (query.isError) return { status: 'failed' };
  if (!query.data) return { status: 'loading' };
  if (query.data.doc) return { status: 'ready', value: query.data.doc.pending ? 'pending' : 'bound' };
  return query.data.fromCache ? { status: 'loading' } : { status: 'ready', value: 'missing' };
}
