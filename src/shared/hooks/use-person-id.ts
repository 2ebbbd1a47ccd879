import type { DocResult } from '../../backend/ports';
import { accountKey, accountWatch } from '../../domain/person/account-query';
import type { AccountRecord } from '../../domain/person/identity-records';
import { useWatchedQuery } from '../../lib/watched-query';
import { useSession } from '../../session/session';

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
