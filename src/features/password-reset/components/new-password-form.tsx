import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { Backend } from '../../../backend/ports';
import { Button, buttonClassName } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { useSetNewPassword } from '../hooks/use-set-new-password';
import { limits } from '../../../domain/account/credentials';
import { type NewPasswordField, resetMessages } from '../model/reset-form';

type Outcome = 'editing' | 'changed' | 'invalid-link';

/** The form a reset link opens: the new password twice; the link works once. */
export function NewPasswordForm({ backend, code }: { backend: Backend; code: string }) {
  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('editing');
  const form = useFieldErrors<NewPasswordField>();
  const { busy, setPassword } = useSetNewPassword(backend, code, {
    onChanged: () => setOutcome('changed'),
    onInvalidLink: () => setOutcome('invalid-link'),
    onFailed: form.fail,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    void setPassword(password, confirmation);
  }

  if (outcome === 'changed') {
    return (
      <section className="card notice success" aria-labelledby="reset-done-title">
        <h1 id="reset-done-title" className="card-title">
          Password changed
        </h1>
        <p role="status">{resetMessages.changed}</p>
        <Link to="/login" className={buttonClassName('primary')}>
          Go to login
        </Link>
      </section>
    );
  }

  if (outcome === 'invalid-link') {
    return (
      <section className="card notice" aria-labelledby="reset-invalid-title">
        <h1 id="reset-invalid-title" className="card-title">
          This link does not work
        </h1>
        <p role="alert">{resetMessages.invalidLink}</p>
        <Link to="/reset-password" className={buttonClassName('primary')}>
          Send a new link
        </Link>
      </section>
    );
  }

  return (
    <section className="card auth-card" aria-labelledby="new-password-title">
      <h1 id="new-password-title" className="card-title">
        Choose a password
      </h1>
      <form onSubmit={submit} noValidate>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters."
          textLimit={limits.passwordMax}
          value={password}
          onChange={(e) => setPasswordValue(e.target.value)}
          {...form.bind('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          {...form.bind('confirmation')}
        />
        <Button type="submit" busy={busy} className="block">
          Set password
        </Button>
      </form>
    </section>
  );
}
