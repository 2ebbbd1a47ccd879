import { useQueryClient } from '@tanstack/react-query';
import type { DocResult } from '../../../backend/ports';
import { checkTeamFields } from '../model/group-fields';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { Outcome, TeamFields } from '../../../domain/groups/group-types';
import { groupKeys } from '../../../domain/groups/group-keys';
import { toastFailure } from '../../../domain/writes/report';
import { saveTeam } from './save-group';
import { useActor } from '../../../shared/hooks/use-actor';

/**
 * Saves an owner's edit of a team: checked and trimmed, fire and forget (`Save failed` if later
 * refused). A move into a club adds the club's members the team lacks.
 */
export function useSaveTeam(): (id: string, fields: TeamFields) => Outcome {
  const context = useActor();
  const client = useQueryClient();
  return (id, fields) => {
    const checked = checkTeamFields(fields);
    if (!checked.ok) return checked;
    if (!context) return { ok: false, error: groupTexts.saveFailed };
    // the page's copy of the team, as it was before this save
    const shown = client.getQueryData<DocResult>(groupKeys.group('team', id))?.doc?.data.clubId;
    const previousClubId = shown === undefined ? undefined : typeof shown === 'string' ? shown : null;
    return saveTeam({ ...context, report: toastFailure }, id, checked.value, previousClubId);
  };
}
