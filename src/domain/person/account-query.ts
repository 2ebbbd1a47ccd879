import type { DataPort, DocResult } from '../../backend/ports';
import type { WatchDef } from '../../lib/watched-query';
import { type AccountRecord, accountsCollection } from './identity-records';

export const accountKey = (uid: string) => ['account', uid] as const;

export const accountWatch = (data: DataPort, uid: string): WatchDef<DocResult<AccountRecord>> => ({
  key: accountKey(uid),
  subscribe: (onNext, onError) => data.watchDoc<AccountRecord>(accountsCollection, uid, onNext, onError),
});
