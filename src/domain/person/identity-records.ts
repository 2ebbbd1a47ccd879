import type { AuthUser, DataPort, WriteOp } from '../../backend/ports';
import { type IdentitySchema, identitySchema } from '../schema/identity-collections';
import type { SchemaRecord } from '../schema/schema-kit';
import { newParentProfile, usersCollection } from './user-profile';

/**
 * One identity for life (docs/architecture.md, "People and identity"): an account points at its
 * person. A registered adult's person id is their uid; a child who claims the profile their
 * parent made becomes that profile, and `accounts/{uid}.personId` switches to its id.
 */
export const accountsCollection = identitySchema.accounts.name;
export const emailsCollection = identitySchema.emails.name;

/** `accounts/{uid}` (src/domain/schema/collections.ts) */
export interface AccountRecord extends SchemaRecord<IdentitySchema['accounts']> {
  [field: string]: unknown;
}

/**
 * `emails/{emailLower}`: whether an address is taken, and nothing else readable about who
 * holds it. The holder's own entry carries no id; a parent's entry names the child.
 */
export interface EmailEntry extends SchemaRecord<IdentitySchema['emails']> {
  [field: string]: unknown;
}

export const emailKey = (email: string) => email.trim().toLowerCase();

/** What registration writes: the account's pointer and its Parent profile, in one batch. */
export function registrationOps(user: AuthUser, now: string): WriteOp[] {
  const account: AccountRecord = { personId: user.uid, createdAt: now };
  return [
    { kind: 'set', collection: usersCollection, id: user.uid, data: newParentProfile(user, now) },
    { kind: 'set', collection: accountsCollection, id: user.uid, data: account },
  ];
}

/** The holder's own `emails` entry (created once, never changed: firestore.rules `emails`). */
export function ownEmailEntryOp(user: AuthUser, now: string): WriteOp {
  const entry: EmailEntry = { createdAt: now };
  return { kind: 'set', collection: emailsCollection, id: emailKey(user.email), data: entry };
}

/**
 * Writes the holder's own `emails` entry where a read says there is none: the rules refuse a
 * second write of an entry (the holder's, or a child's the parent gave the address to), and a
 * refusal sent to the server only to be ignored is noise in its log. Where the read cannot
 * answer (no signal, nothing cached), nothing is written: the next verified session asks again.
 */
export async function writeOwnEmailEntryIfMissing(
  data: DataPort,
  user: AuthUser,
  now: string,
  timeoutMs: number,
): Promise<void> {
  const entry = await data.get(emailsCollection, emailKey(user.email), { timeoutMs }).catch(() => undefined);
  if (entry === null) data.batch([ownEmailEntryOp(user, now)], () => {});
}
