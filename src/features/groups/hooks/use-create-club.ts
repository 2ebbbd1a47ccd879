import { checkClubFields } from '../model/group-fields';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { ClubFields, Outcome } from '../../../domain/groups/group-types';
import { createClub } from '../../../domain/groups/create-group';
import { toastFailure } from '../../../domain/writes/report';
import { useActor } from '../../../shared/hooks/use-actor';

/**
 * Creates a club: checked and trimmed fields, then fire and forget (works offline). Answers at
 * once with the new id (the screen opens `/clubs/{id}`), or the field's message.
 */
export function useCreateClub(): (fields: ClubFields) => Outcome<{ id: string }> {
  const context = useActor();
  return (fields) => {
    const checked = checkClubFields(fields);
    if (!checked.ok) return checked;
    if (!context) return { ok: false, error: groupTexts.saveFailed };
    return createClub({ ...context, report: toastFailure }, checked.value);
  };
}
