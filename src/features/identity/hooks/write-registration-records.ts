import type { AuthUser, DataPort } from '../../../backend/ports';
import { reportRefusal } from '../../../lib/report-write-failure';
import { claimTexts } from '../model/claim';
import { registrationOps } from '../model/identity-records';

/**
 * Right after sign-up, before the address is verified: the profile, the one write allowed
 * then. Not awaited.
 */
export function writeRegistrationRecords(data: DataPort, user: AuthUser): void {
  data.batch(registrationOps(user, new Date().toISOString()), reportRefusal(claimTexts.saveFailed));
}
