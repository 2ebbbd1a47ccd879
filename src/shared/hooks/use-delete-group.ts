import { deleteGroup } from '../../domain/groups/delete-group';
import { groupTexts } from '../../domain/groups/group-texts';
import type { GroupKind, Outcome } from '../../domain/groups/group-types';
import { toastFailure } from '../../domain/writes/report';
import { useActor } from './use-actor';

/** Deleting a club or team as the signed-in person, its failures shown as toasts (`deleteGroup`). */
export function useDeleteGroup(): (kind: GroupKind, id: string) => Promise<Outcome> {
  const context = useActor();
  return async (kind, id) =>
    context
      ? deleteGroup({ ...context, report: toastFailure }, kind, id)
      : { ok: false, error: groupTexts.deleteFailed };
}
