import type { Club, GroupKind, Team } from '../../../domain/groups/group-types';
import { groupTexts } from '../../../domain/groups/group-texts';
import { replaceJoinCode } from '../../../domain/groups/new-join-code';
import { toastFailure } from '../../../domain/writes/report';
import { useActor } from '../../../shared/hooks/use-actor';
import { toast } from '../../../lib/toast';

/**
 * `New code` for an owner (docs/product.md "Join code lifecycle"): fired, not awaited, as the
 * page shows the group (its code, name and club); `New join code` at once, the page showing the
 * new code; `Save failed` (or `Could not generate join code. Try reloading.`) if later refused.
 */
export function useGroupNewCode(kind: GroupKind): (group: Club | Team) => void {
  const context = useActor();
  return (group) => {
    if (!context) {
      toast.error(groupTexts.saveFailed);
      return;
    }
    const outcome = replaceJoinCode({ ...context, report: toastFailure }, kind, {
      id: group.id,
      name: group.name,
      joinCode: group.joinCode,
      clubId: 'clubId' in group ? group.clubId : null,
    });
    if (outcome.ok) toast.success(groupTexts.newCodeDone);
    else toast.error(outcome.error);
  };
}
