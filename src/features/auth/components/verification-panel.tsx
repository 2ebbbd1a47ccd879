import { Link } from '@tanstack/react-router';
import type { Backend } from '../../../backend/ports';
import { config } from '../../../lib/config';
import { Button } from '../../../components/ui/button';
import { useVerificationActions } from '../hooks/use-verification-actions';

interface VerificationPanelProps {
  backend: Backend;
  email: string;
  onVerified: () => void;
}

/** Holds an unverified user on the login screen until their email is verified. */
export function VerificationPanel({ backend, email, onVerified }: VerificationPanelProps) {
  const { busy, resend, checkAgain } = useVerificationActions(backend, onVerified);
  return (
    <section className="card verification-panel" aria-labelledby="verify-title">
      <h2 id="verify-title" className="card-title">
        Verify your email
      </h2>
      <p>
        We sent a verification link to <strong>{email}</strong>. Open it, then come back here.
      </p>
      {config.backend === 'local' ? (
        <p className="muted">
          In local mode mails stay on this device: open the <Link to="/mailbox">Mailbox</Link>.
        </p>
      ) : null}
      <div className="actions">
        <Button variant="secondary" onClick={resend} busy={busy === 'resend'}>
          Resend verification
        </Button>
        <Button onClick={checkAgain} busy={busy === 'check'}>
          I've verified — Check again
        </Button>
      </div>
    </section>
  );
}
