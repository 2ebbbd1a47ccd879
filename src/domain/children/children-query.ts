import type { DataPort, Doc, QueryResult } from '../../backend/ports';
import type { WatchDef } from '../../lib/watched-query';
import { type UserProfile, usersCollection } from '../person/user-profile';
import { childKeys } from './child-keys';
import { type Guardianship, isGuardianOf, myGuardianshipsQuery } from './guardians';

/** `users where linkedParentId == me and role == 'Child'` (docs/product.md §7; row users/children-of-me). */
export function childrenQuery(parentId: string) {
  return {
    collection: usersCollection,
    where: [
      { field: 'linkedParentId', op: '==' as const, value: parentId },
      { field: 'role', op: '==' as const, value: 'Child' },
    ],
  };
}

export const childrenWatch = (data: DataPort, parentId: string): WatchDef<QueryResult<UserProfile>> => ({
  key: childKeys.list(parentId),
  subscribe: (onNext, onError) => data.watchQuery<UserProfile>(childrenQuery(parentId), onNext, onError),
});

/**
 * The children the person guards beside their first guardian (docs/product.md "Guardians"): their
 * pointers (row guardianships/mine), then each child's profile, live. A profile refused or gone
 * (the person was removed, the child deleted) drops out; so does one that no longer names them.
 */
export const guardedChildrenWatch = (data: DataPort, personId: string): WatchDef<Doc<UserProfile>[]> => ({
  key: childKeys.guarded(personId),
  subscribe: (onNext, onError) => {
    const profiles = new Map<string, { stop: () => void; doc?: Doc<UserProfile> | null }>();
    let pointersSeen = false;
    const emit = () => {
      if (!pointersSeen || [...profiles.values()].some((each) => each.doc === undefined)) return;
      onNext(
        [...profiles.values()].flatMap((each) => (each.doc && isGuardianOf(each.doc.data, personId) ? [each.doc] : [])),
      );
    };
    const stopPointers = data.watchQuery<Guardianship>(
      myGuardianshipsQuery(personId),
      (result) => {
        const ids = new Set(result.docs.map((doc) => doc.data.childId).filter((id) => typeof id === 'string'));
        for (const [id, entry] of profiles)
          if (!ids.has(id)) {
            entry.stop();
            profiles.delete(id);
          }
        for (const id of ids) {
          if (profiles.has(id)) continue;
          const entry: { stop: () => void; doc?: Doc<UserProfile> | null } = { stop: () => {} };
          profiles.set(id, entry);
          entry.stop = data.watchDoc<UserProfile>(
            usersCollection,
            id,
            (each) => {
              // offline and never on this device: nothing to show yet, but nothing to wait for
              entry.doc = each.doc;
              emit();
            },
            () => {
              entry.doc = null;
              emit();
            },
          );
        }
        pointersSeen = true;
        emit();
      },
      onError,
    );
    return () => {
      stopPointers();
      for (const entry of profiles.values()) entry.stop();
    };
  },
});
