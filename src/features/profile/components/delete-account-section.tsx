import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { type LeaverDeps, leavingTexts, type OwnedGroup } from '../../../domain/account/leaving-pitchside';
import type { UserProfile } from '../../../domain/person/user-profile';
import { displayNameOf } from '../../../domain/groups/group-records';
import { useDeleteAccount } from '../hooks/use-delete-account';

/**
 * `Delete my account` (docs/product.md "Leaving Pitchside"): a dialog that asks for the password
 * and says what goes and what stays; it stays open while the deletion runs, and shows why it
 * could not (with links to the groups to hand over or delete first).
 */
export function DeleteAccountSection({
  me,
  passOnChildren,
  onLeaving,
}: {
  me: UserProfile | null;
  passOnChildren: (deps: LeaverDeps) => Promise<void>;
  /** the deletion runs (true) or stopped (false): the page stops reacting to its profile going */
  onLeaving: (leaving: boolean) => void;
}) {
  const deleteAccount = useDeleteAccount(passOnChildren, displayNameOf(me));
  const [problem, setProblem] = useState('');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [owned, setOwned] = useState<readonly OwnedGroup[]>([]);
  const form = useFieldErrors<'password'>();

  async function confirm() {
    if (busy) return;
    form.reset();
    setOwned([]);
    setProblem('');
    setBusy(true);
    onLeaving(true);
    const result = await deleteAccount(password);
    if (result.ok) return;
    onLeaving(false);
    setBusy(false);
    setOwned(result.owned ?? []);
    if (!result.field && !result.owned) setProblem(result.error);
    form.fail(result.error, result.field);
  }

  return (
    <section aria-labelledby="delete-account-heading" className="danger-zone">
      <h2 id="delete-account-heading">Leave Pitchside</h2>
      <p className="muted">Deleting your account cannot be undone.</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {leavingTexts.button}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
        title={leavingTexts.title}
        description={leavingTexts.description}
        confirmLabel={busy ? 'Deleting…' : leavingTexts.button}
        onConfirm={() => {
          void confirm();
          return false;
        }}
      >
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          disabled={busy}
          onChange={(event) => setPassword(event.target.value)}
          {...form.bind('password')}
        />
        {owned.length > 0 ? (
          <div role="alert">
            <p>{leavingTexts.ownsGroups}</p>
            <ul className="owned-groups">
              {owned.map((group) => (
                <li key={`${group.kind}-${group.id}`}>
                  <Link to={group.kind === 'team' ? '/teams/$id' : '/clubs/$id'} params={{ id: group.id }}>
                    {group.name || 'Unnamed'}
                  </Link>
                  {`: ${group.alone ? leavingTexts.deleteIt : leavingTexts.handOver}`}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {problem ? <p role="alert">{problem}</p> : null}
        {busy ? <p role="status">Deleting your account…</p> : null}
      </ConfirmDialog>
    </section>
  );
}
