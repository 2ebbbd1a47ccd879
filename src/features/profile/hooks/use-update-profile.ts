import { useSignedInSession } from '../../../session/session';
import { reportRefusal } from '../../../lib/report-write-failure';
import { syncParentName } from '../../../domain/children/sync-parent-name';
import { syncMembershipNames } from '../../../domain/groups/sync-display-name';
import { displayNameOf } from '../../../domain/groups/group-records';
import { usePersonId } from '../../../shared/hooks/use-person-id';
import type { PersonFields } from '../../../domain/person/person-fields';
import {
  newParentProfile,
  type UserProfile,
  type UserRole,
  usersCollection,
} from '../../../domain/person/user-profile';

export const profileMessages = {
  updated: 'Profile updated',
  updateFailed: 'Failed to update profile',
  loadFailed: 'Failed to load profile',
  notFound: 'User profile not found',
} as const;

export type ProfileChanges = PersonFields & { role: UserRole };

/**
 * Saves the signed-in user's profile. The write is fired, not awaited: offline it is kept on
 * the device and syncs later; a refusal is reported. An existing profile gets only the edited
 * fields (everything else, `createdAt`, the parent link, stays as it is); a registration
 * profile a server confirmed missing is created whole. The user's memberships then carry the
 * new name.
 */
export function useUpdateProfile() {
  const { backend, user } = useSignedInSession();
  const personId = usePersonId() ?? user.uid;
  return (existing: UserProfile | null, changes: ProfileChanges) => {
    const now = new Date().toISOString();
    const refused = reportRefusal(profileMessages.updateFailed);
    if (existing) backend.data.update(usersCollection, personId, { ...changes, updatedAt: now }, refused);
    else if (personId === user.uid) {
      backend.data.set(usersCollection, personId, { ...newParentProfile(user, now), ...changes }, refused);
    } else return refused(new Error(`the profile ${personId} is missing`));
    // squads show the name each membership carries (docs/product.md), and children's profiles their parent's: keep them current too
    const name = displayNameOf(changes);
    void syncMembershipNames(backend.data, { uid: user.uid, personId, displayName: name }, refused);
    if (changes.role === 'Parent') void syncParentName(backend.data, personId, name, refused);
  };
}
