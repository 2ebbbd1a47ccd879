import type { AuthUser, DataPort } from '../../../backend/ports';
import { reportWriteFailure } from '../../../lib/report-write-failure';
import { newParentProfile, type UserProfile, usersCollection } from '../../profile/model/user-profile';
import { claimChildOps, pickClaimableChild } from '../model/child-claim';

export const signInMessages = {
  loggedIn: 'Logged in successfully!',
  linkedToParent: 'Welcome! Your account is linked to your parent.',
  saveFailed: 'Save failed',
} as const;

async function findClaimableChild(data: DataPort, email: string) {
  const childQuery = (field: 'emailLower' | 'email', value: string) =>
    data.query<UserProfile>({
      collection: usersCollection,
      where: [
        { field: 'role', op: '==', value: 'Child' },
        { field, op: '==', value },
        { field: 'uid', op: '==', value: null },
      ],
    });
  const byLower = await childQuery('emailLower', email.toLowerCase());
  const byExact = byLower.length > 0 ? [] : await childQuery('email', email);
  return pickClaimableChild(byLower, byExact);
}

/**
 * What follows a sign-in with a verified email: on the first one, claim a Child profile
 * carrying this email (SPEC §4); make sure the profile exists. Writes are fired, never
 * awaited (offline first); a refusal surfaces as the spec's 'Save failed'.
 * Returns the toast to greet the user with.
 */
export async function completeVerifiedSignIn(data: DataPort, user: AuthUser): Promise<string> {
  const now = new Date().toISOString();
  const reportFailure = reportWriteFailure(signInMessages.saveFailed);
  const profile = await data.get<UserProfile>(usersCollection, user.uid).catch(() => null);
  if (profile?.data.claimChecked) return signInMessages.loggedIn;

  if (profile?.data.role !== 'Child') {
    const child = await findClaimableChild(data, user.email).catch((error) => {
      // not marked as checked, so the next sign-in looks again
      console.warn('Could not look for a Child profile to claim', error);
      return undefined;
    });
    if (child === undefined) return signInMessages.loggedIn;
    if (child) {
      data.batch(claimChildOps(user, child, now)).catch(reportFailure);
      return signInMessages.linkedToParent;
    }
  }
  const base = profile ? {} : newParentProfile(user, now);
  data.set(usersCollection, user.uid, { ...base, claimChecked: true }, { merge: true }).catch(reportFailure);
  return signInMessages.loggedIn;
}
