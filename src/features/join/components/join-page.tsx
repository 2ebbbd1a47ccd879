import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { toast } from '../../../lib/toast';
import { useJoinByCode } from '../hooks/use-join-by-code';

/**
 * `/join`: the one flow that waits for the server (a non-member can read nothing of the
 * group before joining), so `Join` stays busy until it answers. The code is taken as typed:
 * the hook trims and upper-cases it, so "abcd efgh" from a phone keyboard works as read out.
 */
export function JoinPage() {
  const navigate = useNavigate();
  const join = useJoinByCode();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFieldErrors<'code'>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    form.reset();
    setBusy(true);
    try {
      const outcome = await join(code);
      if (outcome.ok) {
        toast.success(outcome.value.message);
        void navigate({ to: '/manage' });
      } else {
        // every failure is about the code (or the connection): shown at the field
        form.fail(outcome.error, 'code');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page">
      <h1>Join a club or team</h1>
      <Card className="form-card">
        <p className="muted">Enter the join code your coach or organiser shared with you.</p>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="Join code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            {...form.bind('code')}
          />
          <div className="actions">
            <Button type="submit" busy={busy}>
              Join
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
