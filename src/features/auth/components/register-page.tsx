import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { useSingleSubmit } from '../../../components/ui/use-single-submit';
import { useBackendWhenReady } from '../../../session/session';
import { useRegister } from '../hooks/use-register';
import { limits, type RegistrationField } from '../../../domain/account/credentials';
import { AuthLayout } from '../../../components/ui/auth-layout';

export function RegisterPage({ redirect }: { redirect?: string }) {
  // the form shows before the backend has loaded (skipWhenVerified); the submit waits for it
  const loadBackend = useBackendWhenReady();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const form = useFieldErrors<RegistrationField>();
  const { busy, register } = useRegister(
    loadBackend,
    () => navigate({ to: '/login', search: redirect ? { redirect } : {} }),
    form.fail,
  );

  const single = useSingleSubmit(submit);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    return register(email, password, confirmation);
  }

  return (
    <AuthLayout>
      <section className="card auth-card" aria-labelledby="register-title">
        <h1 id="register-title" className="card-title">
          Create your account
        </h1>
        <form {...single.formProps} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            textLimit={limits.emailMax}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...form.bind('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint="At least 6 characters."
            textLimit={limits.passwordMax}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
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
            Register
          </Button>
        </form>
        <p className="auth-switch">
          Already have an account?{' '}
          <Link to="/login" search={redirect ? { redirect } : {}}>
            Log in
          </Link>
        </p>
      </section>
    </AuthLayout>
  );
}
