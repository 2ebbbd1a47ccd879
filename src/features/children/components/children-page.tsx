import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { groupLabel, groupTexts } from '../../../domain/groups/group-texts';
import { useChildGroups } from '../hooks/child-groups-query';
import { useChildren } from '../../../shared/hooks/use-children';
import { useChildOperations } from '../hooks/use-child-operations';
import { childName } from '../../../domain/children/child-list';
import { childTexts } from '../../../domain/children/child-texts';
import { type ChildRequest, ChildrenList } from './children-list';

type Pending = ChildRequest;

/**
 * `/children` (Parents): their children by first then last name, one search over names and
 * addresses, each child with the clubs and teams they are in (a `Leave` for each), `Edit` and
 * `Delete`. Every removal and leave asks first.
 */
export function ChildrenPage() {
  const children = useChildren();
  const ids = children.status === 'ready' ? children.value.map((child) => child.id) : [];
  const groups = useChildGroups(ids);
  const operations = useChildOperations();
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    if (children.status === 'failed') toast.error(childTexts.loadFailed);
  }, [children.status]);

  // one function for every row, so the memoised rows stay as they are while the page renders
  const ask = useCallback((request: Pending) => {
    setPending(request);
    setOpen(true);
  }, []);

  async function run(request: Pending) {
    const busy = request.action === 'remove' ? request.child.id : `${request.child.id}/${request.group.id}`;
    setBusyId(busy);
    try {
      const outcome =
        request.action === 'remove'
          ? await operations.remove(request.child)
          : await operations.leave(request.child, request.group.kind, request.group.id);
      if (!outcome.ok) toast.error(outcome.error);
      else toast.success(request.action === 'remove' ? childTexts.removed : groupTexts.left[request.group.kind]);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="page">
      <div className="page-heading">
        <h1>Your children</h1>
        <Link to="/add-child" className={buttonClassName('primary')}>
          + Child
        </Link>
      </div>
      <ChildrenList load={children} groups={groups} busyId={busyId} onAsk={ask} />
      {pending ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={
            pending.action === 'remove'
              ? `Remove ${childName(pending.child.profile)}?`
              : `Leave ${groupLabel(pending.group.kind, pending.group.name)}?`
          }
          description={pending.action === 'remove' ? childTexts.confirmRemove : leaveDescription(pending)}
          confirmLabel={pending.action === 'remove' ? 'Delete' : 'Leave'}
          onConfirm={() => void run(pending)}
        />
      ) : null}
    </div>
  );
}

function leaveDescription(request: Extract<Pending, { action: 'leave' }>) {
  const who = childName(request.child.profile);
  return request.group.kind === 'club'
    ? `${who} also leaves every team of this club.`
    : `${who} leaves this team. They can join again with a join code.`;
}
