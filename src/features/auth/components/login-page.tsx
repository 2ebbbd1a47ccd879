import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLogin } from '../hooks/use-login';
import { safeReturnTo } from '../model/return-to';
import { useLoadedSession } from '../../../app/session';
import { AuthLayout } from './auth-layout';
import { VerificationPanel } from './verification-panel';

export function LoginPage({ redirect }: { redirect?: string }) {
  const session = useLoadedSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const goOn = () => navigate({ href: safeReturnTo(redirect), replace: true });
  return (
    <AuthLayout>
      {session.user && !session.user.emailVerified ? (
        <VerificationPanel backend={session.backend} email={session.user.email} onVerified={goOn} />
      ) : null}
      <LoginForm
        email={email}
        password={password}
        onEmail={setEmail}
        onPassword={setPassword}
        redirect={redirect}
        onSignedIn={goOn}
      />
    </AuthLayout>
  );
}

interface LoginFormProps {
  email: string;
  password: string;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  redirect?: string;
  onSignedIn: () => void;
}

function LoginForm({ email, password, onEmail, onPassword, redirect, onSignedIn }: LoginFormProps) {
  const { busy, login } = useLogin(useLoadedSession().backend, onSignedIn);
  function submit(event: FormEvent) {
    event.preventDefault();
    void login(email, password);
  }
  return (
    <section className="card auth-card" aria-labelledby="login-title">
      <h1 id="login-title" className="card-title">
        Log in
      </h1>
      <form onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => onEmail(e.target.value)} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
        <Button type="submit" busy={busy} className="block">
          Login
        </Button>
      </form>
      <p className="auth-switch">
        New to Pitchside?{' '}
        <Link to="/register" search={redirect ? { redirect } : {}}>
          Create an account
        </Link>
      </p>
    </section>
  );
}
