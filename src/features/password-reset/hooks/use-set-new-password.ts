import { useState } from 'react';
import type { Backend } from '../../../backend/ports';
import type { ReportFailure } from '../../../domain/writes/report';
import { checkNewPassword, type NewPasswordField, newPasswordFailure } from '../model/reset-form';

interface SetNewPasswordCallbacks {
  onChanged: () => void;
  /** the link was already used, has expired or is unknown */
  onInvalidLink: () => void;
  onFailed: ReportFailure<NewPasswordField>;
}

/** Sets the new password with the reset link's one-time code; signs nobody in. */
export function useSetNewPassword(
  backend: Backend,
  code: string,
  { onChanged, onInvalidLink, onFailed }: SetNewPasswordCallbacks,
) {
  const [busy, setBusy] = useState(false);

  async function setPassword(password: string, confirmation: string) {
    const checked = checkNewPassword(password, confirmation);
    if (!checked.ok) {
      onFailed(checked.error, checked.field);
      return;
    }
    setBusy(true);
    try {
      await backend.auth.confirmPasswordReset(code, checked.value);
      onChanged();
    } catch (error) {
      console.warn('Setting the new password failed', error);
      const failure = newPasswordFailure(error);
      if ('invalidLink' in failure) onInvalidLink();
      else onFailed(failure.message, failure.field);
    } finally {
      setBusy(false);
    }
  }

  return { busy, setPassword };
}
