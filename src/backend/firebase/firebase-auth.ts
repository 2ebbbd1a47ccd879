import {
  type Auth,
  browserLocalPersistence,
  confirmPasswordReset as firebaseConfirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  reload as reloadUser,
  sendEmailVerification,
  sendPasswordResetEmail,
  signOut as firebaseSignOut,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import { AuthError, type AuthPort, type AuthUser } from '../ports';
import { isUserNotFound, toAuthError, toResetError } from './auth-errors';
import { EMULATORS_AT_ORIGIN } from './emulators-at-origin';

export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

/**
 * Auth with the device's persistent sign-in and no popup/redirect resolver: the app signs in
 * with email and password only, and leaving the resolver out keeps about 7 KiB gzip off the bundle.
 * `keepSignIn` 'local-storage' is for a page whose IndexedDB did not answer (firebase-start.ts).
 */
export function initFirebaseAuth(
  app: FirebaseApp,
  useEmulator: boolean,
  keepSignIn: 'indexeddb' | 'local-storage' = 'indexeddb',
): Auth {
  const persistence =
    keepSignIn === 'indexeddb' ? [indexedDBLocalPersistence, browserLocalPersistence] : [browserLocalPersistence];
  const auth = initializeAuth(app, { persistence });
  if (useEmulator)
    connectAuthEmulator(auth, EMULATORS_AT_ORIGIN ? location.origin : AUTH_EMULATOR_URL, { disableWarnings: true });
  return auth;
}

export function toAuthUser(user: User | null): AuthUser | null {
  return user ? { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified } : null;
}

function stateKey(user: AuthUser | null): string {
  return user ? `${user.uid}|${user.email}|${user.emailVerified}` : '';
}

export interface FirebaseAuthPortOptions {
  /** runs after a successful sign-out, e.g. to clear the device's Firestore cache */
  afterSignOut?: () => Promise<void>;
}

/**
 * The AuthPort over a Firebase Auth instance. Call it after `auth.authStateReady()` so that
 * `currentUser()` is right from the start.
 */
export function createFirebaseAuthPort(auth: Auth, options: FirebaseAuthPortOptions = {}): AuthPort {
  const listeners = new Set<(user: AuthUser | null) => void>();
  let lastKey = stateKey(toAuthUser(auth.currentUser));

  const emit = (user: AuthUser | null) => {
    lastKey = stateKey(user);
    for (const listener of [...listeners]) listener(user);
  };
  const emitIfChanged = (user: AuthUser | null) => {
    if (stateKey(user) !== lastKey) emit(user);
  };

  // The ID-token listener, unlike onAuthStateChanged, also fires when the same user signs in
  // again or a refreshed token carries a newly verified email; the key drops repeats. Firebase
  // notifies about neither reload() nor a changed emailVerified, so reload() emits itself.
  onIdTokenChanged(auth, (user) => emitIfChanged(toAuthUser(user)));

  async function signedInWith(action: () => Promise<{ user: User }>): Promise<AuthUser> {
    try {
      const { user } = await action();
      const mapped = toAuthUser(user) as AuthUser;
      emitIfChanged(mapped);
      return mapped;
    } catch (error) {
      throw toAuthError(error);
    }
  }

  /** Nobody is signed in any more (signed out, or the account deleted): listeners told, the device's data cleared. */
  async function signedOut() {
    emitIfChanged(null);
    await options.afterSignOut?.();
  }

  return {
    currentUser: () => toAuthUser(auth.currentUser),

    onChange(listener) {
      listeners.add(listener);
      listener(toAuthUser(auth.currentUser));
      return () => {
        listeners.delete(listener);
      };
    },

    signUp: (email, password) => signedInWith(() => createUserWithEmailAndPassword(auth, email, password)),

    signIn: (email, password) => signedInWith(() => signInWithEmailAndPassword(auth, email, password)),

    async sendVerification() {
      const user = auth.currentUser;
      if (!user) throw new AuthError('not-signed-in');
      try {
        await sendEmailVerification(user);
      } catch (error) {
        throw toAuthError(error);
      }
    },

    async reload() {
      const user = auth.currentUser;
      if (!user) {
        emit(null);
        return null;
      }
      try {
        await reloadUser(user);
        await refreshTokenIfVerifiedSinceIssued(user);
      } catch (error) {
        // A deleted or disabled account signs the user out inside the SDK: that is an answer, not a failure.
        if (!auth.currentUser) {
          emit(null);
          return null;
        }
        throw toAuthError(error);
      }
      const mapped = toAuthUser(auth.currentUser);
      emit(mapped);
      return mapped;
    },

    async sendPasswordReset(email) {
      try {
        await sendPasswordResetEmail(auth, email.trim());
      } catch (error) {
        // With email enumeration protection on, the service answers alike by itself; without
        // it, an unknown address must still get the same answer as a known one.
        if (isUserNotFound(error)) return;
        throw toAuthError(error);
      }
    },

    async confirmPasswordReset(code, newPassword) {
      try {
        await firebaseConfirmPasswordReset(auth, code, newPassword);
      } catch (error) {
        throw toResetError(error);
      }
    },

    async confirmPassword(password) {
      const user = auth.currentUser;
      if (!user?.email) throw new AuthError('not-signed-in');
      try {
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
      } catch (error) {
        throw toAuthError(error);
      }
    },

    async deleteAccount() {
      const user = auth.currentUser;
      if (!user) throw new AuthError('not-signed-in');
      try {
        await deleteUser(user);
      } catch (error) {
        throw toAuthError(error);
      }
      await signedOut();
    },

    async signOut() {
      try {
        await firebaseSignOut(auth);
      } catch (error) {
        throw toAuthError(error);
      }
      await signedOut();
    },
  };
}

/**
 * reload() refreshes `emailVerified` on the user but not the ID token, and Firestore's rules
 * read `request.auth.token.email_verified` from the token: without a fresh token every write
 * of a just-verified user would be refused until the hourly refresh.
 */
async function refreshTokenIfVerifiedSinceIssued(user: User): Promise<void> {
  if (!user.emailVerified) return;
  const { claims } = await user.getIdTokenResult();
  if (claims.email_verified !== true) await user.getIdToken(true);
}
