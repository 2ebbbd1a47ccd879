import { checkClubFields } from '../model/group-fields';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { ClubFields, Outcome } from '../../../domain/groups/group-types';
import { toastFailure } from '../../../domain/writes/report';
import { saveClub } from './save-group';
import { useActor } from '../../../shared/hooks/use-actor';

/** Saves an owner's edit of a club: checked and trimmed, fire and forget (`Save failed` if later refused). */
export function useSaveClub(): (id: string, fields: ClubFields) => Outcome {
  const context = useActor();
  return (id, fields) => {
    const checked = checkClubFields(fields);
    if (!checked.ok) return checked;
    if (!context) return { ok: false, error: groupTexts.saveFailed };
    return saveClub({ ...context, report: toastFailure }, id, checked.value);
  };
}
