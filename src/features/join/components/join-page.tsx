import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DeviceOnlyNote, deviceOnlyTexts, isDeviceOnly } from '../../../components/ui/device-only-note';
import { TextField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { toast } from '../../../lib/toast';
import { useChildren } from '../../../shared/hooks/use-children';
import { guardianIdsOf } from '../../../domain/children/guardians';
import { type Child, childDisplayName, childName } from '../../../domain/children/child-list';
import { groupTexts } from '../../../domain/groups/group-texts';
import { useActor } from '../../../shared/hooks/use-actor';
import { useProfile } from '../../../shared/hooks/use-profile';
import { isParent } from '../../../domain/person/user-profile';
import { useJoinByCode } from '../hooks/use-join-by-code';
import { useJoinPreview } from '../hooks/use-join-preview';
import { useJoinQueueReplay } from '../hooks/use-join-queue-replay';
import { queueTexts } from '../model/queued-join';
import { TYPED_CODE_MAX } from '../model/typed-code';
import { codeNamesText, everyoneIsOn, personBox, tickedPeople, whoJoinsTexts } from '../model/who-joins';
import { QueuedJoins } from './queued-joins';

/**
 * `/join`: the one flow that waits for the server (a non-member can read nothing of the
 * group before joining), so `Join` stays busy until it answers. The code is taken as typed:
 * the hook trims and upper-cases it, so "abcd efgh" from a phone keyboard works as read out.
 * On the firebase backend a join the server does not answer (offline, or no answer within the
 * time box) waits in the device queue: the user stays here, the field is cleared, and the join
 * is listed under `Waiting to join` until it is replayed or cancelled.
 * While a code is typed the page names its club or team and, for a Parent with children, who
 * is on it already (those boxes unticked and disabled); both come from the device when it
 * holds them and stay unsaid when they cannot be read. The join itself decides either way.
 */
export function JoinPage() {
  const navigate = useNavigate();
  const join = useJoinByCode();
  // who joins is known once the account's person id is: until then Join waits (a press would fail)
  const actor = useActor()?.actor;
  const personKnown = actor !== undefined;
  const replayQueue = useJoinQueueReplay();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  // a double click submits twice before `busy` re-renders: the ref holds at once
  const inFlight = useRef(false);
  const form = useFieldErrors<'code'>();
  const profile = useProfile();
  const children = useChildren();
  // docs/product.md "Join": a Parent with children ticks who joins (model/who-joins.ts)
  const family = isParent(profile.data?.doc?.data) && children.status === 'ready' ? children.value : [];
  const meId = actor?.personId ?? '';
  const childIds = family.map((child) => child.id);
  const preview = useJoinPreview(code, meId && family.length > 0 ? [meId, ...childIds] : []);
  // the boxes the user changed, by person id; the others follow the defaults and the lookups
  const [choices, setChoices] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [nobody, setNobody] = useState(false);
  const [unknownCode, setUnknownCode] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    form.reset();
    setUnknownCode(false);
    const ticked = tickedPeople(meId, childIds, preview.alreadyOn, choices);
    const joiningChildren = family.filter((child) => ticked.childIds.includes(child.id));
    const joinsMe = ticked.me || family.length === 0;
    const nobodyJoins = !joinsMe && joiningChildren.length === 0;
    const allOn = nobodyJoins && preview.target !== null && everyoneIsOn(meId, childIds, preview.alreadyOn);
    setNobody(nobodyJoins && !allOn);
    if (allOn && preview.target) {
      // nobody left to tick: the code's answer, as for one person
      form.fail(groupTexts.already[preview.target.kind], 'code');
      return;
    }
    if (nobodyJoins) {
      toast.error(whoJoinsTexts.nobodyTicked);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const { summary, queued } = await join(code, {
        me: joinsMe,
        children: joiningChildren.map((child) => ({
          id: child.id,
          name: childDisplayName(child.profile),
          guardians: guardianIdsOf(child.profile),
        })),
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
        setUnknownCode(summary.failure === 'unknown-code');
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function choose(personId: string, on: boolean) {
    setChoices((current) => new Map(current).set(personId, on));
  }

  const codeError = form.bind('code');
  // on the local build an unknown code may well be one made on another device: say so beside it
  const codeHint = codeError.error && unknownCode && isDeviceOnly() ? deviceOnlyTexts.unknownCode : undefined;
  const people = [
    { id: meId, name: whoJoinsTexts.me },
    ...family.map((child: Child) => ({ id: child.id, name: childName(child.profile) })),
  ];

  return (
    <div className="page">
      <h1>Join a club or team</h1>
      <Card className="form-card">
        <p className="muted">Enter the join code your coach or organiser shared with you.</p>
        <DeviceOnlyNote />
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="Join code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            textLimit={TYPED_CODE_MAX}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            {...codeError}
            hint={codeHint}
          />
          <p className="muted" aria-live="polite">
            {preview.target ? codeNamesText(preview.target.kind, preview.target.name) : null}
          </p>
          {family.length > 0 ? (
            <fieldset className="join-people" aria-describedby={nobody ? 'join-people-error' : undefined}>
              <legend>{whoJoinsTexts.legend}</legend>
              {people.map((person) => {
                const box = personBox(person.id, meId, preview.alreadyOn, choices);
                return (
                  <div key={person.id} className="join-person">
                    <label className="join-person">
                      <input
                        type="checkbox"
                        checked={box.checked}
                        disabled={box.disabled}
                        onChange={(e) => choose(person.id, e.target.checked)}
                      />
                      {person.name}
                    </label>
                    {box.disabled ? <span className="muted">{whoJoinsTexts.alreadyOn}</span> : null}
                  </div>
                );
              })}
              {nobody ? (
                <p id="join-people-error" className="field-error">
                  {whoJoinsTexts.nobodyTicked}
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
