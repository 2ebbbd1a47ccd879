import { planHandOver } from '../../../domain/groups/cascades-exit';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { GroupKind } from '../../../domain/groups/group-types';
import { useActor } from '../../../shared/hooks/use-actor';
import { fireUnits, nowIso } from '../../../domain/writes/fire-units';
import { toastFailure } from '../../../domain/writes/report';

/**
 * `Make owner` on a squad row: the owner hands the group to that member and stays on as a
 * member (cascades-exit.ts planHandOver). Fired, so it works offline; `Save failed` if the
 * server later refuses it (e.g. the member has no account of their own).
 */
export function useHandOver(): (kind: GroupKind, groupId: string, personId: string) => boolean {
  const context = useActor();
  return (kind, groupId, personId) => {
    if (!context) {
      toastFailure(groupTexts.saveFailed);
      return false;
    }
    const unit = planHandOver({ actor: context.actor, now: nowIso(), kind, groupId, newOwner: personId });
    fireUnits(context.data, [unit], (error) => toastFailure(groupTexts.saveFailed, error));
    return true;
  };
}
