import { useEffect, useRef, useState } from 'react';
import type { QueryResult } from '../../../backend/ports';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useWatchedQuery } from '../../../lib/watched-query';
import { guardianTexts } from '../../../domain/children/guardian-texts';
import { type GuardianInvite, invitesToMeQuery, isOpenInvite } from '../../../domain/children/guardians';
import { toastFailure } from '../../../domain/writes/report';
import { useSession } from '../../../session/session';
import { acceptInvite, declineInvite, type GuardianDeps, linkMeToGuardedChildren } from '../hooks/guardian-answers';
import { useParent } from '../hooks/use-parent';

/**
 * For a verified session, wherever the user lands: an open invitation to be a guardian sent to
 * the address they signed in with asks `Accept?` (docs/product.md "Guardians"). `Decline` is
 * recorded and never asked again; closing the dialog asks again next page load. Once per page
 * load, the links of the children they guard are completed.
 */
export function GuardianInvitePrompt() {
  const session = useSession();
  const context = useParent();
  const user = session?.user;
  const data = session?.backend.data;
  const verified = user?.emailVerified === true;
  const address = user?.email.toLowerCase() ?? '';
  const invites = useWatchedQuery<QueryResult<GuardianInvite>>(
    ['children', 'invites-to-me', address],
    data && verified && address
      ? (onNext, onError) => data.watchQuery<GuardianInvite>(invitesToMeQuery(address), onNext, onError)
      : null,
  );
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const linked = useRef<string | null>(null);
  const deps: GuardianDeps | undefined = context
    ? { data: context.data, actor: context.actor, name: context.parent.name, report: toastFailure }
    : undefined;

  useEffect(() => {
    if (!deps || !verified || linked.current === deps.actor.personId) return;
    linked.current = deps.actor.personId;
    void linkMeToGuardedChildren(deps).catch((error: unknown) =>
      console.warn('The links of the children one guards were not completed', error),
    );
  });

  const now = Date.now();
  const pending = (invites.data?.docs ?? []).find(
    (doc) => !answered.has(doc.id) && isOpenInvite(doc.data, now) && doc.data.inviterId !== context?.parent.personId,
  );
  if (!pending || !deps) return null;
  const done = () => setAnswered((before) => new Set([...before, pending.id]));

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) done();
      }}
      title={guardianTexts.question(pending.data.inviterName, pending.data.childName)}
      description={guardianTexts.questionDescription}
      confirmLabel={guardianTexts.accept}
      cancelLabel={guardianTexts.decline}
      danger={false}
      onConfirm={() => {
        const outcome = acceptInvite(deps, pending.id, pending.data);
        if (outcome.ok) toast.success(guardianTexts.accepted(pending.data.childFirstName));
        else toast.error(outcome.error);
        done();
      }}
      onCancel={() => {
        declineInvite(deps, pending.id);
        done();
      }}
    />
  );
}
