import type { DataPort, DocResult } from '../../backend/ports';
import type { WatchDef } from '../../lib/watched-query';
import { type UserProfile, usersCollection } from './user-profile';

export const profileKey = (personId: string) => ['profile', personId] as const;

export const profileWatch = (data: DataPort, personId: string): WatchDef<DocResult<UserProfile>> => ({
  key: profileKey(personId),
  subscribe: (onNext, onError) => data.watchDoc<UserProfile>(usersCollection, personId, onNext, onError),
});
