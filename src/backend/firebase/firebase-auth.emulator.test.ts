// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { type Auth, getIdTokenResult } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthError, type AuthPort, type AuthUser } from '../ports';
import { createFirebaseAuthPort, initFirebaseAuth } from './firebase-auth';
import { startTokenSync } from './token-sync';

/**
 * The AuthPort against the real Auth emulator. Runs only where one is up, e.g.
 *   npx firebase emulators:exec --only auth --project demo-pitchside \
 *     "npx vitest run src/backend/firebase/firebase-auth.emulator.test.ts"
 * (emulators:exec sets FIREBASE_AUTH_EMULATOR_HOST).
 */
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId = 'demo-pitchside';

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The newest mail of this kind the emulator "sent" to the address. */
async function lastMailTo(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET'): Promise<OobCode> {
  const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const code = oobCodes.filter((item) => item.email === email && item.requestType === requestType).at(-1);
  if (!code) throw new Error(`no ${requestType} mail for ${email}`);
  return code;
}

const verificationLinkFor = async (email: string) => (await lastMailTo(email, 'VERIFY_EMAIL')).oobLink;
const resetCodeFor = async (email: string) => (await lastMailTo(email, 'PASSWORD_RESET')).oobCode;

describe.skipIf(!emulatorHost)('Firebase AuthPort against the Auth emulator', () => {
  let app: FirebaseApp;
  let auth: Auth;
  let port: AuthPort;
  let tokenServer: Server;
  const postedTokens: string[] = [];
  const seen: (AuthUser | null)[] = [];
  const afterSignOut = vi.fn(async () => {});
  const email = `coach-${Date.now()}@example.test`;
  const password = 'secret-123';

  beforeAll(async () => {
    tokenServer = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        postedTokens.push((JSON.parse(body) as { idToken: string }).idToken);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => tokenServer.listen(0, '127.0.0.1', resolve));
    const address = tokenServer.address();
    if (typeof address !== 'object' || address === null) throw new Error('no port');

    app = initializeApp({ apiKey: 'demo-api-key', projectId }, `auth-emulator-${Date.now()}`);
    // The browser code itself: in Node neither persistence is available and Auth falls back to memory.
    auth = initFirebaseAuth(app, true);
    startTokenSync(auth, `http://127.0.0.1:${address.port}/token`);
    await auth.authStateReady();
    port = createFirebaseAuthPort(auth, { afterSignOut });
    port.onChange((user) => seen.push(user));
  });

  afterAll(async () => {
    await deleteApp(app);
    await new Promise((resolve) => tokenServer.close(resolve));
  });

  it('starts signed out and refuses to send a verification mail', async () => {
    expect(port.currentUser()).toBeNull();
    expect(seen).toEqual([null]);
    await expect(port.sendVerification()).rejects.toEqual(new AuthError('not-signed-in'));
  });

  it("passes on the service's message for a weak password", async () => {
    await expect(port.signUp(email, 'abc')).rejects.toMatchObject({
      code: 'weak-password',
      serviceMessage: 'Password should be at least 6 characters',
    });
  });

  it('signs up unverified, tells listeners, and posts the ID token', async () => {
    const user = await port.signUp(email, password);
    expect(user).toEqual({ uid: expect.any(String), email, emailVerified: false });
    expect(port.currentUser()).toEqual(user);
    expect(seen.at(-1)).toEqual(user);
    await vi.waitFor(() => expect(postedTokens.length).toBeGreaterThan(0));
  });

  it('refuses a second account with the same email', async () => {
    await expect(port.signUp(email, password)).rejects.toMatchObject({ code: 'email-already-in-use' });
  });

  it('verifies through the mailed link, and reload() shows it, notifies, and refreshes the token', async () => {
    await port.sendVerification();
    const opened = await fetch(await verificationLinkFor(email));
    expect(opened.ok).toBe(true);
    const before = seen.length;
    const user = await port.reload();
    expect(user?.emailVerified).toBe(true);
    expect(seen.length).toBeGreaterThan(before);
    expect(seen.at(-1)?.emailVerified).toBe(true);
    // Firestore's rules read the claim from the token, so it must be fresh after verifying.
    const current = auth.currentUser;
    if (!current) throw new Error('signed out');
    expect((await getIdTokenResult(current)).claims.email_verified).toBe(true);
  });

  it('signs out, runs the cache clean-up, and tells listeners', async () => {
    await port.signOut();
    expect(port.currentUser()).toBeNull();
    expect(seen.at(-1)).toBeNull();
    expect(afterSignOut).toHaveBeenCalledTimes(1);
    expect(await port.reload()).toBeNull();
  });

  it('maps a wrong password and a malformed email', async () => {
    await expect(port.signIn(email, 'wrong-password')).rejects.toEqual(new AuthError('invalid-credential'));
    await expect(port.signIn('not-an-email', password)).rejects.toMatchObject({ code: 'invalid-email' });
  });

  it('signs in verified and posts the new token', async () => {
    const posted = postedTokens.length;
    const user = await port.signIn(email, password);
    expect(user).toEqual({ uid: expect.any(String), email, emailVerified: true });
    expect(seen.at(-1)).toEqual(user);
    await vi.waitFor(() => expect(postedTokens.length).toBeGreaterThan(posted));
  });

  it('answers a reset request for an unknown address as for a known one', async () => {
    await expect(port.sendPasswordReset(`nobody-${Date.now()}@example.test`)).resolves.toBeUndefined();
  });

  it('refuses a code that is not one', async () => {
    await expect(port.confirmPasswordReset('not-a-code', 'new-secret-456')).rejects.toEqual(
      new AuthError('invalid-action-code'),
    );
  });

  it('resets the password with the mailed code, once, signing nobody in; the old password stops working', async () => {
    await port.signOut();
    await port.sendPasswordReset(email);
    const code = await resetCodeFor(email);
    await expect(port.confirmPasswordReset(code, 'new-secret-456')).resolves.toBeUndefined();
    expect(port.currentUser()).toBeNull();
    await expect(port.confirmPasswordReset(code, 'other-secret-789')).rejects.toEqual(
      new AuthError('invalid-action-code'),
    );
    await expect(port.signIn(email, password)).rejects.toEqual(new AuthError('invalid-credential'));
    await expect(port.signIn(email, 'new-secret-456')).resolves.toMatchObject({ email });
  });

  it('checks the password again, then deletes the account for good: signed out, the address signs in no more', async () => {
    await expect(port.confirmPassword('wrong-secret')).rejects.toEqual(new AuthError('invalid-credential'));
    await expect(port.confirmPassword('new-secret-456')).resolves.toBeUndefined();
    afterSignOut.mockClear();
    await port.deleteAccount();
    expect(port.currentUser()).toBeNull();
    expect(seen.at(-1)).toBeNull();
    expect(afterSignOut).toHaveBeenCalledTimes(1);
    await expect(port.signIn(email, 'new-secret-456')).rejects.toEqual(new AuthError('invalid-credential'));
    await expect(port.deleteAccount()).rejects.toEqual(new AuthError('not-signed-in'));
  });
});
