import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Mail, MailboxPort } from '../../../backend/ports';
import { Card } from '../../../components/ui/card';
import { AuthLayout } from '../../../components/ui/auth-layout';
import { useLoadedSession } from '../../../session/session';

type Verification = { state: 'idle' } | { state: 'working' } | { state: 'done'; email: string } | { state: 'invalid' };

function useMails(mailbox: MailboxPort) {
  const [mails, setMails] = useState<Mail[] | null>(null);
  useEffect(() => mailbox.watch(setMails), [mailbox]);
  return mails;
}

function useVerification(mailbox: MailboxPort, token: string | undefined): Verification {
  const [result, setResult] = useState<Verification>(token ? { state: 'working' } : { state: 'idle' });
  useEffect(() => {
    if (!token) return setResult({ state: 'idle' });
    let live = true;
    setResult({ state: 'working' });
    mailbox
      .verify(token)
      .then((email) => live && setResult(email ? { state: 'done', email } : { state: 'invalid' }))
      .catch(() => live && setResult({ state: 'invalid' }));
    return () => {
      live = false;
    };
  }, [mailbox, token]);
  return result;
}

/** One mail: a verification link (mails written before `kind` existed are verifications), a reset link, or an invitation. */
function MailItem({ mail }: { mail: Mail }) {
  const reset = mail.kind === 'reset';
  if (mail.kind === 'invite')
    return (
      <li className="mail-item">
        <div className="mail-text">
          <strong>To: {mail.to}</strong>
          <div className="muted">
            {mail.subject} · <time dateTime={mail.sentAt}>{new Date(mail.sentAt).toLocaleString()}</time>
          </div>
        </div>
        <Link to="/login">Open Pitchside as {mail.to}</Link>
      </li>
    );
  return (
    <li className="mail-item">
      <div className="mail-text">
        <strong>To: {mail.to}</strong>
        <div className="muted">
          {reset ? 'Reset your Pitchside password' : 'Verify your Pitchside email'} ·{' '}
          <time dateTime={mail.sentAt}>{new Date(mail.sentAt).toLocaleString()}</time>
        </div>
      </div>
      {reset ? (
        <Link to="/reset-password" search={{ token: mail.token }}>
          Reset password for {mail.to}
        </Link>
      ) : (
        <Link to="/mailbox" search={{ token: mail.token }}>
          Verify {mail.to}
        </Link>
      )}
    </li>
  );
}

/**
 * Local mode's stand-in for an email inbox: the mails sent on this device, newest first.
 * Opening a verification link verifies that address; it signs nobody in. A reset link opens
 * the form for a new password.
 */
export function MailboxPage({ token }: { token?: string }) {
  const { backend } = useLoadedSession();
  const mailbox = backend.mailbox as MailboxPort;
  const mails = useMails(mailbox);
  const verification = useVerification(mailbox, token);

  return (
    <AuthLayout>
      {verification.state === 'done' ? (
        <div className="card notice success" role="status">
          <p>Email verified. You can log in now.</p>
          <p className="muted">{verification.email}</p>
          <Link to="/login">Go to login</Link>
        </div>
      ) : null}
      {verification.state === 'invalid' ? (
        <div className="card notice" role="alert">
          This verification link is not valid. Send a new one from the login screen.
        </div>
      ) : null}
      <Card title="Mailbox">
        <p className="muted">
          Local mode keeps mails (verification and password reset) on this device instead of sending them.
        </p>
        {mails === null ? <p>Loading mails…</p> : null}
        {mails?.length === 0 ? (
          <p>No mails yet. Mails appear here when you register, log in unverified or ask for a password reset.</p>
        ) : null}
        {mails && mails.length > 0 ? (
          <ul className="mail-list">
            {mails.map((mail) => (
              <MailItem key={mail.id} mail={mail} />
            ))}
          </ul>
        ) : null}
      </Card>
    </AuthLayout>
  );
}
