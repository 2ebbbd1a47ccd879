import { useState } from 'react';
import type { Backend } from '../../../backend/ports';
import { toast } from '../../../lib/toast';
import { loginErrorText } from '../model/auth-error-text';
import { checkLogin } from '../model/credentials';
import { greetVerifiedSignIn } from './complete-verified-sign-in';
import { sendVerificationMail } from './use-verification-actions';

/**
 * Signs in. A verified user is greeted and sent on (`onSignedIn`); an unverified one gets a
 * fresh verification mail and stays on the login screen, where the panel appears.
 */
export function useLogin(backend: Backend, onSignedIn: () => void) {
  const [busy, setBusy] = useState(false);

  async function login(email: string, password: string) {
    const checked = checkLogin(email, password);
    if (!checked.ok) {
      toast.error(checked.error);
      return;
    }
    setBusy(true);
    try {
      const user = await backend.auth.signIn(checked.value.email, checked.value.password);
      if (!user.emailVerified) {
        await sendVerificationMail(backend);
        return;
      }
      greetVerifiedSignIn(backend.data, user);
      onSignedIn();
    } catch (error) {
      toast.error(loginErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, login };
}
