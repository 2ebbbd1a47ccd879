/**
 * The one port every backend implements. It is Firestore-shaped and deliberately small:
 * business rules live above it in `features/`, permissions below it (firestore.rules, or
 * the local adapter's rule check). It imports nothing, and speaks in codes, never in the
 * words a user reads (docs/contributing.md, house rule 7).
 *
 * Offline first (docs/architecture.md, "Writes and reads at the pitch side"):
 * - a write goes to the device at once and reaches the server later. Write methods return
 *   nothing to await (`NotAwaitable` makes `await` of one a compile error) and report a later
 *   refusal through their `onRefused` callback. The one write that waits for the server,
 *   `confirmedBatch`, says so in its name and is time-boxed.
 * - a read answers from the device first: watches deliver the cached state at once and then
 *   the server's; `get` answers from the cache when it holds the document.
 */

export type DocData = Record<string, unknown>;

export interface Doc<T extends DocData = DocData> {
  id: string;
  data: T;
  /** true while a local write to this document has not reached the server */
  pending: boolean;
}

/** Filter on this field to match document ids (Firestore's `documentId()`). */
export const DOCUMENT_ID = '__name__';

/** A range comparison; a query may hold ranges on one field only (docs/QUERIES.md). */
export type RangeOp = '<' | '<=' | '>' | '>=';

/**
 * A range matches only documents whose field has the value's type (numbers, strings, booleans
 * or Dates), compared in Firestore's order; its value is never null, an array or a map.
 */
export type Filter = { field: string; op: '==' | 'in' | RangeOp; value: unknown };

/** Documents without the field are left out, as Firestore leaves them out. */
export interface OrderBy {
  field: string;
  /** 'asc' unless said */
  direction?: 'asc' | 'desc';
}

export interface QuerySpec {
  collection: string;
  /** all filters must hold; an `in` value is an array (the product of all `in` lists ≤ 30) */
  where?: Filter[];
  /**
   * the order of the results, ties broken by document id (in the last order's direction);
   * with a range, the first order is on the range's field. Without one: by document id.
   */
  orderBy?: OrderBy[];
  /** at most this many documents, cut after ordering: a positive integer */
  limit?: number;
}

/**
 * A field value the server replaces with its own clock when the write reaches it
 * (Firestore's `serverTimestamp()`); it reads back as a Date (an estimate while pending).
 * Rules may require it (`request.time`), e.g. a join code's `reservedAt`.
 */
export class ServerTimestamp {
  private readonly kind = 'server-timestamp';
  toString(): string {
    return this.kind;
  }
}
export const SERVER_TIMESTAMP = new ServerTimestamp();

/**
 * `update` data keys are field paths: `{ 'address.city': 'Leeds' }` changes one nested field
 * and keeps its siblings. `set` keys are plain field names; with `merge` nested maps merge.
 */
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

export interface DocResult<T extends DocData = DocData> {
  /** null when the document does not exist (as far as the source knows) */
  doc: Doc<T> | null;
  /** true when the answer came from the device cache, not confirmed by a server */
  fromCache: boolean;
}

/** Firestore's error codes, which both adapters speak. */
export type DataErrorCode =
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'unavailable'
  | 'deadline-exceeded'
  | 'invalid-argument'
  | 'failed-precondition'
  | 'resource-exhausted'
  | 'unauthenticated'
  | 'cancelled'
  | 'unknown';

export class DataError extends Error {
  constructor(
    readonly code: DataErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'DataError';
  }
}

export function isDataError(error: unknown, code?: DataErrorCode): error is DataError {
  return error instanceof DataError && (code === undefined || error.code === code);
}

/** Called when the server (or the local rules) refuses a write that was already shown. */
export type OnRefused = (error: DataError) => void;

/**
 * What a write returns: nothing to wait for. Its callable-but-unusable `then` makes
 * `await data.set(...)` a type error (TS1320), so no screen can hang on a write that never
 * settles offline. At run time a write returns undefined.
 */
export interface NotAwaitable {
  readonly then: (writesAreNotAwaited: never, useOnRefused: never) => never;
}

export interface ReadOptions {
  /**
   * 'cache-first' (default for `get`): the device's copy when it has one, else the server.
   * 'server': the server only (e.g. a join code must be current). Either way an answer that
   * needs the server fails with 'unavailable' after `timeoutMs`.
   */
  source?: 'cache-first' | 'server';
  timeoutMs?: number;
}

/** How long a read that needs the server may take before it fails with 'unavailable'. */
export const DEFAULT_SERVER_READ_TIMEOUT_MS = 10_000;

/** Firestore's limits, enforced by the local backend too (docs/architecture.md, "Rules are not filters"). */
export const FIRESTORE_LIMITS = {
  /** writes in one batch */
  batchWrites: 500,
  /** distinct documents the rules may read (get/getAfter/exists) for one query */
  ruleReadsPerQuery: 10,
  /** ... for one single-document write, and for each write inside a batch */
  ruleReadsPerWrite: 10,
  /** ... for a whole batch */
  ruleReadsPerBatch: 20,
  /** the product of the lengths of a query's `in` lists */
  disjunctions: 30,
  /** the spec's lookup chunk (docs/product.md §9): an `in` query judged by rules stays within 10 reads */
  lookupChunk: 10,
} as const;

export interface DataPort {
  /** a fresh random document id, usable offline */
  newId(collection: string): string;
  get<T extends DocData = DocData>(collection: string, id: string, options?: ReadOptions): Promise<Doc<T> | null>;
  /**
   * The server's answer, or the device cache's (`fromCache`) when the server does not answer
   * within the time box. Refused whole ('permission-denied') unless the rules allow the query
   * from its filters, whatever the data.
   */
  query<T extends DocData = DocData>(
    spec: QuerySpec,
    options?: Pick<ReadOptions, 'timeoutMs'>,
  ): Promise<QueryResult<T>>;
  /** the cached state at once (when there is one), then every change; stops after an error */
  watchDoc<T extends DocData = DocData>(
    collection: string,
    id: string,
    onNext: (result: DocResult<T>) => void,
    onError: (error: DataError) => void,
  ): Unsubscribe;
  watchQuery<T extends DocData = DocData>(
    spec: QuerySpec,
    onNext: (result: QueryResult<T>) => void,
    onError: (error: DataError) => void,
  ): Unsubscribe;
  set(collection: string, id: string, data: DocData, onRefused: OnRefused, options?: { merge?: boolean }): NotAwaitable;
  update(collection: string, id: string, data: DocData, onRefused: OnRefused): NotAwaitable;
  delete(collection: string, id: string, onRefused: OnRefused): NotAwaitable;
  /** all or nothing; more than 500 writes are refused whole ('invalid-argument') */
  batch(ops: WriteOp[], onRefused: OnRefused): NotAwaitable;
  /**
   * The one write that waits for the server, for flows that need its answer (joining by
   * code). Resolves once the server accepted the batch; rejects with the refusal, or with
   * 'deadline-exceeded' after `timeoutMs` (the batch then stays queued on the device).
   */
  confirmedBatch(ops: WriteOp[], timeoutMs: number): Promise<void>;
  /** resolves true when every local write has reached the server within `withinMs` */
  allWritesSynced(withinMs: number): Promise<boolean>;
}

export interface AuthUser {
  uid: string;
  email: string;
  emailVerified: boolean;
}

export type AuthErrorCode =
  | 'invalid-credential'
  | 'email-already-in-use'
  | 'weak-password'
  | 'invalid-email'
  | 'not-signed-in'
  | 'invalid-action-code'
  | 'too-many-requests'
  | 'network'
  | 'unknown';

/**
 * Auth failures carry a stable code; the words a user reads live in the features.
 * `serviceMessage` is the auth service's own explanation where it has one worth showing
 * (docs/product.md §8: "Registration failed or the service message"), e.g. its password policy.
 */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    readonly serviceMessage?: string,
  ) {
    super(serviceMessage ?? code);
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
  /**
   * Sends a password reset link to the address. Resolves alike whether or not the address has
   * an account (nobody learns which addresses are registered); rejects only when it could not
   * try (AuthError 'network', 'too-many-requests', 'invalid-email').
   */
  sendPasswordReset(email: string): Promise<void>;
  /**
   * Sets a new password with the code of a reset link (the local mailbox's token, Firebase's
   * `oobCode`); the code works once. AuthError 'invalid-action-code' for an unknown, used or
   * expired code, 'weak-password' for a password the policy refuses. Signs nobody in.
   */
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /**
   * Checks the signed-in user's password again (Firebase: a fresh sign-in, which deleting the
   * account asks for): AuthError 'invalid-credential' for a wrong one, 'network' offline.
   */
  confirmPassword(password: string): Promise<void>;
  /**
   * Deletes the signed-in account for good, after confirmPassword, and signs out (listeners get
   * null). The data is the caller's to delete first: afterwards the rules know nobody.
   */
  deleteAccount(): Promise<void>;
}

/** Mails kept on this device: local backend only. */
export interface Mail {
  id: string;
  /** what the mail's link does: verify the address, open the form for a new password, or open the app (an invitation) */
  kind: 'verify' | 'reset' | 'invite';
  to: string;
  token: string;
  sentAt: string;
  /** an invitation's words (`Robin Park invited you to be a guardian of Mia Park`) */
  subject?: string;
}

export interface MailboxPort {
  watch(onNext: (mails: Mail[]) => void): Unsubscribe;
  /** "sends" an invitation to an address: a mail whose link opens the app (never awaited by a screen) */
  sendInvite(to: string, subject: string): Promise<void>;
  /** marks the address of the mail with this token verified; returns that address, or null */
  verify(token: string): Promise<string | null>;
}

export type BackendKind = 'local' | 'firebase';

/**
 * Whether the server answers (the Firebase backend): 'silent' while it is unreachable or does
 * not answer in time, as on a ground's weak signal that accepts and then hangs.
 */
export type ServerReach = 'answering' | 'silent';

export interface ServerReachPort {
  current(): ServerReach;
  subscribe(onChange: (reach: ServerReach) => void): Unsubscribe;
  /** asks the server now (after sign-in, on coming back to the app); answers through subscribe */
  check(): Promise<void>;
}

/** What the Firebase backend tells about its server. */
export interface DeviceSync {
  reach: ServerReachPort;
}

/** Whether this page keeps its data on the device, both backends (docs/architecture.md "The device's store"). */
export interface DeviceStore {
  /** 'memory' when IndexedDB refused, or had not answered when the start's wait ran out */
  mode: 'persistent' | 'memory';
  /** in memory, the writes nothing keeps yet (the server has not answered; local: all); else 0 */
  unsavedWrites(): number;
  subscribe(onChange: () => void): Unsubscribe;
}

/** A child a queued join is for: their person id and name as shown when ticked ('' when none). */
export interface QueuedJoinChild {
  id: string;
  name: string;
  /** every guardian's person id, the first first (linked to the group with the child) */
  guardians?: string[];
}

/**
 * A join by code that could not reach the server, waiting on this device (docs/architecture.md,
 * "Writes and reads at the pitch side"): who joins with which code, for which account.
 */
export interface QueuedJoin {
  /** assigned by the queue */
  id: string;
  /** the account that queued it: only that account lists and replays it */
  uid: string;
  /** the code, normalised (trimmed, no spaces, upper case) */
  code: string;
  /** the signed-in person joins */
  me: boolean;
  /** the ticked children who join */
  children: QueuedJoinChild[];
  /**
   * when the join was first tried (ISO): a membership the server accepted after that try's
   * time box carries a later `createdAt`, so a replay can tell it from an older one
   */
  firstTriedAt: string;
}

export type NewQueuedJoin = Omit<QueuedJoin, 'id'>;

/**
 * Actions that need the server, kept on the device until it answers (firebase backend only;
 * on the local backend everything is on the device already). Items are per account and keep
 * the order they were added in; they survive reloads and are shared by the device's tabs.
 */
export interface DeviceQueuePort {
  /** keeps the join after those queued before it; resolves with it as stored */
  add(join: NewQueuedJoin): Promise<QueuedJoin>;
  /** the account's queued joins, oldest first */
  list(uid: string): Promise<QueuedJoin[]>;
  /** narrows who a queued join is still for (the others joined meanwhile); no-op when it is gone */
  update(id: string, who: Pick<QueuedJoin, 'me' | 'children'>): Promise<void>;
  /** takes the join off the queue (cancelled, or finished); no-op when it is gone */
  remove(id: string): Promise<void>;
  /** the account's queued joins now, then after every change in this tab or another; stops after an error */
  watch(uid: string, onNext: (joins: QueuedJoin[]) => void, onError: (error: DataError) => void): Unsubscribe;
  /** runs `work` while no other run on this device (any tab) holds the queue: one replay at a time */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

export interface Backend {
  kind: BackendKind;
  auth: AuthPort;
  data: DataPort;
  mailbox?: MailboxPort;
  /** actions that need the server, kept on the device until it answers (firebase backend) */
  deviceQueue?: DeviceQueuePort;
  /** the Firebase backend: whether the server answers */
  sync?: DeviceSync;
  /** whether the device keeps this page's data (without one, it does: tests) */
  store?: DeviceStore;
}
