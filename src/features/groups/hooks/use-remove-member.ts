import type { DocData } from '../../../backend/ports';
import { isActor } from '../../../domain/groups/actor';
import { planRemoveFromClubTeams, planRemoveMember } from '../../../domain/groups/cascades-exit';
import { membershipDocId } from '../../../domain/groups/group-ids';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { GroupKind, Outcome } from '../../../domain/groups/group-types';
import type { OperationDeps } from '../../../domain/groups/create-group';
import { fireUnits } from '../../../domain/writes/fire-units';
import { LOOKUP_TIMEOUT_MS, readClubTeams } from '../../../domain/groups/group-lookups';
import { toastFailure } from '../../../domain/writes/report';
import { useActor } from '../../../domain/groups/use-actor';

/**
 * The owner removes someone (after the screen's confirmation): their membership goes at once,
 * fired (works offline); from a club, they then leave its teams too (docs/product.md), once the
 * club's teams are read. One's own row has no `Remove`: one leaves instead.
 */
export function removeMember(deps: OperationDeps, kind: GroupKind, groupId: string, personId: string): Outcome {
  const { data, actor, report } = deps;
  if (isActor(actor, personId)) return { ok: false, error: groupTexts.deleteFailed };
  fireUnits(data, [planRemoveMember({ actor, kind, groupId, personId })], (error) =>
    report(groupTexts.deleteFailed, error),
  );
  if (kind === 'club') void removeFromTeams(deps, groupId, personId);
  return { ok: true, value: undefined };
}

async function removeFromTeams(deps: OperationDeps, clubId: string, personId: string) {
  const { data, actor, report } = deps;
  try {
    const teams = await readClubTeams(data, clubId);
    // only the teams they are on: deleting a membership that is not there is refused
    const on = await Promise.all(
      teams.map((team) =>
        data
          .get<DocData>('teamMemberships', membershipDocId(team.id, personId), { timeoutMs: LOOKUP_TIMEOUT_MS })
          .then((doc) => doc !== null)
          .catch(() => false),
      ),
    );
    const units = planRemoveFromClubTeams({ actor, clubId, personId, teams: teams.filter((_, index) => on[index]) });
    fireUnits(data, units, (error) => report(groupTexts.deleteFailed, error));
  } catch (error) {
    report(groupTexts.deleteFailed, error);
  }
}

export function useRemoveMember(): (kind: GroupKind, groupId: string, personId: string) => Outcome {
  const context = useActor();
  return (kind, groupId, personId) =>
    context
      ? removeMember({ ...context, report: toastFailure }, kind, groupId, personId)
      : { ok: false, error: groupTexts.deleteFailed };
}
