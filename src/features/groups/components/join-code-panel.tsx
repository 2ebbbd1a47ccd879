import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DeviceOnlyNote } from '../../../components/ui/device-only-note';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { toast } from '../../../lib/toast';
import { useJoinCodeEntry } from '../hooks/use-join-code-entry';
import { groupTexts } from '../../../domain/groups/group-texts';

/**
 * The group's join code as plain text, for reading out at the pitch side, with `Copy`.
 * Members see it too (docs/product.md: they may share it). An entry that is gone (older data)
 * is said once as a toast and stays said beside the code; one not on the server yet (a new
 * group, a new code made offline) is marked `Waiting to sync`. On the local build the card also
 * says that the code works on this device only. Owners may replace a leaked code (`onNewCode`).
 */
export function JoinCodePanel({ code, onNewCode }: { code: string; onNewCode?: () => void }) {
  const entry = useJoinCodeEntry(code);
  const missing = entry.status === 'ready' && entry.value === 'missing';
  const pending = entry.status === 'ready' && entry.value === 'pending';

  useEffect(() => {
    if (missing) toast.error(groupTexts.reservationMissing);
  }, [missing]);

  function copy() {
    // no clipboard at all (an insecure origin, an old browser) is a failed copy too
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      toast.error(groupTexts.copyFailed);
      return;
    }
    clipboard.writeText(code).then(
      () => toast.success(groupTexts.codeCopied),
      () => toast.error(groupTexts.copyFailed),
    );
  }

  return (
    <Card title="Join code" className="join-code-card">
      <p className="muted">Share it with players and parents: they enter it under Join.</p>
      <div className="join-code-row">
        <span className="join-code" translate="no">
          {code}
        </span>
        {pending ? <PendingBadge /> : null}
        <Button variant="secondary" onClick={copy} disabled={!code}>
          Copy
        </Button>
        {onNewCode ? <NewCodeButton onConfirm={onNewCode} /> : null}
      </div>
      <DeviceOnlyNote />
      {missing ? (
        <p className="field-error" role="alert">
          {groupTexts.reservationMissing}
        </p>
      ) : null}
    </Card>
  );
}

/** `New code`, asked first: the old code stops admitting at once. */
function NewCodeButton({ onConfirm }: { onConfirm: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {groupTexts.newCode}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={groupTexts.newCodeTitle}
        description={groupTexts.newCodeDescription}
        confirmLabel={groupTexts.newCode}
        onConfirm={onConfirm}
      />
    </>
  );
}
