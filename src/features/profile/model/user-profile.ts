import type { AuthUser } from '../../../backend/ports';

export type UserRole = 'Parent' | 'Child';

/**
 * A `users` document (SPEC §3): a person. Its id is the person id: a registered adult's auth
 * uid, or the automatic id of a Child profile a parent made, kept for life (the child's own
 * account then points at it: `accounts/{uid}.personId`). Dates are ISO strings; `dob` is
 * `YYYY-MM-DD`.
 */
export interface UserProfile {
  [field: string]: unknown;
  uid: string | null;
  email: string;
  emailLower: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  dob: string;
  linkedParentId: string | null;
  createdAt: string;
  updatedAt: string;
  /** on a Child profile: the parent's `first last`, kept current by the parent (the claim names them) */
  parentName?: string | null;
}

export const usersCollection = 'users';

/** The profile written at registration: a Parent until a Child profile is claimed. */
export function newParentProfile(user: AuthUser, now: string): UserProfile {
  return {
    uid: user.uid,
    email: user.email,
    emailLower: user.email.toLowerCase(),
    role: 'Parent',
    firstName: '',
    lastName: '',
    dob: '',
    linkedParentId: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** A stored name as text: anything else (the rules measure only strings) reads as none, never as a crash. */
const nameText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** `first last` once a name is set, else the email. */
export function displayName(profile: Pick<UserProfile, 'firstName' | 'lastName'> | null | undefined, email: string): string {
  const name = [nameText(profile?.firstName), nameText(profile?.lastName)].filter(Boolean).join(' ');
  return name || email;
}

export function isParent(profile: Pick<UserProfile, 'role'> | null | undefined): boolean {
  return profile?.role === 'Parent';
}
