import { isDataError } from '../../../backend/ports';
import { groupTexts } from '../../groups/model/group-texts';

/**
 * What a failed step of joining tells the user: no answer from the server in time is a
 * connection problem (UX-CONTRACT: joining needs the server until the device queue exists);
 * anything else, a refusal included, is `Join failed`.
 */
export function joinFailureText(error: unknown): string {
  if (isDataError(error, 'unavailable') || isDataError(error, 'deadline-exceeded')) return groupTexts.joinNeedsConnection;
  return groupTexts.joinFailed;
}
