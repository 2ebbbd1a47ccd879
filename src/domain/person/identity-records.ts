import type { AuthUser, WriteOp } from '../../backend/ports';
import { type Schema, schema } from '../schema/collections';
import type { SchemaRecord } from '../schema/schema-kit';
import { newParentProfile, usersCollection } from './user-profile';

/**
 * One identity for life (docs/architecture.md, "People and identity"): an account points at its
 * person. A registered adult's person id is their uid; a child who claims the profile their
 * parent made becomes that profile, and `accounts/{uid}.personId` switches to its id.
 */
export const accountsCollection = schema.accounts.name;
export const emailsCollection = schema.emails.name;

/** `accounts/{uid}` (src/domain/schema/collections.ts) */
export interface AccountRecord extends SchemaRecord<Schema['accounts']> {
  [field: string]: unknown;
}

/**
 * `emails/{emailLower}`: whether an address is taken, and nothing else readable about who
 * holds it. The holder's own entry carries no id; a parent's entry names the child.
 */
export interface EmailEntry extends SchemaRecord<Schema['emails']> {
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

/**
 * The holder's own `emails` entry, its own write: the server refuses it when a parent already
 * gave the address to a child, which is expected and stays silent.
 */
export function ownEmailEntryOp(user: AuthUser, now: string): WriteOp {
  const entry: EmailEntry = { createdAt: now };
  return { kind: 'set', collection: emailsCollection, id: emailKey(user.email), data: entry };
}
