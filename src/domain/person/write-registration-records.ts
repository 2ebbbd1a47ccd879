import type { AuthUser, DataPort } from '../../backend/ports';
import { reportRefusal } from '../../lib/report-write-failure';
import { claimTexts } from './claim';
import { registrationOps, writeOwnEmailEntryIfMissing } from './identity-records';

/** how long the `emails` entry's read may wait for the server */
const REGISTRATION_READ_TIMEOUT_MS = 5_000;

/**
 * Right after sign-up, before the address is verified (the one write allowed then): the
 * profile and the account's pointer in one batch, then the address's `emails` entry on its
 * own where there is none yet (a parent may have given the address to a child). Not awaited.
 */
export function writeRegistrationRecords(data: DataPort, user: AuthUser): void {
  const now = new Date().toISOString();
  data.batch(registrationOps(user, now), reportRefusal(claimTexts.saveFailed));
  void writeOwnEmailEntryIfMissing(data, user, now, REGISTRATION_READ_TIMEOUT_MS);
}
