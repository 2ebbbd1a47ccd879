import { checkClubFields } from '../model/group-fields';
import { groupTexts } from '../model/group-texts';
import type { ClubFields, Outcome } from '../model/group-types';
import { toastFailure } from './report';
import { saveClub } from './save-group';
import { useActor } from './use-actor';

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
