import { useSignedInSession } from '../../../app/session';
import { reportRefusal } from '../../../lib/report-write-failure';
import type { PersonFields } from '../model/person-fields';
import { newParentProfile, type UserProfile, type UserRole, usersCollection } from '../model/user-profile';

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
 * fields (everything else, `createdAt`, the parent link, stays as it is); a profile a server
 * confirmed missing is created whole.
 */
export function useUpdateProfile() {
  const { backend, user } = useSignedInSession();
  return (existing: UserProfile | null, changes: ProfileChanges) => {
    const now = new Date().toISOString();
    const refused = reportRefusal(profileMessages.updateFailed);
    if (existing) backend.data.update(usersCollection, user.uid, { ...changes, updatedAt: now }, refused);
    else backend.data.set(usersCollection, user.uid, { ...newParentProfile(user, now), ...changes }, refused);
  };
}
