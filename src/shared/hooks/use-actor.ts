import { useSession } from '../../session/session';
import type { DataPort } from '../../backend/ports';
import { usePersonId } from './use-person-id';
import { useProfile } from './use-profile';
import type { Actor } from '../../domain/groups/actor';
import { displayNameOf, firstNameOf } from '../../domain/groups/group-records';

/**
 * The signed-in person and the data port, for the group operations; undefined until the
 * account's person id is known (a claimed child's memberships carry the profile's id, never
 * the uid, so nothing may be written as the uid meanwhile), and until the profile has answered:
 * the person id comes from the device at once, and a club made before the profile's read came
 * back carried an empty name on its owner's membership, which every member then saw as
 * `Unnamed`. A profile that is missing or failed to read still lets the person act, unnamed.
 */
export function useActor(): { actor: Actor; data: DataPort } | undefined {
  const session = useSession();
  const personId = usePersonId();
  const profile = useProfile();
  const user = session?.user;
  if (!session || !user || !personId || profile.isPending) return undefined;
  return {
    actor: {
      uid: user.uid,
      personId,
      displayName: displayNameOf(profile.data?.doc?.data),
      firstName: firstNameOf(profile.data?.doc?.data),
    },
    data: session.backend.data,
  };
}
