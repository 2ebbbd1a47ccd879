import { checkTeamFields } from '../model/group-fields';
import { groupTexts } from '../model/group-texts';
import type { Outcome, TeamFields } from '../model/group-types';
import { createTeam } from './create-group';
import { toastFailure } from './report';
import { useActor } from './use-actor';

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
