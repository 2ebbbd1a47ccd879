import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { toast } from '../../../lib/toast';
import { useChildren } from '../../../domain/children/children-query';
import { type Child, childDisplayName, childName } from '../../../domain/children/child-list';
import { useActor } from '../../../domain/groups/use-actor';
import { useProfile } from '../../../domain/person/profile-query';
import { isParent } from '../../../domain/person/user-profile';
import { useJoinByCode } from '../hooks/use-join-by-code';
import { useJoinQueueReplay } from '../hooks/use-join-queue-replay';
import { queueTexts } from '../model/queued-join';
import { QueuedJoins } from './queued-joins';

const NOBODY_TICKED = 'Tick at least one person to join';

/**
 * `/join`: the one flow that waits for the server (a non-member can read nothing of the
 * group before joining), so `Join` stays busy until it answers. The code is taken as typed:
 * the hook trims and upper-cases it, so "abcd efgh" from a phone keyboard works as read out.
 * On the firebase backend a join the server does not answer (offline, or no answer within the
 * time box) waits in the device queue: the user stays here, the field is cleared, and the join
 * is listed under `Waiting to join` until it is replayed or cancelled.
 */
export function JoinPage() {
  const navigate = useNavigate();
  const join = useJoinByCode();
  // who joins is known once the account's person id is: until then Join waits (a press would fail)
  const personKnown = useActor() !== undefined;
  const replayQueue = useJoinQueueReplay();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  // a double click submits twice before `busy` re-renders: the ref holds at once
  const inFlight = useRef(false);
  const form = useFieldErrors<'code'>();
  const profile = useProfile();
  const children = useChildren();
  // docs/product.md: a Parent with children ticks who joins; `Me` is ticked to start with
  const family = isParent(profile.data?.doc?.data) && children.status === 'ready' ? children.value : [];
  const [me, setMe] = useState(true);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [nobody, setNobody] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    form.reset();
    const joiningChildren = family.filter((child) => ticked.has(child.id));
    const joinsMe = me || family.length === 0;
    setNobody(!joinsMe && joiningChildren.length === 0);
    if (!joinsMe && joiningChildren.length === 0) {
      toast.error(NOBODY_TICKED);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const { summary, queued } = await join(code, {
        me: joinsMe,
        children: joiningChildren.map((child) => ({ id: child.id, name: childDisplayName(child.profile) })),
      });
      // the server answered: joins waiting from earlier may go now
      if (!queued) replayQueue();
      if (summary.joined) {
        toast.success(summary.joined);
        for (const problem of summary.problems) toast.error(problem);
        if (queued) toast.message(queueTexts.queued);
        void navigate({ to: '/manage' });
      } else if (queued) {
        for (const problem of summary.problems) toast.error(problem);
        toast.message(queueTexts.queued);
        setCode('');
      } else {
        // every failure is about the code (or the connection): shown at the field
        form.fail(summary.problems.join(' '), 'code');
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function tick(child: Child, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(child.id);
      else next.delete(child.id);
      return next;
    });
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
          {family.length > 0 ? (
            <fieldset className="join-people" aria-describedby={nobody ? 'join-people-error' : undefined}>
              <legend>Who joins</legend>
              <label className="join-person">
                <input type="checkbox" checked={me} onChange={(e) => setMe(e.target.checked)} />
                Me
              </label>
              {family.map((child) => (
                <label key={child.id} className="join-person">
                  <input
                    type="checkbox"
                    checked={ticked.has(child.id)}
                    onChange={(e) => tick(child, e.target.checked)}
                  />
                  {childName(child.profile)}
                </label>
              ))}
              {nobody ? (
                <p id="join-people-error" className="field-error">
                  {NOBODY_TICKED}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <div className="actions">
            <Button type="submit" busy={busy} disabled={!personKnown}>
              Join
            </Button>
          </div>
        </form>
      </Card>
      <QueuedJoins />
    </div>
  );
}
