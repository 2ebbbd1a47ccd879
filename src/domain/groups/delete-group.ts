import { type DocData, isDataError } from '../../backend/ports';
import { isActor } from './actor';
import { planDeleteGroup } from './cascades-delete';
import { groupTexts } from './group-texts';
import { type GroupKind, groupCollections, joinCodesCollection, type Outcome } from './group-types';
import type { OperationDeps } from './create-group';
import { fireUnits } from '../writes/fire-units';
import { findGroupLife } from '../writes/find-parts';
import { LOOKUP_TIMEOUT_MS, readClubTeams, readMemberships } from './group-lookups';
import { forgetDeleted, rememberDeleted } from './deleted-groups';

/**
 * Deletes a club or team the user owns, with everything under it (docs/architecture.md "Deleting a
 * group": its events, answers, notes, attendance, announcements, seen marks, squad, guardian
 * links and join code entry; docs/product.md §5: a club with teams is refused: `Cannot delete
 * club with teams. Delete teams first.`). The checks and lists read from the server when it
 * answers in time, else the device; the writes are fired (`Delete failed` if later refused).
 */
export async function deleteGroup(deps: OperationDeps, kind: GroupKind, id: string): Promise<Outcome> {
  const { data, actor, report } = deps;
  const failed = { ok: false, error: groupTexts.deleteFailed } as const;
  try {
    const group = await data.get<DocData>(groupCollections[kind].groups, id, { timeoutMs: LOOKUP_TIMEOUT_MS });
    if (!group || !isActor(actor, group.data.ownerId)) return failed;
    if (kind === 'club' && (await readClubTeams(data, id)).length > 0)
      return { ok: false, error: groupTexts.clubHasTeams };
    const members = (await readMemberships(data, kind, id)).map((doc) => ({
      personId: doc.data.userId,
      parentId: doc.data.parentId ?? null,
    }));
    const joinCode = typeof group.data.joinCode === 'string' ? group.data.joinCode : '';
    const units = planDeleteGroup({
      actor,
      kind,
      group: { id, ownerId: String(group.data.ownerId), joinCode },
      members,
      life: await findGroupLife(data, kind, id),
      entryExists: await entryExists(deps, joinCode),
    });
    // its page, opened again (Back, a stale tab), goes away quietly; a refusal brings it back
    rememberDeleted(kind, id);
    fireUnits(data, units, (error) => {
      forgetDeleted(kind, id);
      report(groupTexts.deleteFailed, error);
    });
    return { ok: true, value: undefined };
  } catch (error) {
    console.error(groupTexts.deleteFailed, error);
    return failed;
  }
}

/** Deleting a missing entry is refused, so it is left out when gone; when unknown (no answer), it is assumed there. */
async function entryExists({ data }: OperationDeps, code: string): Promise<boolean> {
  if (!code) return false;
  try {
    return (await data.get(joinCodesCollection, code, { timeoutMs: LOOKUP_TIMEOUT_MS })) !== null;
  } catch (error) {
    return !isDataError(error, 'permission-denied');
  }
}
