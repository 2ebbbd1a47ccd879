/**
 * The one port every backend implements. It is Firestore-shaped and deliberately small:
 * business rules live above it in `features/`, permissions below it (firestore.rules, or
 * the local adapter's rule check).
 *
 * Offline first: write methods return a promise that settles when the write is durable on
 * the server. UI code must NOT await it (it never settles offline on Firebase); it fires the
 * write, relies on watches to show the pending state, and attaches `.catch` to report a
 * refusal. Reads resolve from the cache when the server cannot be reached.
 */

export type DocData = Record<string, unknown>;

export interface Doc<T extends DocData = DocData> {
  id: string;
  data: T;
  /** true while a local write to this document has not reached the server */
  pending: boolean;
}

export type Filter = { field: string; op: '==' | 'in'; value: unknown };

export interface QuerySpec {
  collection: string;
  /** all filters must hold; an `in` value is an array of at most 30 values */
  where?: Filter[];
}

export type WriteOp =
  | { kind: 'set'; collection: string; id: string; data: DocData; merge?: boolean }
  | { kind: 'update'; collection: string; id: string; data: DocData }
  | { kind: 'delete'; collection: string; id: string };

export type Unsubscribe = () => void;

export interface QueryResult<T extends DocData = DocData> {
  docs: Doc<T>[];
  /** true when the result came from the device cache, not confirmed by a server */
  fromCache: boolean;
}

export interface DataPort {
  /** a fresh random document id, usable offline */
  newId(collection: string): string;
  get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null>;
  query<T extends DocData = DocData>(spec: QuerySpec): Promise<Doc<T>[]>;
  watchDoc<T extends DocData = DocData>(
    collection: string,
    id: string,
    onNext: (doc: Doc<T> | null) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  watchQuery<T extends DocData = DocData>(
    spec: QuerySpec,
    onNext: (result: QueryResult<T>) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  set(collection: string, id: string, data: DocData, options?: { merge?: boolean }): Promise<void>;
  update(collection: string, id: string, data: DocData): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  /** all or nothing */
  batch(ops: WriteOp[]): Promise<void>;
  /** resolves true when every local write has reached the server within `withinMs` */
  allWritesSynced(withinMs: number): Promise<boolean>;
}

export interface AuthUser {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/** Auth failures carry a stable code and a message fit to show a user. */
export class AuthError extends Error {
  constructor(
    readonly code:
      | 'invalid-credential'
      | 'email-already-in-use'
      | 'weak-password'
      | 'invalid-email'
      | 'not-signed-in'
      | 'too-many-requests'
      | 'network'
      | 'unknown',
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export interface AuthPort {
  currentUser(): AuthUser | null;
  /** called at once with the current state, then on every sign-in, sign-out and reload */
  onChange(listener: (user: AuthUser | null) => void): Unsubscribe;
  signUp(email: string, password: string): Promise<AuthUser>;
  signIn(email: string, password: string): Promise<AuthUser>;
  /** sends the verification mail to the signed-in user; AuthError('not-signed-in') otherwise */
  sendVerification(): Promise<void>;
  /** refreshes the signed-in user (e.g. emailVerified) and notifies listeners */
  reload(): Promise<AuthUser | null>;
  /** clears the device's data of this user where the backend keeps any (Firestore cache) */
  signOut(): Promise<void>;
}

/** Verification mails kept on this device: local backend only. */
export interface Mail {
  id: string;
  to: string;
  token: string;
  sentAt: string;
}

export interface MailboxPort {
  watch(onNext: (mails: Mail[]) => void): Unsubscribe;
  /** marks the address of the mail with this token verified; returns that address, or null */
  verify(token: string): Promise<string | null>;
}

export type BackendKind = 'local' | 'firebase';

export interface Backend {
  kind: BackendKind;
  auth: AuthPort;
  data: DataPort;
  mailbox?: MailboxPort;
}

let backendPromise: Promise<Backend> | undefined;

/**
 * The backend of this build, loaded on first use so a page that needs none (the landing
 * page) downloads none. `__BACKEND__` is a build-time constant: the other adapter is
 * dropped from the bundle.
 */
export function loadBackend(): Promise<Backend> {
  backendPromise ??= (
    __BACKEND__ === 'firebase'
      ? import('./firebase/firebase-backend').then((m) => m.createFirebaseBackend())
      : import('./local/local-backend').then((m) => m.createLocalBackend())
  ).catch((error: unknown) => {
    backendPromise = undefined; // a failed chunk load may succeed on the next try
    throw error;
  });
  return backendPromise;
}

export const backendKind = __BACKEND__ as BackendKind;
