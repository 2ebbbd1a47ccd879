import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DeviceOnlyNote } from '../../../components/ui/device-only-note';
import { toast } from '../../../lib/toast';
import { useJoinCodeEntry } from '../hooks/use-join-code-entry';
import { groupTexts } from '../../../domain/groups/group-texts';

/**
 * The group's join code as plain text, for reading out at the pitch side, with `Copy`.
 * Members see it too (docs/product.md: they may share it). An entry that is gone (older data)
 * is said once as a toast and stays said beside the code. On the local build the card also says
 * that the code works on this device only.
 */
export function JoinCodePanel({ code }: { code: string }) {
  const entry = useJoinCodeEntry(code);
  const missing = entry.status === 'ready' && entry.value === 'missing';

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
        <Button variant="secondary" onClick={copy} disabled={!code}>
          Copy
        </Button>
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
