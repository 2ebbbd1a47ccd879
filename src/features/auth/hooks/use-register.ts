import { useState } from 'react';
import type { Backend } from '../../../backend/ports';
import { toast } from '../../../lib/toast';
import { writeRegistrationRecords } from '../../../domain/person/write-registration-records';
import { authTexts, registrationErrorText } from '../../../domain/account/auth-error-text';
import { checkRegistration, type RegistrationField, registrationErrorField } from '../../../domain/account/credentials';
import type { ReportFailure } from '../../../domain/writes/report';
import { sendVerificationMail } from './use-verification-actions';

export const registrationMessages = { failed: authTexts.registrationFailed, welcome: 'Welcome!' } as const;

/**
 * Creates the account (which signs it in), writes its records without waiting for the server
 * (profile, account pointer, email entry), sends the verification mail, greets, then
 * `onRegistered` (to the login panel).
 */
export function useRegister(
  loadBackend: () => Promise<Backend>,
  onRegistered: () => void,
  onFailed: ReportFailure<RegistrationField>,
) {
  const [busy, setBusy] = useState(false);

  async function register(email: string, password: string, confirmation: string) {
    const checked = checkRegistration(email, password, confirmation);
    if (!checked.ok) {
      onFailed(checked.error, checked.field);
      return;
    }
    setBusy(true);
    try {
      // loaded by now, unless the form was sent before the backend's chunk arrived
      const backend = await loadBackend();
      const user = await backend.auth.signUp(checked.value.email, checked.value.password);
      writeRegistrationRecords(backend.data, user);
      await sendVerificationMail(backend);
      toast.success(registrationMessages.welcome);
      onRegistered();
    } catch (error) {
      onFailed(registrationErrorText(error), registrationErrorField(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, register };
}
