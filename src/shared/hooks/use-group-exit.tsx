import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { NewOwnerField } from '../components/new-owner-field';
import { toast } from '../../lib/toast';
import { useDeleteGroup } from './use-delete-group';
import { useLeaveGroup } from './use-leave-group';
import type { GroupKind } from '../../domain/groups/group-types';
import { groupLabel, groupTexts } from '../../domain/groups/group-texts';
import { knownClubHasTeams } from '../known-club-teams';

export type ExitAction = 'leave' | 'delete';

export interface ExitTarget {
  kind: GroupKind;
  id: string;
  name: string;
  /** the user owns it: leaving hands it on (`New owner`) */
  isOwner?: boolean;
}

interface Request {
  action: ExitAction;
  target: ExitTarget;
}

const successText = { leave: groupTexts.left, delete: groupTexts.removed } as const;

/**
 * Leaving and deleting a club or team, as the manage overview and the edit pages both offer
 * them: the confirmation opens at once (docs/product.md), and the spec's rule checks run after
 * confirming, inside the hooks, except where the device already knows the answer: a club it
 * knows has teams says `Cannot delete club with teams. Delete teams first.` without asking.
 * Their outcome is the toast; `onDone` runs after a success.
 * `onStart` runs on confirming, before anything is read or written, so a page can stop
 * treating its group vanishing as "not found".
 */
export function useGroupExit(
  options: { onStart?: (request: Request) => void; onDone?: (request: Request) => void; onFailed?: () => void } = {},
) {
  const leaveGroup = useLeaveGroup();
  const deleteGroup = useDeleteGroup();
  const client = useQueryClient();
  const [request, setRequest] = useState<Request | null>(null);
  const [open, setOpen] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [newOwner, setNewOwner] = useState('');

  async function run(confirmed: Request) {
    const { action, target } = confirmed;
    options.onStart?.(confirmed);
    setBusyId(target.id);
    try {
      const outcome =
        action === 'leave'
          ? await leaveGroup(target.kind, target.id, newOwner || undefined)
          : await deleteGroup(target.kind, target.id);
      if (outcome.ok) {
        toast.success(successText[action][target.kind]);
        options.onDone?.(confirmed);
      } else {
        toast.error(outcome.error);
        options.onFailed?.();
      }
    } finally {
      setBusyId(null);
    }
  }

  function ask(action: ExitAction, target: ExitTarget) {
    setRequest({ action, target });
    setNewOwner('');
    setOpen(true);
  }

  const shown = request ? groupLabel(request.target.kind, request.target.name) : '';
  const dialog = request ? (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={request.action === 'leave' ? `Leave ${shown}?` : `Delete ${shown}?`}
      description={describe(request)}
      confirmLabel={request.action === 'leave' ? 'Leave' : 'Delete'}
      onConfirm={() => void run(request)}
    >
      {request.action === 'leave' && request.target.isOwner ? (
        <NewOwnerField kind={request.target.kind} groupId={request.target.id} value={newOwner} onChange={setNewOwner} />
      ) : null}
    </ConfirmDialog>
  ) : null;

  return {
    askLeave: (target: ExitTarget) => ask('leave', target),
    askDelete: (target: ExitTarget) => {
      if (target.kind === 'club' && knownClubHasTeams(client, target.id)) toast.error(groupTexts.clubHasTeams);
      else ask('delete', target);
    },
    /** the group whose leave or delete is under way */
    busyId,
    dialog,
  };
}

function describe({ action, target }: Request): string {
  if (action === 'delete') {
    return target.kind === 'club'
      ? 'The club, its memberships and its join code are removed for everyone.'
      : 'The team, its memberships and its join code are removed for everyone.';
  }
  return target.kind === 'club'
    ? 'You also leave every team of this club. You can join again with a join code.'
    : 'You can join again with a join code.';
}
