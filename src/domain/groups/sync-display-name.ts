import type { DataPort, OnRefused } from '../../backend/ports';
import type { Actor } from './actor';
import { planDisplayNames } from './cascades';
import { groupIdOf, type MembershipRecord } from './group-records';
import { type GroupKind, groupCollections } from './group-types';
import { fireUnits, nowIso } from '../writes/fire-units';
import { LOOKUP_TIMEOUT_MS } from './group-lookups';

/**
 * A member's profile edit puts their name (`actor.displayName`) on every membership of theirs
 * that carries another (docs/product.md: squads show names without opening profiles). Read from
 * the server when it answers in time, else the device; fired in batches, not awaited.
 */
export async function syncMembershipNames(data: DataPort, actor: Actor, onRefused: OnRefused): Promise<void> {
  const kinds: GroupKind[] = ['club', 'team'];
  try {
    const found = await Promise.all(
      kinds.map(async (kind) => {
        const spec = {
          collection: groupCollections[kind].memberships,
          where: [{ field: 'userId', op: '==' as const, value: actor.personId }],
        };
        const { docs } = await data.query<MembershipRecord>(spec, { timeoutMs: LOOKUP_TIMEOUT_MS });
        return docs.map((doc) => ({
          kind,
          groupId: groupIdOf(kind, doc.data),
          displayName: doc.data.displayName ?? '',
        }));
      }),
    );
    fireUnits(data, planDisplayNames({ actor, now: nowIso(), memberships: found.flat() }), onRefused);
  } catch (error) {
    // the profile itself is saved; the names follow with the next edit
    console.error('Membership names not updated', error);
  }
}
