import type { DataPort } from '../../backend/ports';
import { type AccountRecord, accountsCollection } from './identity-records';

/**
 * The signed-in user's person id for code outside React (route guards): the account's
 * `personId`, read from the device when it can, never waiting long; the uid itself where the
 * account has no pointer (yet) or it cannot be read. Apart from the account's live query
 * (src/shared/hooks/use-person-id.ts), so the guards, which every page loads, bring no React Query with them.
 */
export async function resolvePersonId(data: DataPort, uid: string, timeoutMs: number): Promise<string> {
  const account = await data.get<AccountRecord>(accountsCollection, uid, { timeoutMs }).catch(() => null);
  return account?.data.personId ?? uid;
}
