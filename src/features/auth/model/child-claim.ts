import type { AuthUser, Doc, WriteOp } from '../../../backend/ports';
import { type UserProfile, usersCollection } from '../../profile/model/user-profile';

/**
 * Claiming a Child profile (SPEC §4, UX-CONTRACT): at the first sign-in with a verified
 * email, a Child profile a parent created with that email (matched on the lowercase email
 * first, then the exact email) becomes this account's profile. The parent's copy (an
 * automatic id) moves to `users/{uid}` in one batch, so the parent keeps seeing exactly one
 * profile for the child, now with `uid` set.
 */
export function pickClaimableChild(
  byLowercaseEmail: Doc<UserProfile>[],
  byExactEmail: Doc<UserProfile>[],
): Doc<UserProfile> | null {
  const claimable = (doc: Doc<UserProfile>) => doc.data.role === 'Child' && !doc.data.uid && !!doc.data.linkedParentId;
  const oldestFirst = (a: Doc<UserProfile>, b: Doc<UserProfile>) => a.data.createdAt.localeCompare(b.data.createdAt);
  return (
    [...byLowercaseEmail].filter(claimable).sort(oldestFirst)[0] ??
    [...byExactEmail].filter(claimable).sort(oldestFirst)[0] ??
    null
  );
}

export function claimChildOps(user: AuthUser, child: Doc<UserProfile>, now: string): WriteOp[] {
  const claimed: UserProfile = {
    uid: user.uid,
    email: user.email,
    emailLower: user.email.toLowerCase(),
    role: 'Child',
    firstName: child.data.firstName ?? '',
    lastName: child.data.lastName ?? '',
    dob: child.data.dob ?? '',
    linkedParentId: child.data.linkedParentId,
    claimedFrom: child.id,
    claimChecked: true,
    createdAt: child.data.createdAt ?? now,
    updatedAt: now,
  };
  return [
    { kind: 'set', collection: usersCollection, id: user.uid, data: claimed },
    { kind: 'delete', collection: usersCollection, id: child.id },
  ];
}
