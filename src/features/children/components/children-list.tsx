import { usePersonId } from '../../../shared/hooks/use-person-id';
import { isFirstGuardian } from '../../../domain/children/guardians';
import { Avatar } from '../../../components/ui/avatar';
import { Link } from '@tanstack/react-router';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { groupLabel, groupTexts } from '../../../domain/groups/group-texts';
import type { ReadState, ReadStatus } from '../../../domain/read-state';
import type { ChildGroup, ChildGroups } from '../hooks/child-groups-query';
import { type Child, childName, searchChildren } from '../../../domain/children/child-list';
import { isClaimed } from '../model/child-records';
import { childTexts } from '../../../domain/children/child-texts';
import { ageOn, formatCalendarDate, today } from '../../../domain/person/calendar-date';
import { dobForInput } from '../../../domain/person/person-fields';
import { useFirstRowsFirst } from '../../../lib/first-rows-first';

export type ChildRequest = { action: 'remove'; child: Child } | { action: 'leave'; child: Child; group: ChildGroup };

interface ChildrenListProps {
  load: ReadState<Child[]>;
  groups: ReadState<ChildGroups>;
  busyId: string | null;
  onAsk: (request: ChildRequest) => void;
}

const noGroups: ChildGroup[] = [];
/** with `hidden`: the list's classes set `display`, which outranks the attribute's own `display: none` */
const hiddenStyle = { display: 'none' } as const;
/** a row off screen is neither laid out nor painted until it scrolls near (hundreds of children) */
const rowStyle = { contentVisibility: 'auto', containIntrinsicSize: 'auto 6rem' } as const;

/**
 * The search and the list of `/children`. The search text lives here, so a keystroke renders
 * this part only (not the page's live reads); the list follows the text as a deferred value, so
 * the field shows each letter at once even with hundreds of children; and a child the search
 * leaves out is hidden, not unmounted, so clearing the search brings rows back without making
 * them anew. Rows are memoised: a keystroke re-renders only those whose visibility changes. The
 * first screen of rows paints before the rest (`useFirstRowsFirst`).
 */
export const ChildrenList = memo(function ChildrenList({ load, groups, busyId, onAsk }: ChildrenListProps) {
  const [query, setQuery] = useState('');
  const shownQuery = useDeferredValue(query);
  const all = load.status === 'ready' ? load.value : null;
  const rows = useFirstRowsFirst(all);
  const matching = useMemo(
    () => (all ? new Set(searchChildren(all, shownQuery).map((child) => child.id)) : null),
    [all, shownQuery],
  );
  return (
    <>
      <div className="manage-search">
        <TextField
          label="Search"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <Card className="group-section">
        {load.status === 'loading' ? <p role="status">Loading your children…</p> : null}
        {load.status === 'failed' ? (
          <p role="alert">{childTexts.loadFailed}. Check your connection and try again.</p>
        ) : null}
        {all && all.length === 0 ? (
          <div className="empty-state">
            <p className="muted">No children yet. Add your child to put them on their teams with the coach’s code.</p>
            <div className="actions">
              <Link to="/add-child" className={buttonClassName('primary')}>
                + Child
              </Link>
            </div>
          </div>
        ) : null}
        {all && all.length > 0 && matching?.size === 0 ? <p className="muted">No children match your search.</p> : null}
        {all && all.length > 0 ? (
          <ul
            className="group-list"
            hidden={matching?.size === 0}
            style={matching?.size === 0 ? hiddenStyle : undefined}
          >
            {rows?.map((child) => (
              <ChildRow
                key={child.id}
                child={child}
                hidden={!matching?.has(child.id)}
                groupsStatus={groups.status}
                mine={groups.status === 'ready' ? (groups.value.get(child.id) ?? noGroups) : noGroups}
                busyId={busyId?.startsWith(child.id) ? busyId : null}
                onAsk={onAsk}
              />
            ))}
          </ul>
        ) : null}
      </Card>
    </>
  );
});

interface ChildRowProps {
  child: Child;
  hidden: boolean;
  groupsStatus: ReadStatus;
  /** the clubs and teams this child is in (empty until they load) */
  mine: readonly ChildGroup[];
  /** the busy action's id when it concerns this child */
  busyId: string | null;
  onAsk: (request: ChildRequest) => void;
}

/** The same clubs and teams, in the same order: the live reads make new arrays for unchanged groups. */
function sameGroups(a: readonly ChildGroup[], b: readonly ChildGroup[]): boolean {
  return (
    a.length === b.length &&
    a.every((group, i) => {
      const other = b[i] as ChildGroup;
      return (
        group.kind === other.kind &&
        group.id === other.id &&
        group.name === other.name &&
        group.pending === other.pending
      );
    })
  );
}

function sameRow(before: ChildRowProps, after: ChildRowProps): boolean {
  return (
    // the children's hook makes a new object per child each time the page renders: compare what it holds
    before.child.id === after.child.id &&
    before.child.profile === after.child.profile &&
    before.child.pending === after.child.pending &&
    before.hidden === after.hidden &&
    before.groupsStatus === after.groupsStatus &&
    before.busyId === after.busyId &&
    before.onAsk === after.onAsk &&
    sameGroups(before.mine, after.mine)
  );
}

const ChildRow = memo(function ChildRow({ child, hidden, groupsStatus, mine, busyId, onAsk }: ChildRowProps) {
  const personId = usePersonId();
  const { profile } = child;
  const name = childName(profile);
  const dob = dobForInput(profile.dob);
  const age = ageOn(dob, today());
  const details = [
    dob ? `Born ${formatCalendarDate(dob)}` : '',
    age === null ? '' : `Age ${age}`,
    typeof profile.email === 'string' ? profile.email : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="group-item child-item" hidden={hidden} style={hidden ? hiddenStyle : rowStyle}>
      <Avatar name={name} />
      <div className="group-item-text">
        <span className="group-name">{name}</span>
        {isClaimed(profile) ? <span className="role-badge">has own account</span> : null}
        {child.pending ? <PendingBadge /> : null}
        {details ? <span className="group-details-line muted">{details}</span> : null}
        {groupsStatus === 'ready' && mine.length > 0 ? (
          <ul className="child-groups" aria-label={`Clubs and teams of ${name}`}>
            {mine.map((group) => (
              <li key={`${group.kind}/${group.id}`} className="child-group">
                <span className="child-group-name">
                  <Link
                    to={group.kind === 'club' ? '/clubs/$id' : '/teams/$id'}
                    params={{ id: group.id }}
                    className="child-group-link"
                  >
                    {groupLabel(group.kind, group.name)}
                  </Link>{' '}
                  <span className="muted">({group.kind})</span>
                </span>
                <Button
                  variant="secondary"
                  className="small"
                  busy={busyId === `${child.id}/${group.id}`}
                  onClick={() => onAsk({ action: 'leave', child, group })}
                >
                  Leave
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {groupsStatus === 'ready' && mine.length === 0 ? (
          <span className="group-details-line muted">Not in a club or team yet.</span>
        ) : null}
        {groupsStatus === 'failed' ? <span className="group-details-line muted">{groupTexts.loadFailed}</span> : null}
      </div>
      <div className="group-item-actions">
        <Link to="/edit-child/$childId" params={{ childId: child.id }} className={buttonClassName('primary', 'small')}>
          Edit
        </Link>
        {/* only the first guardian deletes a child (docs/product.md "Guardians") */}
        {personId && isFirstGuardian(child.profile, personId) ? (
          <Button
            variant="danger"
            className="small"
            busy={busyId === child.id}
            onClick={() => onAsk({ action: 'remove', child })}
          >
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}, sameRow);
