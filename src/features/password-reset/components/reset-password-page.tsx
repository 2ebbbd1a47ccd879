import { useLoadedSession } from '../../../session/session';
import { AuthLayout } from '../../../components/ui/auth-layout';
import { type ResetSearch, resetCodeOf } from '../model/reset-form';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';

/**
 * `/reset-password`, open in any auth state: without a code it asks where to send a reset
 * link; opened from that link (`?token=` from the local mailbox, `?oobCode=` from Firebase's
 * mail) it sets the new password.
 */
export function ResetPasswordPage({ search }: { search: ResetSearch }) {
  const { backend } = useLoadedSession();
  const code = resetCodeOf(search);
  return (
    <AuthLayout>
      {code ? <NewPasswordForm key={code} backend={backend} code={code} /> : <RequestResetForm backend={backend} />}
    </AuthLayout>
  );
}
