import { isDataError } from '../../../backend/ports';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { GroupKind } from '../../../domain/groups/group-types';

/**
 * Why joining failed, as a code the flow decides on (the words are groupTexts', for the
 * screen): `code`, a problem of the code itself (empty, ill-formed, not active, its group gone),
 * the same for everyone; `unknown-code`, a well-formed code the server has no entry for (on the
 * local build: perhaps made on another device, which the page says); `no-connection`, no answer from the server in time (where the
 * backend has a device queue, the join waits there); `already-club` / `already-team`, that
 * person is in already; `refused`, anything else, a refusal included (`Join failed`).
 */
export type JoinFailure = 'code' | 'unknown-code' | 'no-connection' | 'already-club' | 'already-team' | 'refused';

export const alreadyIn = (kind: GroupKind): JoinFailure => (kind === 'club' ? 'already-club' : 'already-team');

/** A step of joining that threw: no answer in time is a connection problem, anything else `Join failed`. */
export function joinFailureOf(error: unknown): { error: string; reason: JoinFailure } {
  if (isDataError(error, 'unavailable') || isDataError(error, 'deadline-exceeded')) {
    return { error: groupTexts.joinNeedsConnection, reason: 'no-connection' };
  }
  return { error: groupTexts.joinFailed, reason: 'refused' };
}

/** What a failed step of joining tells the user. */
export function joinFailureText(error: unknown): string {
  return joinFailureOf(error).error;
}

/** Did a join end because the server did not answer (so it may wait in the device queue)? */
export function isNoConnection(reason: JoinFailure): boolean {
  return reason === 'no-connection';
}
