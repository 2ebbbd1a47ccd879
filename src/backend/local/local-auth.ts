import { liveQuery } from 'dexie';
import { AuthError, type AuthPort, type AuthUser } from '../ports';
import { type AccountRecord, type LocalDb, SESSION_KEY, type SessionUser, readSession, sessionOf } from './local-db';
import { confirmReset, sendResetMail } from './local-password-reset';
import { DEFAULT_PASSWORD_ITERATIONS, hashPassword, verifyPassword } from './password-hash';
import { newUid, randomHex } from './random-ids';

export const MIN_PASSWORD_LENGTH = 6;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LocalAuthOptions {
  /** PBKDF2 iterations for new accounts; tests lower it, the default is 600,000 */
  passwordIterations?: number;
}

export interface LocalAuth extends AuthPort {
  /** stops following the shared session (tests, teardown) */
  close(): void;
}

// Codes only: the words a user reads live in the features (house rule 7).
const errors = {
  invalidEmail: () => new AuthError('invalid-email'),
  weakPassword: () => new AuthError('weak-password'),
  emailInUse: () => new AuthError('email-already-in-use'),
  invalidCredential: () => new AuthError('invalid-credential'),
  notSignedIn: () => new AuthError('not-signed-in'),
};

function toUser(session: SessionUser | null): AuthUser | null {
  return session ? { uid: session.uid, email: session.email, emailVerified: session.emailVerified } : null;
}

function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  return a?.uid === b?.uid && a?.email === b?.email && a?.emailVerified === b?.emailVerified;
}

function normaliseEmail(email: string): { email: string; emailLower: string } {
  const trimmed = email.trim();
  if (!EMAIL_PATTERN.test(trimmed)) throw errors.invalidEmail();
  return { email: trimmed, emailLower: trimmed.toLowerCase() };
}

/**
 * Accounts and the session live in Dexie, so a session survives a reload and is shared by the
 * device's tabs. `currentUser()` is synchronous: the session is loaded before this resolves and
 * kept in memory, refreshed by this tab's calls and by a live query on the shared session.
 */
export async function createLocalAuth(db: LocalDb, options: LocalAuthOptions = {}): Promise<LocalAuth> {
  const iterations = options.passwordIterations ?? DEFAULT_PASSWORD_ITERATIONS;
  const listeners = new Set<(user: AuthUser | null) => void>();
  let current = await refreshSession(db);

  function publish(next: AuthUser | null): AuthUser | null {
    current = next;
    for (const listener of [...listeners]) {
      try {
        listener(next);
      } catch (error) {
        // one failing listener must not keep the others (or the caller) from the new state
        console.error('An auth listener failed', error);
      }
    }
    return next;
  }

  // This tab's session changes run one at a time, so a check of the shared session never
  // overtakes (and undoes) a sign-in or sign-out made here.
  let queue: Promise<unknown> = Promise.resolve();
  function exclusive<R>(task: () => Promise<R>): Promise<R> {
    const run = queue.then(task);
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  // Another tab changed the session: the live query only signals; the state is read afresh.
  let closed = false;
  const sharedSession = liveQuery(() => readSession(db)).subscribe({
    next: () =>
      void exclusive(async () => {
        if (closed) return;
        const next = toUser(await readSession(db));
        if (!closed && !sameUser(next, current)) publish(next);
      }).catch((error: unknown) => {
        if (!closed) console.error('Reading the local session failed', error);
      }),
    error: (error: unknown) => console.error('Local session watch failed', error),
  });

  async function signUp(emailInput: string, password: string): Promise<AuthUser> {
    const { email, emailLower } = normaliseEmail(emailInput);
    if (password.length < MIN_PASSWORD_LENGTH) throw errors.weakPassword();
    if (await db.accounts.where('emailLower').equals(emailLower).count()) throw errors.emailInUse();
    // hashing is not IndexedDB work, so it must finish before the transaction starts
    const account: AccountRecord = {
      uid: newUid(),
      email,
      emailLower,
      emailVerified: false,
      password: await hashPassword(password, iterations),
      createdAt: new Date().toISOString(),
    };
    try {
      await db.transaction('rw', db.accounts, db.sessions, async () => {
        await db.accounts.add(account);
        await db.sessions.put(sessionOf(account));
      });
    } catch (error) {
      // another tab registered the same address meanwhile: the unique index refused it
      if ((error as { name?: string } | null)?.name === 'ConstraintError') throw errors.emailInUse();
      throw error;
    }
    return publish(toUser(sessionOf(account))) as AuthUser;
  }

  async function signIn(emailInput: string, password: string): Promise<AuthUser> {
    const { emailLower } = normaliseEmail(emailInput);
    const account = await db.accounts.where('emailLower').equals(emailLower).first();
    if (!account || !(await verifyPassword(password, account.password))) throw errors.invalidCredential();
    await db.sessions.put(sessionOf(account));
    return publish(toUser(sessionOf(account))) as AuthUser;
  }

  async function sendVerification(): Promise<void> {
    if (!current) throw errors.notSignedIn();
    await db.mails.add({
      id: newUid(),
      kind: 'verify',
      to: current.email,
      token: randomHex(32),
      sentAt: new Date().toISOString(),
    });
  }

  // The same answer whether or not the address has an account: nobody learns who is registered.
  async function sendPasswordReset(emailInput: string): Promise<void> {
    const { emailLower } = normaliseEmail(emailInput);
    await sendResetMail(db, emailLower);
  }

  return {
    currentUser: () => (current ? { ...current } : null),
    onChange(listener) {
      listeners.add(listener);
      listener(current ? { ...current } : null);
      return () => listeners.delete(listener);
    },
    signUp: (email, password) => exclusive(() => signUp(email, password)),
    signIn: (email, password) => exclusive(() => signIn(email, password)),
    sendVerification,
    sendPasswordReset,
    confirmPasswordReset: (token, newPassword) =>
      confirmReset(db, token, newPassword, { minLength: MIN_PASSWORD_LENGTH, iterations }),
    confirmPassword: (password) =>
      exclusive(async () => {
        const account = current ? await db.accounts.get(current.uid) : undefined;
        if (!account) throw errors.notSignedIn();
        if (!(await verifyPassword(password, account.password))) throw errors.invalidCredential();
      }),
    // the account record and the session go; the mails sent to the address stay in the device's mailbox
    deleteAccount: () =>
      exclusive(async () => {
        if (!current) throw errors.notSignedIn();
        const { uid } = current;
        await db.transaction('rw', db.accounts, db.sessions, async () => {
          await db.accounts.delete(uid);
          await db.sessions.delete(SESSION_KEY);
        });
        publish(null);
      }),
    reload: () => exclusive(async () => publish(await refreshSession(db))),
    signOut: () =>
      exclusive(async () => {
        await db.sessions.delete(SESSION_KEY);
        publish(null);
      }),
    close() {
      closed = true;
      sharedSession.unsubscribe();
    },
  };
}

/** Re-reads the signed-in account (its email may have been verified meanwhile) into the session. */
async function refreshSession(db: LocalDb): Promise<AuthUser | null> {
  return db.transaction('rw', db.accounts, db.sessions, async () => {
    const session = await readSession(db);
    if (!session) return null;
    const account = await db.accounts.get(session.uid);
    if (!account) {
      await db.sessions.delete(SESSION_KEY);
      return null;
    }
    const fresh = sessionOf(account);
    if (!sameUser(toUser(fresh), toUser(session))) await db.sessions.put(fresh);
    return toUser(fresh);
  });
}
