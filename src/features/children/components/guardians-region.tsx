import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { Doc, DocData, QueryResult } from '../../../backend/ports';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useWatchedQuery } from '../../../lib/watched-query';
import type { Child } from '../../../domain/children/child-list';
import { guardianTexts } from '../../../domain/children/guardian-texts';
import {
  childGuardianshipsQuery,
  childInvitesQuery,
  guardianPlaces,
  isFirstGuardian,
  isOpenInvite,
} from '../../../domain/children/guardians';
import { toastFailure } from '../../../domain/writes/report';
import { useSession } from '../../../session/session';
import { EMAIL_MAX } from '../model/child-fields';
import { cancelInvite, inviteGuardian, leaveChild } from '../hooks/guardian-operations';
import type { GuardianDeps } from '../hooks/guardian-answers';
import { useParent } from '../hooks/use-parent';

interface Row {
  personId: string;
  name: string;
  first: boolean;
}

/**
 * The `Guardians` region of `/edit-child/{id}` (docs/product.md "Guardians"): each guardian by
 * name (`you` beside one's own), each open invitation as `{address} (invited)` with `Cancel
 * invite`, and `Guardian's email` with `Invite guardian`. The first guardian removes the others;
 * any other guardian stops on their own row.
 */
export function GuardiansRegion({ child }: { child: Child }) {
  const session = useSession();
  const context = useParent();
  const navigate = useNavigate();
  const data = session?.backend.data;
  const pointers = useWatchedQuery<QueryResult>(
    ['children', 'guardianships', child.id],
    data ? (onNext, onError) => data.watchQuery(childGuardianshipsQuery(child.id), onNext, onError) : null,
  );
  const invites = useWatchedQuery<QueryResult>(
    ['children', 'invites', child.id],
    data ? (onNext, onError) => data.watchQuery(childInvitesQuery(child.id), onNext, onError) : null,
  );
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<Row | null>(null);

  if (!context) return null;
  const me = context.parent.personId;
  const deps: GuardianDeps = {
    data: context.data,
    mailbox: session?.backend.mailbox,
    ownEmail: session?.user?.email,
    actor: context.actor,
    name: context.parent.name,
    report: toastFailure,
  };
  const iAmFirst = isFirstGuardian(child.profile, me);
  const names = new Map(
    (pointers.data?.docs ?? []).map((doc) => [String(doc.data.guardianId), String(doc.data.guardianName ?? '')]),
  );
  const rows: Row[] = [
    ...(typeof child.profile.linkedParentId === 'string'
      ? [{ personId: child.profile.linkedParentId, name: String(child.profile.parentName ?? ''), first: true }]
      : []),
    ...guardianPlaces(child.profile).map(({ personId }) => ({
      personId,
      name: personId === me ? context.parent.name : (names.get(personId) ?? ''),
      first: false,
    })),
  ];
  const now = Date.now();
  const open: Doc<DocData>[] = (invites.data?.docs ?? []).filter((doc) => isOpenInvite(doc.data, now));
  const childFirstName = String(child.profile.firstName ?? '').trim();

  function invite(event: FormEvent) {
    event.preventDefault();
    const outcome = inviteGuardian(deps, child, invites.data?.docs ?? [], address);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    setError(null);
    setAddress('');
    toast.success(guardianTexts.inviteSent);
  }

  async function confirmLeave(row: Row) {
    const outcome = await leaveChild(deps, child, row.personId, invites.data?.docs ?? []);
    if (!outcome.ok) {
      toast.error(outcome.error);
      return;
    }
    if (row.personId === me) {
      toast.success(guardianTexts.stopped(childFirstName));
      void navigate({ to: '/children' });
    } else toast.success(guardianTexts.removed);
  }

  return (
    <section className="card form-card" aria-labelledby="guardians-heading">
      <h2 id="guardians-heading">{guardianTexts.region}</h2>
      {pointers.isError || invites.isError ? <p role="alert">{guardianTexts.loadFailed}</p> : null}
      <ul className="guardian-list">
        {rows.map((row) => (
          <li key={row.personId} className="guardian-row">
            <span>
              {row.name || 'Unnamed'}
              {row.personId === me ? ` (${guardianTexts.you})` : null}
            </span>
            {iAmFirst && !row.first ? (
              <Button variant="secondary" onClick={() => setLeaving(row)}>
                {guardianTexts.remove}
              </Button>
            ) : null}
            {row.personId === me && !row.first ? (
              <Button variant="secondary" onClick={() => setLeaving(row)}>
                {guardianTexts.stop}
              </Button>
            ) : null}
          </li>
        ))}
        {open.map((doc) => (
          <li key={doc.id} className="guardian-row">
            <span>{guardianTexts.invited(String(doc.data.emailLower))}</span>
            <Button
              variant="secondary"
              onClick={() => {
                cancelInvite(deps, doc.id);
                toast.success(guardianTexts.inviteCancelled);
              }}
            >
              {guardianTexts.cancelInvite}
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={invite} noValidate>
        <TextField
          label={guardianTexts.emailLabel}
          type="email"
          autoComplete="off"
          textLimit={EMAIL_MAX}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          error={error ?? undefined}
        />
        <div className="actions">
          <Button type="submit">{guardianTexts.invite}</Button>
        </div>
      </form>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setLeaving(null);
        }}
        title={
          leaving?.personId === me
            ? guardianTexts.stopQuestion(childFirstName)
            : guardianTexts.removeQuestion(leaving?.name || 'Unnamed')
        }
        description={leaving?.personId === me ? guardianTexts.stopDescription : guardianTexts.removeDescription}
        confirmLabel={leaving?.personId === me ? guardianTexts.stopConfirm : guardianTexts.remove}
        onConfirm={() => {
          if (leaving) void confirmLeave(leaving);
        }}
      />
    </section>
  );
}
