import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../session/session';
import type { AuthUser, Doc } from '../../../backend/ports';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { reportRefusal } from '../../../lib/report-write-failure';
import { toast } from '../../../lib/toast';
import type { UserProfile } from '../../../domain/person/user-profile';
import { claimOps, claimTexts, declineOps, parentNameOf } from '../../../domain/person/claim';
import { followUpVerifiedSession } from '../hooks/verified-session-follow-up';

interface Offer {
  user: AuthUser;
  child: Doc<UserProfile>;
}

/**
 * Watches the session for the first verified session of each account in this page load and
 * asks, wherever the user is, whether a Child profile carrying their address is theirs.
 * Closing the dialog without answering asks again next time; `Not me` never again.
 */
export function ClaimPrompt() {
  const session = useSession();
  const user = session?.user;
  const data = session?.backend.data;
  const followed = useRef(new Set<string>());
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    if (!data || !user?.emailVerified || followed.current.has(user.uid)) return;
    followed.current.add(user.uid);
    followUpVerifiedSession(data, user).then(
      (outcome) => {
        if (outcome.kind === 'offer') setOffer({ user, child: outcome.child });
        if (outcome.kind === 'unknown') followed.current.delete(user.uid);
      },
      (error: unknown) => {
        followed.current.delete(user.uid);
        console.warn('The follow-up of a verified session failed', error);
      },
    );
  }, [data, user]);

  const current = offer && offer.user.uid === user?.uid ? offer : null;
  if (!current || !data) return null;

  function link(answer: Offer) {
    data?.batch(claimOps(answer.user, answer.child, new Date().toISOString()), reportRefusal(claimTexts.saveFailed));
    toast.success(claimTexts.linked);
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) setOffer(null);
      }}
      title={claimTexts.question(parentNameOf(current.child))}
      description="Linking makes the profile they set up yours, with every club and team they added you to."
      confirmLabel={claimTexts.link}
      cancelLabel={claimTexts.notMe}
      danger={false}
      onConfirm={() => link(current)}
      onCancel={() => data.batch(declineOps(current.user), reportRefusal(claimTexts.saveFailed))}
    />
  );
}
