import Dexie, { type Table } from 'dexie';
import type { MemoryIndexedDb } from '../memory-indexeddb';
import type { DocData, Mail } from '../ports';

export const DEFAULT_DB_NAME = 'pitchside-local';

export interface PasswordHash {
  algorithm: 'PBKDF2-SHA256';
  iterations: number;
  /** hex, 16 random bytes */
  salt: string;
  /** hex, 32 bytes */
  hash: string;
}

export interface AccountRecord {
  uid: string;
  /** as typed, trimmed */
  email: string;
  emailLower: string;
  emailVerified: boolean;
  password: PasswordHash;
  createdAt: string;
}

/**
 * The signed-in user of this device, shared by its tabs. Like a Firebase ID token it is a
 * snapshot: `emailVerified` changes only when the session is refreshed (sign-in, reload).
 */
export interface SessionRecord {
  key: 'current';
  uid: string;
  email: string;
  emailVerified: boolean;
}

export type SessionUser = Omit<SessionRecord, 'key'>;

export interface DocRecord {
  collection: string;
  id: string;
  data: DocData;
}

/**
 * A stored mail. `seq` orders the mailbox (newest first) even when two mails share a
 * millisecond. Mails stored before reset mails existed have no `kind`: they are verify mails
 * (no index needs it, so the schema version stays). A reset mail's link works once: `usedAt`.
 */
export interface MailRecord extends Omit<Mail, 'kind'> {
  kind?: Mail['kind'];
  seq?: number;
  usedAt?: string;
}

/** The one Dexie database of the local backend: accounts, session, documents, mailbox. */
export class LocalDb extends Dexie {
  declare accounts: Table<AccountRecord, string>;
  declare sessions: Table<SessionRecord, string>;
  declare docs: Table<DocRecord, [string, string]>;
  declare mails: Table<MailRecord, number>;
  /**
   * Kept in the page's memory, not on the device (docs/architecture.md "The device's store"):
   * nothing stored here is saved, so every document reads as pending
   */
  readonly inMemory: boolean;

  constructor(name: string = DEFAULT_DB_NAME, memory?: MemoryIndexedDb) {
    super(name, memory);
    this.inMemory = memory !== undefined;
    this.version(1).stores({
      accounts: 'uid, &emailLower',
      sessions: 'key',
      docs: '[collection+id], collection',
      mails: '++seq, &id, &token',
    });
  }
}

export const SESSION_KEY = 'current';

export function sessionOf(account: AccountRecord): SessionRecord {
  return { key: SESSION_KEY, uid: account.uid, email: account.email, emailVerified: account.emailVerified };
}

export async function readSession(db: LocalDb): Promise<SessionUser | null> {
  const session = await db.sessions.get(SESSION_KEY);
  if (!session) return null;
  return { uid: session.uid, email: session.email, emailVerified: session.emailVerified };
}

export function deleteLocalDb(name: string): Promise<void> {
  return Dexie.delete(name);
}
