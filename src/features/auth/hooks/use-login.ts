import { useState } from 'react';
import type { Backend } from '../../../backend/ports';
import { toast } from '../../../lib/toast';
import type { ReportFailure } from '../../../domain/writes/report';
import { loginErrorText } from '../../../domain/account/auth-error-text';
import { checkLogin, type LoginField, loginErrorField } from '../../../domain/account/credentials';
import { sendVerificationMail, signedInMessage } from './use-verification-actions';

/**
 * Signs in. A verified user is greeted and sent on (`onSignedIn`); an unverified one gets a
 * fresh verification mail and stays on the login screen, where the panel appears. What the
 * app does after a verified sign-in (the claim question) runs in the app session, not here.
 */
export function useLogin(
  loadBackend: () => Promise<Backend>,
  onSignedIn: () => void,
  onFailed: ReportFailure<LoginField>,
) {
  const [busy, setBusy] = useState(false);

  async function login(email: string, password: string) {
    const checked = checkLogin(email, password);
    if (!checked.ok) {
      onFailed(checked.error, checked.field);
      return;
    }
    setBusy(true);
    try {
      // loaded by now, unless the form was sent before the backend's chunk arrived
      const backend = await loadBackend();
      const user = await backend.auth.signIn(checked.value.email, checked.value.password);
      if (!user.emailVerified) {
        await sendVerificationMail(backend);
        return;
      }
      toast.success(signedInMessage);
      onSignedIn();
    } catch (error) {
      onFailed(loginErrorText(error), loginErrorField(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, login };
}
