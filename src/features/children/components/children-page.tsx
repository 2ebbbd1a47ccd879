import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { PendingBadge } from '../../groups/components/pending-badge';
import { groupLabel, groupTexts } from '../../groups/model/group-texts';
import { type ChildGroup, type ChildGroupsLoad, useChildGroups } from '../hooks/child-groups-query';
import { useChildren } from '../hooks/children-query';
import { useChildOperations } from '../hooks/use-child-operations';
import { type Child, childName, searchChildren } from '../model/child-list';
import { isClaimed } from '../model/child-records';
import { childTexts } from '../model/child-texts';

type Pending = { action: 'remove'; child: Child } | { action: 'leave'; child: Child; group: ChildGroup };

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
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    if (children.status === 'error') toast.error(childTexts.loadFailed);
  }, [children.status]);

  function ask(request: Pending) {
    setPending(request);
    setOpen(true);
  }

  async function run(request: Pending) {
    const busy = request.action === 'remove' ? request.child.id : `${request.child.id}/${request.group.id}`;
    setBusyId(busy);
    try {
      const outcome =
        request.action === 'remove' ? await operations.remove(request.child) : await operations.leave(request.child, request.group.kind, request.group.id);
      if (!outcome.ok) toast.error(outcome.error);
      else toast.success(request.action === 'remove' ? childTexts.removed : groupTexts.left[request.group.kind]);
    } finally {
      setBusyId(null);
    }
  }

  const shown = children.status === 'ready' ? searchChildren(children.value, query) : [];
  return (
    <div className="page">
      <div className="page-heading">
        <h1>Your children</h1>
        <Link to="/add-child" className={buttonClassName('primary')}>
          + Child
        </Link>
      </div>
      <div className="manage-search">
        <TextField label="Search" type="search" autoComplete="off" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <Card className="group-section">
        {children.status === 'loading' ? <p role="status">Loading your children…</p> : null}
        {children.status === 'error' ? <p role="alert">{childTexts.loadFailed}. Check your connection and try again.</p> : null}
        {children.status === 'ready' && children.value.length === 0 ? (
          <div className="empty-state">
            <p className="muted">No children yet. Add your child to put them on their teams with the coach’s code.</p>
            <div className="actions">
              <Link to="/add-child" className={buttonClassName('primary')}>
                + Child
              </Link>
            </div>
          </div>
        ) : null}
        {children.status === 'ready' && children.value.length > 0 && shown.length === 0 ? <p className="muted">No children match your search.</p> : null}
        {shown.length > 0 ? (
          <ul className="group-list">
            {shown.map((child) => (
              <ChildRow
                key={child.id}
                child={child}
                groups={groups}
                busyId={busyId}
                onDelete={() => ask({ action: 'remove', child })}
                onLeave={(group) => ask({ action: 'leave', child, group })}
              />
            ))}
          </ul>
        ) : null}
      </Card>
      {pending ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={pending.action === 'remove' ? `Remove ${childName(pending.child.profile)}?` : `Leave ${groupLabel(pending.group.kind, pending.group.name)}?`}
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
  return request.group.kind === 'club' ? `${who} also leaves every team of this club.` : `${who} leaves this team. They can join again with a join code.`;
}

interface ChildRowProps {
  child: Child;
  groups: ChildGroupsLoad;
  busyId: string | null;
  onDelete: () => void;
  onLeave: (group: ChildGroup) => void;
}

function ChildRow({ child, groups, busyId, onDelete, onLeave }: ChildRowProps) {
  const { profile } = child;
  const details = [profile.dob ? `Born ${profile.dob}` : '', typeof profile.email === 'string' ? profile.email : ''].filter(Boolean).join(' · ');
  const mine = groups.status === 'ready' ? (groups.byChild.get(child.id) ?? []) : [];
  return (
    <li className="group-item child-item">
      <div className="group-item-text">
        <span className="group-name">{childName(profile)}</span>
        {isClaimed(profile) ? <span className="role-badge">has own account</span> : null}
        {child.pending ? <PendingBadge /> : null}
        {details ? <span className="group-details-line muted">{details}</span> : null}
        {groups.status === 'ready' && mine.length > 0 ? (
          <ul className="child-groups" aria-label={`Clubs and teams of ${childName(profile)}`}>
            {mine.map((group) => (
              <li key={`${group.kind}/${group.id}`} className="child-group">
                <span>
                  {groupLabel(group.kind, group.name)} <span className="muted">({group.kind})</span>
                </span>
                <Button variant="secondary" className="small" busy={busyId === `${child.id}/${group.id}`} onClick={() => onLeave(group)}>
                  Leave
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {groups.status === 'ready' && mine.length === 0 ? <span className="group-details-line muted">Not in a club or team yet.</span> : null}
        {groups.status === 'error' ? <span className="group-details-line muted">{groupTexts.loadFailed}</span> : null}
      </div>
      <div className="group-item-actions">
        <Link to="/edit-child/$childId" params={{ childId: child.id }} className={buttonClassName('primary', 'small')}>
          Edit
        </Link>
        <Button variant="danger" className="small" busy={busyId === child.id} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
