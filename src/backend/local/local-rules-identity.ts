import type { DocData } from '../ports';
import type { SignedInRequest } from './local-rule-reads';
import { isClaimableBy, isMe, isMyChild, myAddress } from './local-rules-person';
import type { PlannedWrite } from './local-write-plan';

/**
 * `accounts` and `emails` (firestore.rules `match /accounts/{uid}`, `match /emails/{address}`),
 * check for check and in the same order.
 *
 * An account points at its person: `personId` is the uid from registration until the claim
 * switches it, once, to the Child profile the account claimed. An `emails/{address}` entry
 * tells only that an address is taken (any signed-in user may get one; nobody may list them):
 * the holder's own carries no id, a parent's names the child it was given to. The holder deletes
 * their own; the child's parent (`isMyChild`, on the state before the batch) the child's, so a
 * child, their memberships and their entry can go in one batch.
 */

const ENTRY_FIELDS = ['createdAt', 'childId'];

/** Only one's own pointer; there is no query on accounts. */
export function mayGetAccount(request: SignedInRequest, id: string): boolean {
  return id === request.auth.uid;
}

export async function mayWriteAccount(request: SignedInRequest, { id, before, after }: PlannedWrite): Promise<boolean> {
  const { auth } = request;
  // never deleted: a claimed child's account must keep pointing at their profile
  if (id !== auth.uid || !after) return false;
  // written at registration, before verifying, pointing at the registration profile
  if (!before) return after.personId === auth.uid;
  if (!auth.emailVerified) return false;
  if ((after.personId ?? null) === (before.personId ?? null)) return true;
  return isAccountSwitch(request, before, after);
}

/**
 * Half (2) of the claim: from the uid to a Child profile that was claimable by this verified
 * address before the batch and carries this uid after it. Once switched, never again: a
 * replay, or a second profile with the same address, finds the pointer already moved.
 */
async function isAccountSwitch(request: SignedInRequest, before: DocData, after: DocData): Promise<boolean> {
  const { auth } = request;
  const to = after.personId;
  if (before.personId !== auth.uid || typeof to !== 'string' || to === auth.uid) return false;
  if (!isClaimableBy(await request.reads.get('users', to), auth)) return false;
  return (await request.reads.getAfter('users', to))?.uid === auth.uid;
}

export async function mayWriteEmailEntry(request: SignedInRequest, { id, before, after }: PlannedWrite): Promise<boolean> {
  const { auth } = request;
  if (before && after) return false; // never changed: `create` only matches an absent entry
  if (after) {
    if (!Object.keys(after).every((key) => ENTRY_FIELDS.includes(key))) return false;
    // the holder's own entry: allowed at registration, before verifying
    if (!('childId' in after)) return id === myAddress(auth);
    return auth.emailVerified && isEntryForMyChild(request, id, after.childId);
  }
  // a delete of a missing entry has nothing to judge: refused, as by Firestore
  if (!before || !auth.emailVerified) return false;
  if (!('childId' in before)) return id === myAddress(auth);
  // the state before the batch, so that a child and their entry can go together
  return isMyChild(request, before.childId);
}

/** A verified parent names their own unclaimed child, which carries this address after the batch. */
async function isEntryForMyChild(request: SignedInRequest, id: string, childId: unknown): Promise<boolean> {
  if (typeof childId !== 'string') return false;
  const child = await request.reads.getAfter('users', childId);
  return child !== null && (await isMe(request, child.linkedParentId ?? null)) && child.emailLower === id && child.uid === null;
}
