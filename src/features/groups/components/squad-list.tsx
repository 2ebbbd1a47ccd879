import { SQUAD_ROLE_CHOICES } from '../../../domain/choices/squad-roles';
import { type ReactNode, useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { usePersonId } from '../../../shared/hooks/use-person-id';
import { useMembers } from '../../../shared/hooks/use-members';
import { useRemoveMember } from '../hooks/use-remove-member';
import { useSetSquadRole } from '../hooks/use-set-squad-role';
import { useHandOver } from '../hooks/use-hand-over';
import { type GroupKind, type Member, SQUAD_ROLES, type SquadRole } from '../../../domain/groups/group-types';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { groupTexts, personLabel } from '../../../domain/groups/group-texts';
import { squadSections } from '../../../domain/groups/squad-sections';
import { useFirstRowsFirst } from '../../../lib/first-rows-first';

const squadRoleLabel = (role: SquadRole) => SQUAD_ROLE_CHOICES[role].label;

/**
 * The squad (`Members`), browsable at the pitch side from the device cache; a team's under
 * `Staff` and `Players`. Owners set each
 * member's squad role, hand the group over (`Make owner`, to members with an account of their
 * own) and remove others; everyone else reads the roles as text. A child a parent joined says
 * whose child they are.
 */
export function SquadList({ kind, groupId, isOwner }: { kind: GroupKind; groupId: string; isOwner: boolean }) {
  const members = useMembers(kind, groupId);
  // the first screen of a long squad paints before the rest
  const rows = useFirstRowsFirst(members.status === 'ready' ? members.value : null);
  const me = usePersonId();
  const removeMember = useRemoveMember();
  const setSquadRole = useSetSquadRole();
  const handOver = useHandOver();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  async function remove(member: Member) {
    const outcome = await removeMember(kind, groupId, member.personId);
    if (outcome.ok) toast.success(groupTexts.memberRemoved);
    else toast.error(outcome.error);
  }

  function changeSquadRole(member: Member, role: SquadRole) {
    setSquadRole(kind, groupId, member.personId, role);
    toast.success(groupTexts.squadRoleSaved(personLabel(member.displayName), role));
  }

  function makeOwner(member: Member) {
    if (handOver(kind, groupId, member.personId)) toast.success(groupTexts.handedOver);
  }

  function memberRow(member: Member) {
    const name = personLabel(member.displayName);
    const isMe = member.personId === me;
    return (
      <li key={member.personId} className="squad-item">
        <Avatar name={member.displayName} size="sm" />
        <span className="squad-name">{name}</span>
        {isMe ? <span className="muted">(you)</span> : null}
        {member.parentId && member.parentName ? (
          <span className="squad-parent muted">child of {member.parentName}</span>
        ) : null}
        <span className="role-badge">{member.role}</span>
        {isOwner ? (
          <label className="squad-role-field">
            <span className="squad-role-label">Squad role</span>
            <select
              className="squad-role-select"
              value={member.squadRole}
              onChange={(event) => changeSquadRole(member, event.target.value as SquadRole)}
            >
              {SQUAD_ROLES.map((role) => (
                <option key={role} value={role}>
                  {squadRoleLabel(role)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="squad-role">
            <span className="visually-hidden">Squad role: </span>
            {squadRoleLabel(member.squadRole)}
          </span>
        )}
        {member.pending ? <PendingBadge /> : null}
        {isOwner && me !== undefined && !isMe && !member.parentId && member.role !== 'owner' ? (
          <Button variant="secondary" className="small" onClick={() => makeOwner(member)}>
            Make owner
          </Button>
        ) : null}
        {isOwner && me !== undefined && !isMe ? (
          <Button
            variant="danger"
            className="small"
            onClick={() => {
              setRemoving(member);
              setConfirmOpen(true);
            }}
          >
            Remove
          </Button>
        ) : null}
      </li>
    );
  }

  return (
    <Card title="Members" className="squad-card">
      {members.status === 'loading' ? <p role="status">Loading the squad…</p> : null}
      {members.status === 'failed' ? <p role="alert">{groupTexts.loadFailed}</p> : null}
      {members.status === 'ready' && members.value.length === 0 ? <p className="muted">No members yet.</p> : null}
      {rows && rows.length > 0 ? (
        kind === 'team' ? (
          <TeamSquad members={rows} renderRow={memberRow} />
        ) : (
          <ul className="squad-list">{rows.map(memberRow)}</ul>
        )
      ) : null}
      {removing ? (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={`Remove ${personLabel(removing.displayName)}?`}
          description={
            kind === 'club'
              ? 'They leave the club and all its teams. They can join again with a join code.'
              : 'They leave the team. They can join again with a join code.'
          }
          confirmLabel="Remove"
          onConfirm={() => void remove(removing)}
        />
      ) : null}
    </Card>
  );
}

/**
 * A team's squad under `Staff` and `Players` (the UX contract's `team page`; staff as
 * `isListedAsStaff` says), each in the squad's order; a part with nobody says so.
 */
function TeamSquad({ members, renderRow }: { members: readonly Member[]; renderRow: (member: Member) => ReactNode }) {
  const { staff, players } = squadSections(members);
  const staffId = useId();
  const playersId = useId();
  return (
    <>
      <h3 id={staffId} className="squad-heading">
        Staff
      </h3>
      {staff.length > 0 ? (
        <ul className="squad-list" aria-labelledby={staffId}>
          {staff.map(renderRow)}
        </ul>
      ) : (
        <p className="muted">No staff yet.</p>
      )}
      <h3 id={playersId} className="squad-heading">
        Players
      </h3>
      {players.length > 0 ? (
        <ul className="squad-list" aria-labelledby={playersId}>
          {players.map(renderRow)}
        </ul>
      ) : (
        <p className="muted">No players yet.</p>
      )}
    </>
  );
}
