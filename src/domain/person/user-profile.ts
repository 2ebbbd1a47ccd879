import type { AuthUser } from '../../backend/ports';
import { type IdentitySchema, identitySchema } from '../schema/identity-collections';
import type { SchemaRecord } from '../schema/schema-kit';

export type UserRole = 'Parent' | 'Child';

/**
 * A `users` document (docs/product.md §3): a person. Its id is the person id: a registered adult's auth
 * uid, or the automatic id of a Child profile a parent made, kept for life (the child's own
 * account then points at it: `accounts/{uid}.personId`). Dates are ISO strings; `dob` is
 * `YYYY-MM-DD`. Its fields are the schema's (src/domain/schema/collections.ts).
 */
export interface UserProfile extends SchemaRecord<IdentitySchema['users']> {
  [field: string]: unknown;
  role: UserRole;
}

export const usersCollection = identitySchema.users.name;

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
export function displayName(
  profile: Pick<UserProfile, 'firstName' | 'lastName'> | null | undefined,
  email: string,
): string {
  const name = [nameText(profile?.firstName), nameText(profile?.lastName)].filter(Boolean).join(' ');
  return name || email;
}

export function isParent(profile: Pick<UserProfile, 'role'> | null | undefined): boolean {
  return profile?.role === 'Parent';
}
