import { leaveGroup } from '../../domain/groups/leave-group';
import { groupTexts } from '../../domain/groups/group-texts';
import type { GroupKind, Outcome } from '../../domain/groups/group-types';
import { toastFailure } from '../../domain/writes/report';
import { useActor } from './use-actor';

/** Leaving a club or team as the signed-in person, its failures shown as toasts (`leaveGroup`). */
export function useLeaveGroup(): (kind: GroupKind, id: string, newOwner?: string) => Promise<Outcome> {
  const context = useActor();
  return async (kind, id, newOwner) =>
    context
      ? leaveGroup({ ...context, report: toastFailure }, kind, id, newOwner)
      : { ok: false, error: groupTexts.leaveFailed };
}
