import type { AuthUser, DataPort } from '../../../backend/ports';
import { reportRefusal } from '../../../lib/report-write-failure';
import { toast } from '../../../lib/toast';
import { newParentProfile, type UserProfile, usersCollection } from '../../profile/model/user-profile';
import { claimChildOps, pickClaimableChild } from '../model/child-claim';

export const signInMessages = {
  loggedIn: 'Logged in successfully!',
  linkedToParent: 'Welcome! Your account is linked to your parent.',
  saveFailed: 'Save failed',
} as const;

/** How long the look for a Child profile may wait for the server. */
export const CLAIM_LOOKUP_TIMEOUT_MS = 5_000;

/** A Child profile to claim, null when the server says there is none, undefined when it cannot tell. */
async function findClaimableChild(data: DataPort, email: string) {
  const childQuery = async (field: 'emailLower' | 'email', value: string) => {
    const result = await data.query<UserProfile>(
      {
        collection: usersCollection,
        where: [
          { field: 'role', op: '==', value: 'Child' },
          { field, op: '==', value },
          { field: 'uid', op: '==', value: null },
        ],
      },
      { timeoutMs: CLAIM_LOOKUP_TIMEOUT_MS },
    );
    // the device's cache cannot know of a profile a parent made elsewhere: ask again next time
    return result.fromCache ? undefined : result.docs;
  };
  const byLower = await childQuery('emailLower', email.toLowerCase());
  if (byLower === undefined) return undefined;
  const byExact = byLower.length > 0 ? [] : await childQuery('email', email);
  if (byExact === undefined) return undefined;
  return pickClaimableChild(byLower, byExact);
}

/**
 * What follows a sign-in with a verified email: on the first one, claim a Child profile
 * carrying this email (SPEC §4); make sure the profile exists. Writes are fired, never
 * awaited (offline first); a refusal surfaces as the spec's 'Save failed'.
 * Returns the toast to greet the user with. Callers do not hold the screen for it: the
 * user moves on at once and the greeting follows.
 */
export async function completeVerifiedSignIn(data: DataPort, user: AuthUser): Promise<string> {
  const now = new Date().toISOString();
  const reportFailure = reportRefusal(signInMessages.saveFailed);
  // undefined: the profile could not be read (offline, not on this device): decide nothing
  const profile = await data.get<UserProfile>(usersCollection, user.uid).catch(() => undefined);
  if (profile === undefined || profile?.data.claimChecked) return signInMessages.loggedIn;

  if (profile?.data.role !== 'Child') {
    const child = await findClaimableChild(data, user.email).catch((error) => {
      // not marked as checked, so the next sign-in looks again
      console.warn('Could not look for a Child profile to claim', error);
      return undefined;
    });
    if (child === undefined) return signInMessages.loggedIn;
    if (child) {
      data.batch(claimChildOps(user, child, now), reportFailure);
      return signInMessages.linkedToParent;
    }
  }
  const base = profile ? {} : newParentProfile(user, now);
  data.set(usersCollection, user.uid, { ...base, claimChecked: true }, reportFailure, { merge: true });
  return signInMessages.loggedIn;
}

/** Greets a verified sign-in once its follow-up is done, without holding the screen for it. */
export function greetVerifiedSignIn(data: DataPort, user: AuthUser): void {
  void completeVerifiedSignIn(data, user).then(
    (greeting) => toast.success(greeting),
    (error: unknown) => {
      console.warn('The sign-in follow-up failed', error);
      toast.success(signInMessages.loggedIn);
    },
  );
}
