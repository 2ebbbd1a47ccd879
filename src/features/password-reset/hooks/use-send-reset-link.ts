import { useState } from 'react';
import type { Backend } from '../../../backend/ports';
import type { ReportFailure } from '../../../domain/writes/report';
import { checkResetEmail, type ResetRequestField, resetRequestFailure } from '../model/reset-form';

/**
 * Asks the auth service to send a reset link. `onSent` runs whether or not the address has an
 * account (the port answers alike); only a request that could not be made fails.
 */
export function useSendResetLink(
  backend: Backend,
  onSent: (email: string) => void,
  onFailed: ReportFailure<ResetRequestField>,
) {
  const [busy, setBusy] = useState(false);

  async function send(email: string) {
    const checked = checkResetEmail(email);
    if (!checked.ok) {
      onFailed(checked.error, checked.field);
      return;
    }
    setBusy(true);
    try {
      await backend.auth.sendPasswordReset(checked.value);
      onSent(checked.value);
    } catch (error) {
      console.warn('Sending the reset link failed', error);
      const failure = resetRequestFailure(error);
      onFailed(failure.message, failure.field);
    } finally {
      setBusy(false);
    }
  }

  return { busy, send };
}
