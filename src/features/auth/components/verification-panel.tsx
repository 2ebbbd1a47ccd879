import { Link } from '@tanstack/react-router';
import type { Backend } from '../../../backend/ports';
import { Button } from '../../../components/ui/button';
import { config } from '../../../lib/config';
import { useVerificationActions } from '../hooks/use-verification-actions';
import { resendButtonText } from '../model/resend-wait';

interface VerificationPanelProps {
  backend: Backend;
  email: string;
  onVerified: () => void;
}

/**
 * Holds an unverified user on the login screen until their email is verified. It looks again
 * by itself (at once when it opens, when the tab comes back into view, and every 10 s), so
 * opening the mail on this device and coming back is enough. `Resend verification` counts its
 * 60-second wait down on itself.
 */
export function VerificationPanel({ backend, email, onVerified }: VerificationPanelProps) {
  const { busy, resend, checkAgain, resendWait } = useVerificationActions(backend, onVerified);
  return (
    <section className="card verification-panel" aria-labelledby="verify-title">
      <h2 id="verify-title" className="card-title">
        Verify your email
      </h2>
      <p className="verify-address">
        <strong>{email}</strong> is not verified yet.
      </p>
      <p>We sent a link to that address. Open it, then come back here: this page moves on by itself once you have.</p>
      {config.backend === 'local' ? (
        <p className="muted">
          In local mode mails stay on this device: open the <Link to="/mailbox">Mailbox</Link>.
        </p>
      ) : null}
      <div className="actions">
        <Button variant="secondary" onClick={resend} busy={busy === 'resend'} disabled={resendWait > 0}>
          {resendButtonText(resendWait)}
        </Button>
        <Button onClick={checkAgain} busy={busy === 'check'}>
          I've verified — Check again
        </Button>
      </div>
    </section>
  );
}
