import type { AuthUser, DataPort, Doc } from '../../../backend/ports';
import { reportRefusal } from '../../../lib/report-write-failure';
import { type UserProfile, usersCollection } from '../../../domain/person/user-profile';
import { claimTexts, pickClaimableChild } from '../../../domain/person/claim';
import {
  type AccountRecord,
  accountsCollection,
  registrationOps,
  writeOwnEmailEntryIfMissing,
} from '../../../domain/person/identity-records';

/** How long the follow-up may wait for the server before it tries again at the next session. */
export const FOLLOW_UP_TIMEOUT_MS = 5_000;

export type FollowUp =
  /** a parent made a Child profile carrying this address: ask the user */
  | { kind: 'offer'; child: Doc<UserProfile> }
  /** nothing (more) to do for this account */
  | { kind: 'settled' }
  /** the server could not be asked: look again at the next verified session */
  | { kind: 'unknown' };

/** A Child profile to offer, null when the server says there is none, undefined when it cannot tell. */
async function findClaimableChild(data: DataPort, email: string): Promise<Doc<UserProfile> | null | undefined> {
  const childQuery = async (field: 'emailLower' | 'email', value: string) => {
    const result = await data.query<UserProfile>(
      {
        collection: usersCollection,
        where: [
          { field: 'role', op: '==', value: 'Child' },
          { field: 'uid', op: '==', value: null },
          { field, op: '==', value },
        ],
      },
      { timeoutMs: FOLLOW_UP_TIMEOUT_MS },
    );
    // the device cannot know of a profile a parent made elsewhere
    return result.fromCache ? undefined : result.docs;
  };
  const byLower = await childQuery('emailLower', email.toLowerCase());
  if (byLower === undefined) return undefined;
  const byExact = byLower.length > 0 ? [] : await childQuery('email', email);
  if (byExact === undefined) return undefined;
  return pickClaimableChild(byLower, byExact);
}

/**
 * An account made before accounts pointed at their person, or whose registration writes were
 * lost: its pointer, and its profile where a server confirms it missing, in one batch. The
 * profile is read first, so a page closed meanwhile leaves neither (the next verified session
 * looks again), never a pointer without its profile. False, writing nothing, when the profile
 * cannot be read.
 */
async function writeMissingRegistration(data: DataPort, user: AuthUser, now: string): Promise<boolean> {
  const profile = await data.get(usersCollection, user.uid, { timeoutMs: FOLLOW_UP_TIMEOUT_MS }).catch(() => undefined);
  if (profile === undefined) return false;
  // registration's own batch, without the profile where one is there
  const ops = registrationOps(user, now).filter((op) => profile === null || op.collection !== usersCollection);
  data.batch(ops, reportRefusal(claimTexts.saveFailed));
  return true;
}

/**
 * What the app does the first time it sees a verified session of an account (after `Login`,
 * `Check again`, the panel's own check, or a page load): write what registration left missing,
 * then look for an unclaimed Child profile carrying the address. Never at registration:
 * an unverified address proves nothing. Reads are time-boxed; writes are not awaited.
 */
export async function followUpVerifiedSession(data: DataPort, user: AuthUser): Promise<FollowUp> {
  if (!user.emailVerified) return { kind: 'settled' };
  const now = new Date().toISOString();
  const account = await data
    .get<AccountRecord>(accountsCollection, user.uid, { timeoutMs: FOLLOW_UP_TIMEOUT_MS })
    .catch(() => undefined);
  if (account === undefined) return { kind: 'unknown' };
  if (account?.data.claimChecked) return { kind: 'settled' };
  if (account === null && !(await writeMissingRegistration(data, user, now))) return { kind: 'unknown' };
  // the holder's entry, where the address has none (a child's may hold it), dated as the account:
  // registration wrote both with one time, so should its entry still be on its way (or lost with
  // a page that went away), this is the same document, an unchanged copy the rules accept
  await writeOwnEmailEntryIfMissing(data, user, account?.data.createdAt ?? now, FOLLOW_UP_TIMEOUT_MS);
  if (account && account.data.personId !== user.uid) {
    data.update(accountsCollection, user.uid, { claimChecked: true }, reportRefusal(claimTexts.saveFailed));
    return { kind: 'settled' };
  }
  const child = await findClaimableChild(data, user.email).catch(() => undefined);
  if (child === undefined) return { kind: 'unknown' };
  if (child) return { kind: 'offer', child };
  data.set(accountsCollection, user.uid, { claimChecked: true }, reportRefusal(claimTexts.saveFailed), { merge: true });
  return { kind: 'settled' };
}
