import { useSession } from '../../../session/session';
import type { DataPort } from '../../../backend/ports';
import { type Actor, claimedReads } from '../../../domain/groups/actor';
import { displayNameOf } from '../../../domain/groups/group-records';
import { usePersonId } from '../../../shared/hooks/use-person-id';
import { useProfile } from '../../../shared/hooks/use-profile';
import type { Parent } from '../model/child-records';

export interface ParentContext {
  data: DataPort;
  /** the parent acting, as the group operations know people */
  actor: Actor;
  parent: Parent;
  /** what the rules read to know the parent, for the batch planning */
  parentReads: readonly string[];
}

/** The signed-in parent and the data port; undefined until the account's person id is known. */
export function useParent(): ParentContext | undefined {
  const session = useSession();
  const personId = usePersonId();
  const profile = useProfile();
  const user = session?.user;
  if (!session || !user || !personId) return undefined;
  const name = displayNameOf(profile.data?.doc?.data);
  const actor: Actor = { uid: user.uid, personId, displayName: name };
  return { data: session.backend.data, actor, parent: { personId, name }, parentReads: claimedReads(actor) };
}
