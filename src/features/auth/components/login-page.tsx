import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { useSingleSubmit } from '../../../components/ui/use-single-submit';
import { useBackendWhenReady, useSession } from '../../../session/session';
import { useLogin } from '../hooks/use-login';
import { type LoginField, limits } from '../../../domain/account/credentials';
import { safeReturnTo } from '../model/return-to';
import { AuthLayout } from '../../../components/ui/auth-layout';
import { VerificationPanel } from './verification-panel';

export function LoginPage({ redirect }: { redirect?: string }) {
  // null while the backend loads: the form shows at once (skipWhenVerified)
  const session = useSession();
  const navigate = useNavigate();
  const goOn = () => navigate({ href: safeReturnTo(redirect), replace: true });
  return (
    <AuthLayout>
      {session?.user && !session.user.emailVerified ? (
        // keyed by account: signing in as someone else below starts a panel of their own
        <VerificationPanel
          key={session.user.uid}
          backend={session.backend}
          email={session.user.email}
          onVerified={goOn}
        />
      ) : null}
      <LoginForm redirect={redirect} onSignedIn={goOn} />
    </AuthLayout>
  );
}

function LoginForm({ redirect, onSignedIn }: { redirect?: string; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFieldErrors<LoginField>();
  const { busy, login } = useLogin(useBackendWhenReady(), onSignedIn, form.fail);

  const single = useSingleSubmit(submit);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    return login(email, password);
  }

  return (
    <section className="card auth-card" aria-labelledby="login-title">
      <h1 id="login-title" className="card-title">
        Log in
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
          autoComplete="current-password"
          textLimit={limits.passwordMax}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...form.bind('password')}
        />
        <p className="forgot-password">
          <Link to="/reset-password">Forgot password?</Link>
        </p>
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
