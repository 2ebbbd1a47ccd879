import { checkTeamFields } from '../model/group-fields';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { Outcome, TeamFields } from '../../../domain/groups/group-types';
import { createTeam } from '../../../domain/groups/create-group';
import { toastFailure } from '../../../domain/writes/report';
import { useActor } from '../../../shared/hooks/use-actor';

/**
 * Creates a team (in a club the user owns, or none): checked and trimmed fields, then fire and
 * forget (works offline); in a club, the club's members are added next. Answers at once with
 * the new id (the screen opens `/teams/{id}`), or the field's message.
 */
export function useCreateTeam(): (fields: TeamFields) => Outcome<{ id: string }> {
  const context = useActor();
  return (fields) => {
    const checked = checkTeamFields(fields);
    if (!checked.ok) return checked;
    if (!context) return { ok: false, error: groupTexts.saveFailed };
    return createTeam({ ...context, report: toastFailure }, checked.value);
  };
}
