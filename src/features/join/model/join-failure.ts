import { isDataError } from '../../../backend/ports';
import { groupTexts } from '../../groups/model/group-texts';

/**
 * What a failed step of joining tells the user: no answer from the server in time is a
 * connection problem (where the backend has a device queue, the join is queued instead, see
 * `isNoConnection`); anything else, a refusal included, is `Join failed`.
 */
export function joinFailureText(error: unknown): string {
  if (isDataError(error, 'unavailable') || isDataError(error, 'deadline-exceeded')) return groupTexts.joinNeedsConnection;
  return groupTexts.joinFailed;
}

/** Did a join end because the server did not answer (so it may wait in the device queue)? */
export function isNoConnection(error: string): boolean {
  return error === groupTexts.joinNeedsConnection;
}
