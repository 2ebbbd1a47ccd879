import { isStaffRole } from '../../domain/choices/squad-roles';
import { useId } from 'react';
import { usePersonId } from '../hooks/use-person-id';
import { ownerCandidates } from '../../domain/groups/cascades-exit';
import { groupTexts, personLabel } from '../../domain/groups/group-texts';
import type { GroupKind } from '../../domain/groups/group-types';
import { useMembers } from '../hooks/use-members';

/**
 * The leave dialog's `New owner` (docs/product.md "Ownership handover"): the squad members who
 * may take the group over, staff first, then by joining order; the first is chosen unless the
 * owner picks another. `value` '' stands for that first one. Said plainly when nobody may.
 */
export function NewOwnerField(props: {
  kind: GroupKind;
  groupId: string;
  value: string;
  onChange: (personId: string) => void;
}) {
  const { kind, groupId, value, onChange } = props;
  const id = useId();
  const members = useMembers(kind, groupId);
  const me = usePersonId();
  if (members.status !== 'ready' || !me) return null;
  const candidates = ownerCandidates(members.value, me);
  if (members.value.length <= 1) return null;
  if (candidates.length === 0) return <p className="dialog-note">{groupTexts.noNewOwner[kind]}</p>;
  return (
    <div className="field dialog-field">
      <label htmlFor={id}>New owner</label>
      <select id={id} value={value || candidates[0]?.personId} onChange={(event) => onChange(event.target.value)}>
        {candidates.map((member) => (
          <option key={member.personId} value={member.personId}>
            {personLabel(member.displayName)}
            {isStaffRole(member.squadRole) ? ` (${member.squadRole})` : ''}
          </option>
        ))}
      </select>
      <p className="field-hint">They can edit the {kind}, share its code and remove members.</p>
    </div>
  );
}
