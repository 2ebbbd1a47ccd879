import type { AuthUser, DataPort } from '../../backend/ports';
import { reportRefusal } from '../../lib/report-write-failure';
import { claimTexts } from './claim';
import { ownEmailEntryOp, registrationOps } from './identity-records';

/**
 * Right after sign-up, before the address is verified (the one write allowed then): the
 * profile and the account's pointer in one batch, then the address's `emails` entry on its
 * own, whose refusal (the address was given to a child) is expected and silent. Not awaited.
 */
export function writeRegistrationRecords(data: DataPort, user: AuthUser): void {
  const now = new Date().toISOString();
  data.batch(registrationOps(user, now), reportRefusal(claimTexts.saveFailed));
  data.batch([ownEmailEntryOp(user, now)], () => {});
}
