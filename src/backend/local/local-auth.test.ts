import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthError, type AuthUser, type Mail } from '../ports';
import { createLocalBackend } from './local-backend';
import { deleteLocalDb, LocalDb } from './local-db';
import { freshDbName, nextValue, openTestBackend, type TestBackend } from '../../../assurance/local/local-test-kit';

let t: TestBackend;

beforeEach(async () => {
  t = await openTestBackend();
});
afterEach(async () => {
  await t.cleanup();
});

const auth = () => t.backend.auth;

async function authError(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

function watchMails(): Promise<Mail[]> {
  return nextValue<Mail[]>(
    (onNext) => t.backend.mailbox.watch(onNext),
    (mails) => mails.length > 0,
  );
}

describe('sign up', () => {
  it('creates an unverified account, signs it in and keeps the email as typed, trimmed', async () => {
    const user = await auth().signUp('  Ann.Lee@Example.com ', 'secret1');
    expect(user).toEqual({
      uid: expect.stringMatching(/^[A-Za-z0-9]{28}$/),
      email: 'Ann.Lee@Example.com',
      emailVerified: false,
    });
    expect(auth().currentUser()).toEqual(user);
    const account = await t.db.accounts.get(user.uid);
    expect(account).toMatchObject({
      email: 'Ann.Lee@Example.com',
      emailLower: 'ann.lee@example.com',
      emailVerified: false,
    });
  });

  it('stores a PBKDF2 hash with a 16-byte salt, never the password', async () => {
    const user = await auth().signUp('ann@example.com', 'secret1');
    const account = await t.db.accounts.get(user.uid);
    expect(account?.password).toMatchObject({
      algorithm: 'PBKDF2-SHA256',
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(JSON.stringify(account)).not.toContain('secret1');
  });

  it('stores 600,000 iterations by default', async () => {
    const dbName = freshDbName();
    const backend = await createLocalBackend({ dbName });
    const db = new LocalDb(dbName);
    try {
      const user = await backend.auth.signUp('ann@example.com', 'secret1');
      expect((await db.accounts.get(user.uid))?.password.iterations).toBe(600_000);
    } finally {
      backend.close();
      db.close();
      await deleteLocalDb(dbName);
    }
  });

  it('refuses an address already registered, in any letter case', async () => {
    await auth().signUp('ann@example.com', 'secret1');
    const error = await authError(auth().signUp('ANN@Example.COM', 'secret2'));
    expect(error.code).toBe('email-already-in-use');
    expect(error.serviceMessage).toBeUndefined();
  });

  it('lets only one of two tabs register the same address at the same time', async () => {
    const otherTab = await t.openAnotherTab();
    const outcomes = await Promise.allSettled([
      auth().signUp('ann@example.com', 'secret1'),
      otherTab.auth.signUp('ANN@example.com', 'secret2'),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'email-already-in-use' });
    expect(await t.db.accounts.count()).toBe(1);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const error = await authError(auth().signUp('ann@example.com', '12345'));
    expect(error.code).toBe('weak-password');
    expect(error.serviceMessage).toBeUndefined();
    expect(auth().currentUser()).toBeNull();
  });

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'a nn@example.com'])(
    'refuses the address %j',
    async (email) => {
      const error = await authError(auth().signUp(email, 'secret1'));
      expect(error.code).toBe('invalid-email');
      expect(error.serviceMessage).toBeUndefined();
    },
  );
});

describe('sign in and out', () => {
  beforeEach(async () => {
    await auth().signUp('Ann@Example.com', 'secret1');
    await auth().signOut();
  });

  it('signs in with the address in any case and the right password', async () => {
    const user = await auth().signIn('ann@example.COM', 'secret1');
    expect(user.email).toBe('Ann@Example.com');
    expect(auth().currentUser()).toEqual(user);
  });

  it.each([
    ['a wrong password', 'ann@example.com', 'secret2'],
    ['an unknown address', 'bob@example.com', 'secret1'],
    ['an empty password', 'ann@example.com', ''],
  ])('refuses %s with one code', async (_label, email, password) => {
    const error = await authError(auth().signIn(email, password));
    expect(error.code).toBe('invalid-credential');
    expect(error.serviceMessage).toBeUndefined();
    expect(auth().currentUser()).toBeNull();
  });

  it('signs out', async () => {
    await auth().signIn('ann@example.com', 'secret1');
    await auth().signOut();
    expect(auth().currentUser()).toBeNull();
  });

  it('keeps the session when the backend is created again on the same database (a reload)', async () => {
    const user = await auth().signIn('ann@example.com', 'secret1');
    const reopened = await t.openAnotherTab();
    expect(reopened.auth.currentUser()).toEqual(user);
    await reopened.auth.signOut();
    expect((await t.openAnotherTab()).auth.currentUser()).toBeNull();
  });
});

describe('leaving for good', () => {
  beforeEach(async () => {
    await auth().signUp('Ann@Example.com', 'secret1');
  });

  it('checks the password again: the right one passes, a wrong one is refused with the login’s code', async () => {
    await expect(auth().confirmPassword('secret1')).resolves.toBeUndefined();
    expect((await authError(auth().confirmPassword('secret2'))).code).toBe('invalid-credential');
    expect(auth().currentUser()?.email).toBe('Ann@Example.com');
  });

  it('deletes the account: signed out, the address signs in no more and may register again', async () => {
    const seen: (AuthUser | null)[] = [];
    const stop = auth().onChange((user) => seen.push(user));
    await auth().deleteAccount();
    stop();
    expect(auth().currentUser()).toBeNull();
    expect(seen.at(-1)).toBeNull();
    expect((await authError(auth().signIn('ann@example.com', 'secret1'))).code).toBe('invalid-credential');
    expect((await t.openAnotherTab()).auth.currentUser()).toBeNull();
    await expect(auth().signUp('ann@example.com', 'secret3')).resolves.toMatchObject({ email: 'ann@example.com' });
  });

  it('refuses both when nobody is signed in', async () => {
    await auth().signOut();
    expect((await authError(auth().confirmPassword('secret1'))).code).toBe('not-signed-in');
    expect((await authError(auth().deleteAccount())).code).toBe('not-signed-in');
  });
});

describe('onChange', () => {
  it('fires at once with the current state, then on sign in, reload and sign out', async () => {
    const seen: (AuthUser | null)[] = [];
    const stop = auth().onChange((user) => seen.push(user));
    expect(seen).toEqual([null]);
    const user = await auth().signUp('ann@example.com', 'secret1');
    expect(seen).toEqual([null, user]);
    await auth().reload();
    expect(seen).toEqual([null, user, user]);
    await auth().signOut();
    expect(seen).toEqual([null, user, user, null]);
    stop();
    await auth().signIn('ann@example.com', 'secret1');
    expect(seen).toHaveLength(4);
  });

  it('follows a sign-in and a sign-out in another tab', async () => {
    const otherTab = await t.openAnotherTab();
    const signedIn = nextValue<AuthUser | null>(
      (onNext) => auth().onChange(onNext),
      (user) => user !== null,
    );
    const user = await otherTab.auth.signUp('ann@example.com', 'secret1');
    expect(await signedIn).toEqual(user);
    expect(auth().currentUser()).toEqual(user);
    const signedOut = nextValue<AuthUser | null>(
      (onNext) => auth().onChange(onNext),
      (next) => next === null,
    );
    await otherTab.auth.signOut();
    expect(await signedOut).toBeNull();
    expect(auth().currentUser()).toBeNull();
  });
});

describe('verification through the mailbox', () => {
  it('refuses to send a mail when nobody is signed in', async () => {
    const error = await authError(auth().sendVerification());
    expect(error.code).toBe('not-signed-in');
    expect(error.serviceMessage).toBeUndefined();
  });

  it('sends a mail with a random token to the signed-in address', async () => {
    await auth().signUp('Ann@Example.com', 'secret1');
    await auth().sendVerification();
    const [mail] = await watchMails();
    expect(mail).toEqual({
      id: expect.any(String),
      kind: 'verify',
      to: 'Ann@Example.com',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('lists mails newest first', async () => {
    await auth().signUp('ann@example.com', 'secret1');
    await auth().sendVerification();
    await auth().signUp('bob@example.com', 'secret1');
    await auth().sendVerification();
    const mails = await nextValue<Mail[]>(
      (onNext) => t.backend.mailbox.watch(onNext),
      (list) => list.length === 2,
    );
    expect(mails.map((mail) => mail.to)).toEqual(['bob@example.com', 'ann@example.com']);
  });

  it('verifies the address, which shows after reload and signs nobody in', async () => {
    await auth().signUp('Ann@Example.com', 'secret1');
    await auth().sendVerification();
    await auth().signOut();
    const [mail] = await watchMails();
    expect(await t.backend.mailbox.verify(mail?.token ?? '')).toBe('Ann@Example.com');
    expect(auth().currentUser()).toBeNull();

    const user = await auth().signIn('ann@example.com', 'secret1');
    expect(user.emailVerified).toBe(true);
  });

  it('updates a signed-in user on reload, like Firebase, and tells the listeners', async () => {
    await auth().signUp('ann@example.com', 'secret1');
    await auth().sendVerification();
    const [mail] = await watchMails();
    const otherTab = await t.openAnotherTab();
    await otherTab.mailbox.verify(mail?.token ?? '');
    expect(auth().currentUser()?.emailVerified).toBe(false);

    const seen: (AuthUser | null)[] = [];
    auth().onChange((user) => seen.push(user));
    const reloaded = await auth().reload();
    expect(reloaded?.emailVerified).toBe(true);
    expect(auth().currentUser()?.emailVerified).toBe(true);
    expect(seen.at(-1)?.emailVerified).toBe(true);
    // the other tab follows the shared session
    await nextValue<AuthUser | null>(
      (onNext) => otherTab.auth.onChange(onNext),
      (next) => next?.emailVerified === true,
    );
  });

  it('answers an unknown token with null', async () => {
    expect(await t.backend.mailbox.verify('0'.repeat(64))).toBeNull();
    expect(await t.backend.mailbox.verify('')).toBeNull();
  });

  it('reloads to null when nobody is signed in', async () => {
    expect(await auth().reload()).toBeNull();
  });

  it('restores a verified state when the app starts again', async () => {
    await auth().signUp('ann@example.com', 'secret1');
    await auth().sendVerification();
    const [mail] = await watchMails();
    await t.backend.mailbox.verify(mail?.token ?? '');
    expect((await t.openAnotherTab()).auth.currentUser()?.emailVerified).toBe(true);
  });
});
