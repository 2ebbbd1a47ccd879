import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthError, type Mail } from '../ports';
import { RESET_LINK_LIFETIME_MS } from './local-password-reset';
import { nextValue, openTestBackend, type TestBackend } from '../../../assurance/local/local-test-kit';

let t: TestBackend;

beforeEach(async () => {
  t = await openTestBackend();
  await t.backend.auth.signUp('Ann@Example.com', 'secret1');
  await t.backend.auth.signOut();
});
afterEach(async () => {
  await t.cleanup();
});

const auth = () => t.backend.auth;

function mailsMatching(accept: (mails: Mail[]) => boolean): Promise<Mail[]> {
  return nextValue<Mail[]>((onNext) => t.backend.mailbox.watch(onNext), accept);
}

async function resetToken(): Promise<string> {
  const mails = await mailsMatching((list) => list.some((mail) => mail.kind === 'reset'));
  return mails.find((mail) => mail.kind === 'reset')?.token ?? '';
}

async function refusal(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

describe('sending a reset link', () => {
  it('puts a reset mail for the account’s address in the device mailbox, found in any letter case', async () => {
    await auth().sendPasswordReset(' ann@EXAMPLE.com ');
    const [mail] = await mailsMatching((list) => list.length > 0);
    expect(mail).toEqual({
      id: expect.any(String),
      kind: 'reset',
      to: 'Ann@Example.com',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      sentAt: expect.any(String),
    });
  });

  it('answers an unknown address alike, and sends nothing', async () => {
    await expect(auth().sendPasswordReset('bob@example.com')).resolves.toBeUndefined();
    expect(await t.db.mails.count()).toBe(0);
  });

  it('refuses a malformed address, as sign-up does', async () => {
    expect((await refusal(auth().sendPasswordReset('ann@'))).code).toBe('invalid-email');
  });

  it('reads a mail stored before mails had a kind as a verify mail', async () => {
    await t.db.mails.add({
      id: 'old',
      to: 'ann@example.com',
      token: 'ab'.repeat(32),
      sentAt: new Date().toISOString(),
    });
    const [mail] = await mailsMatching((list) => list.length > 0);
    expect(mail?.kind).toBe('verify');
  });
});

describe('setting a new password with the link', () => {
  it('replaces the password, hashed as at registration, and signs nobody in', async () => {
    const before = (await t.db.accounts.toArray())[0]?.password;
    await auth().sendPasswordReset('ann@example.com');
    await auth().confirmPasswordReset(await resetToken(), 'better-secret');
    expect(auth().currentUser()).toBeNull();
    const after = (await t.db.accounts.toArray())[0]?.password;
    expect(after).toMatchObject({ algorithm: 'PBKDF2-SHA256', iterations: before?.iterations });
    expect(after?.salt).not.toBe(before?.salt);
    expect(JSON.stringify(after)).not.toContain('better-secret');
    expect((await refusal(auth().signIn('ann@example.com', 'secret1'))).code).toBe('invalid-credential');
    await expect(auth().signIn('ann@example.com', 'better-secret')).resolves.toMatchObject({
      email: 'Ann@Example.com',
    });
  });

  it('works once', async () => {
    await auth().sendPasswordReset('ann@example.com');
    const token = await resetToken();
    await auth().confirmPasswordReset(token, 'better-secret');
    expect((await refusal(auth().confirmPasswordReset(token, 'other-secret'))).code).toBe('invalid-action-code');
    await expect(auth().signIn('ann@example.com', 'better-secret')).resolves.toBeTruthy();
  });

  it('spends the address’s older links too', async () => {
    await auth().sendPasswordReset('ann@example.com');
    const first = await resetToken();
    await auth().sendPasswordReset('ann@example.com');
    const mails = await mailsMatching((list) => list.length === 2);
    const second = mails.find((mail) => mail.token !== first)?.token ?? '';
    await auth().confirmPasswordReset(second, 'better-secret');
    expect((await refusal(auth().confirmPasswordReset(first, 'other-secret'))).code).toBe('invalid-action-code');
  });

  it('refuses a link older than an hour', async () => {
    await auth().sendPasswordReset('ann@example.com');
    const token = await resetToken();
    const sentAt = new Date(Date.now() - RESET_LINK_LIFETIME_MS - 1_000).toISOString();
    await t.db.mails.where('token').equals(token).modify({ sentAt });
    expect((await refusal(auth().confirmPasswordReset(token, 'better-secret'))).code).toBe('invalid-action-code');
    await expect(auth().signIn('ann@example.com', 'secret1')).resolves.toBeTruthy();
  });

  it('refuses a password shorter than 6 characters, keeping the link usable', async () => {
    await auth().sendPasswordReset('ann@example.com');
    const token = await resetToken();
    const error = await refusal(auth().confirmPasswordReset(token, '12345'));
    expect(error).toMatchObject({ code: 'weak-password', serviceMessage: undefined });
    await expect(auth().confirmPasswordReset(token, '123456')).resolves.toBeUndefined();
  });

  it.each([
    ['an unknown token', () => 'f'.repeat(64)],
    ['an empty token', () => ''],
  ])('refuses %s', async (_label, token) => {
    expect((await refusal(auth().confirmPasswordReset(token(), 'better-secret'))).code).toBe('invalid-action-code');
  });

  it('refuses a verification mail’s token, and a reset mail does not verify the address', async () => {
    await auth().signIn('ann@example.com', 'secret1');
    await auth().sendVerification();
    const [verify] = await mailsMatching((list) => list.length > 0);
    expect((await refusal(auth().confirmPasswordReset(verify?.token ?? '', 'better-secret'))).code).toBe(
      'invalid-action-code',
    );
    await auth().sendPasswordReset('ann@example.com');
    expect(await t.backend.mailbox.verify(await resetToken())).toBeNull();
    expect((await auth().reload())?.emailVerified).toBe(false);
  });
});
