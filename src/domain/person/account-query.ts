import { useSession } from '../../session/session';
import type { DataPort, DocResult } from '../../backend/ports';
import { useWatchedQuery, type WatchDef } from '../../lib/watched-query';
import { type AccountRecord, accountsCollection } from './identity-records';

export const accountKey = (uid: string) => ['account', uid] as const;

export const accountWatch = (data: DataPort, uid: string): WatchDef<DocResult<AccountRecord>> => ({
  key: accountKey(uid),
  subscribe: (onNext, onError) => data.watchDoc<AccountRecord>(accountsCollection, uid, onNext, onError),
});

/** The signed-in account's pointer to its person (`accounts/{uid}`), live. */
export function useAccount() {
  const session = useSession();
  const uid = session?.user?.uid;
  const data = session?.backend.data;
  return useWatchedQuery<DocResult<AccountRecord>>(
    accountKey(uid ?? '-'),
    uid && data ? accountWatch(data, uid).subscribe : null,
  );
}

/**
 * The signed-in user's person id: the account's `personId`; the uid itself where the account
 * has no pointer (yet) or it cannot be read. Undefined while the account is loading.
 */
export function usePersonId(): string | undefined {
  const session = useSession();
  const account = useAccount();
  const uid = session?.user?.uid;
  if (!uid || account.isPending) return undefined;
  return account.data?.doc?.data.personId ?? uid;
}
