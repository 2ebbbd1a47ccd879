import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { Backend } from '../../../backend/ports';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { config } from '../../../lib/config';
import { useSendResetLink } from '../hooks/use-send-reset-link';
import { limits } from '../../../domain/account/credentials';
import { type ResetRequestField, resetMessages } from '../model/reset-form';

/** Asks for the address to send a reset link to; the answer never tells whether it has an account. */
export function RequestResetForm({ backend }: { backend: Backend }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const form = useFieldErrors<ResetRequestField>();
  const { busy, send } = useSendResetLink(backend, () => setSent(true), form.fail);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    void send(email);
  }

  if (sent) {
    return (
      <section className="card notice success" aria-labelledby="reset-sent-title">
        <h1 id="reset-sent-title" className="card-title">
          Check your inbox
        </h1>
        <p role="status">{resetMessages.linkOnItsWay}</p>
        {config.backend === 'local' ? (
          <p className="muted">
            In local mode mails stay on this device: open the <Link to="/mailbox">Mailbox</Link>.
          </p>
        ) : null}
        <div className="actions">
          <Link to="/login" className="btn btn-secondary">
            Back to login
          </Link>
          <Button variant="ghost" onClick={() => setSent(false)}>
            Use another address
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="card auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title" className="card-title">
        Reset your password
      </h1>
      <p className="muted">Enter the address you registered with. We will send a link to set a new password.</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          textLimit={limits.emailMax}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...form.bind('email')}
        />
        <Button type="submit" busy={busy} className="block">
          Send reset link
        </Button>
      </form>
      <p className="auth-switch">
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
