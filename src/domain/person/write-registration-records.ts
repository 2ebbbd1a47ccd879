import type { AuthUser, DataPort } from '../../backend/ports';
import { reportRefusal } from '../../lib/report-write-failure';
import { claimTexts } from './claim';
import { registrationOps } from './identity-records';

/**
 * Right after sign-up, before the address is verified (the one write allowed then): the
 * profile and the account's pointer in one batch. Not awaited. The address's `emails` entry
 * follows on the first verified session (verified-session-follow-up.ts): an unverified account
 * may read no entry (docs/SECURITY.md), so it cannot tell whether a parent gave the address to
 * a child already.
 */
export function writeRegistrationRecords(data: DataPort, user: AuthUser): void {
  data.batch(registrationOps(user, new Date().toISOString()), reportRefusal(claimTexts.saveFailed));
}
