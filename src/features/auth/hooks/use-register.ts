import { useState } from 'react';
import type { Backend } from '../../../backend/ports';
import { reportRefusal } from '../../../lib/report-write-failure';
import { toast } from '../../../lib/toast';
import { newParentProfile, usersCollection } from '../../profile/model/user-profile';
import { authTexts, registrationErrorText } from '../model/auth-error-text';
import { checkRegistration } from '../model/credentials';
import { signInMessages } from './complete-verified-sign-in';
import { sendVerificationMail } from './use-verification-actions';

export const registrationMessages = { failed: authTexts.registrationFailed, welcome: 'Welcome!' } as const;

/**
 * Creates the account (which signs it in), writes its Parent profile without waiting for
 * the server, sends the verification mail, greets, then `onRegistered` (to the login panel).
 */
export function useRegister(backend: Backend, onRegistered: () => void) {
  const [busy, setBusy] = useState(false);

  async function register(email: string, password: string, confirmation: string) {
    const checked = checkRegistration(email, password, confirmation);
    if (!checked.ok) {
      toast.error(checked.error);
      return;
    }
    setBusy(true);
    try {
      const user = await backend.auth.signUp(checked.value.email, checked.value.password);
      backend.data.set(
        usersCollection,
        user.uid,
        newParentProfile(user, new Date().toISOString()),
        reportRefusal(signInMessages.saveFailed),
      );
      await sendVerificationMail(backend);
      toast.success(registrationMessages.welcome);
      onRegistered();
    } catch (error) {
      toast.error(registrationErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, register };
}
