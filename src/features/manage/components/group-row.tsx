import { Link } from '@tanstack/react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Crest } from '../../../components/ui/crest';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { childNamesText } from '../../../domain/groups/family-groups';
import { groupLabel } from '../../../domain/groups/group-texts';
import type { MyGroup } from '../../../domain/groups/group-types';

interface GroupRowProps {
  group: MyGroup;
  busy: boolean;
  onLeave: () => void;
  onDelete: () => void;
}

/**
 * One club or team of the overview: its name, the user's role, and what the user may do. A group
 * only the user's children are on names them instead, with `Open` alone: leaving for a child is
 * done on `/children` (docs/product.md "Manage overview").
 */
export function GroupRow({ group, busy, onLeave, onDelete }: GroupRowProps) {
  const forChildren = group.childNames !== undefined && group.childNames.length > 0;
  const isOwner = !forChildren && group.role === 'owner';
  const details = [group.ageGroup, group.kind === 'team' ? group.clubName : group.location].filter(Boolean).join(' · ');
  const link =
    group.kind === 'club'
      ? ({ to: '/clubs/$id', params: { id: group.id } } as const)
      : ({ to: '/teams/$id', params: { id: group.id } } as const);
  return (
    <li className="group-item">
      <Crest name={group.name} colour={group.colour} />
      <div className="group-item-text">
        <span className="group-name">{groupLabel(group.kind, group.name)}</span>
        {forChildren ? (
          <>
            <span className="visually-hidden">Your children on it:</span>
            <span className="child-names">{childNamesText(group.childNames ?? [])}</span>
          </>
        ) : (
          <span className="role-badge">{group.role}</span>
        )}
        {group.pending ? <PendingBadge /> : null}
        {details ? <span className="group-details-line muted">{details}</span> : null}
      </div>
      <div className="group-item-actions">
        <Link {...link} className={buttonClassName(isOwner ? 'primary' : 'secondary', 'small')}>
          {isOwner ? 'Edit' : 'Open'}
        </Link>
        {forChildren ? null : (
          <Button variant="secondary" className="small" busy={busy} onClick={onLeave}>
            Leave
          </Button>
        )}
        {isOwner ? (
          <Button variant="danger" className="small" busy={busy} onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}
