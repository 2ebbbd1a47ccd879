import { childActor } from '../../../domain/groups/actor';
import { leaveGroup } from '../../../domain/groups/leave-group';
import { toastFailure } from '../../../domain/writes/report';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { GroupKind, Outcome } from '../../../domain/groups/group-types';
import type { ChildFields } from '../model/child-fields';
import { type Child, childDisplayName } from '../../../domain/children/child-list';
import { childTexts } from '../../../domain/children/child-texts';
import { addChild, editChild, removeChild } from './child-operations';
import { useParent } from './use-parent';

/** The Family area's operations for the signed-in parent; each answers the spec's text when it cannot start. */
export function useChildOperations() {
  const context = useParent();
  const deps = context ? { ...context, report: toastFailure } : undefined;
  return {
    ready: deps !== undefined,
    add: async (fields: ChildFields): Promise<Outcome<{ id: string }>> =>
      deps ? addChild(deps, fields) : { ok: false, error: childTexts.addFailed },
    edit: async (child: Child, fields: ChildFields): Promise<Outcome> =>
      deps ? editChild(deps, child, fields) : { ok: false, error: childTexts.updateFailed },
    remove: async (child: Child): Promise<Outcome> =>
      deps ? removeChild(deps, child) : { ok: false, error: childTexts.removeFailed },
    /** the child leaves a club (and its teams) or a team, under the spec's leave rules */
    leave: async (child: Child, kind: GroupKind, groupId: string): Promise<Outcome> => {
      if (!deps) return { ok: false, error: groupTexts.leaveFailed };
      const actor = childActor(deps.actor, { id: child.id, name: childDisplayName(child.profile) });
      return leaveGroup({ data: deps.data, actor, report: toastFailure }, kind, groupId);
    },
  };
}
