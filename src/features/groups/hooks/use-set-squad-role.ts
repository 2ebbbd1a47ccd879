import { planSquadRole } from '../../../domain/groups/cascades-exit';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { GroupKind, SquadRole } from '../../../domain/groups/group-types';
import { fireUnits, nowIso } from '../../../domain/writes/fire-units';
import { toastFailure } from '../../../domain/writes/report';
import { useActor } from '../../../shared/hooks/use-actor';

/** The owner sets a member's squad role (`Player`, `Coach`, `Staff`, or none), which every member sees. Fire and forget. */
export function useSetSquadRole(): (kind: GroupKind, groupId: string, personId: string, role: SquadRole) => void {
  const context = useActor();
  return (kind, groupId, personId, role) => {
    if (!context) return toastFailure(groupTexts.saveFailed);
    const unit = planSquadRole({ actor: context.actor, now: nowIso(), kind, groupId, personId, role });
    fireUnits(context.data, [unit], (error) => toastFailure(groupTexts.saveFailed, error));
  };
}
