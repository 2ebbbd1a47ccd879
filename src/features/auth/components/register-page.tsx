import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useRegister } from '../hooks/use-register';
import { useLoadedSession } from '../../../app/session';
import { AuthLayout } from './auth-layout';

export function RegisterPage({ redirect }: { redirect?: string }) {
  const { backend } = useLoadedSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, register } = useRegister(backend, () =>
    navigate({ to: '/login', search: redirect ? { redirect } : {} }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    void register(email, password, confirmation);
  }

  return (
    <AuthLayout>
      <section className="card auth-card" aria-labelledby="register-title">
        <h1 id="register-title" className="card-title">
          Create your account
        </h1>
        <form onSubmit={submit} noValidate>
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 6 characters."
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
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
