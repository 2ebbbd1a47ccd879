import type { DocData } from '../ports';
import type { RuleAuth, SignedInRequest } from './local-rule-reads';
import type { PlannedWrite } from './local-write-plan';

/**
 * The `users` part of the permission model (firestore.rules `match /users/{userId}`). Besides
 * the owner and the linked parent, a verified user may see and claim a Child profile that
 * carries their email and no uid: one batch sets their own profile (role Child, `claimedFrom`
 * the child's id, the same parent) and deletes the child.
 */

function emailMatches(data: DocData, auth: RuleAuth): boolean {
  return data.emailLower === auth.email.toLowerCase() || data.email === auth.email;
}

function isClaimableBy(child: DocData | null, auth: RuleAuth): child is DocData {
  return child !== null && auth.emailVerified && child.role === 'Child' && child.uid === null && emailMatches(child, auth);
}

/** One profile by id, judged on the stored document. */
export function mayGetUser(auth: RuleAuth, id: string, resource: DocData | null): boolean {
  if (id === auth.uid) return true;
  if (!resource) return false;
  return resource.linkedParentId === auth.uid || isClaimableBy(resource, auth);
}

export async function mayWriteUser(request: SignedInRequest, write: PlannedWrite): Promise<boolean> {
  const { auth } = request;
  const { id, before, after } = write;
  if (!before && after) return mayCreateUser(request, id, after);
  if (!auth.emailVerified) return false;
  if (before && after) {
    if (id === auth.uid) {
      // one's parent link stays as it is, except when claiming a child profile
      if ((after.linkedParentId ?? null) === (before.linkedParentId ?? null)) return true;
      return isValidClaim(request, id, after);
    }
    return before.linkedParentId === auth.uid && after.linkedParentId === auth.uid;
  }
  if (id === auth.uid) return true;
  if (!before) return false;
  return before.linkedParentId === auth.uid || isClaimDelete(request, id, before);
}

async function mayCreateUser(request: SignedInRequest, id: string, data: DocData): Promise<boolean> {
  const { auth } = request;
  // one's own profile at registration, before verifying
  if (id === auth.uid && data.uid === auth.uid && data.role === 'Parent' && data.linkedParentId === null) return true;
  if (!auth.emailVerified) return false;
  if (id === auth.uid) return isValidClaim(request, id, data);
  if (data.role !== 'Child' || data.uid !== null || data.linkedParentId !== auth.uid) return false;
  return (await request.reads.getAfter('users', auth.uid))?.role === 'Parent';
}

/** The set half of a claim: own profile, copied link, and the claimed child gone after the batch. */
async function isValidClaim(request: SignedInRequest, id: string, data: DocData): Promise<boolean> {
  const { auth } = request;
  const from = data.claimedFrom;
  if (typeof from !== 'string' || from === '' || from === id) return false;
  if (data.uid !== auth.uid || data.role !== 'Child' || data.email !== auth.email) return false;
  const child = await request.reads.get('users', from);
  if (!isClaimableBy(child, auth) || (data.linkedParentId ?? null) !== (child.linkedParentId ?? null)) return false;
  return !(await request.reads.existsAfter('users', from));
}

/** The delete half of a claim: allowed only with the claiming set in the same batch. */
async function isClaimDelete(request: SignedInRequest, id: string, child: DocData): Promise<boolean> {
  const { auth } = request;
  if (!isClaimableBy(child, auth)) return false;
  const ownBefore = await request.reads.get('users', auth.uid);
  const ownAfter = await request.reads.getAfter('users', auth.uid);
  return (
    ownAfter !== null &&
    ownAfter.claimedFrom === id &&
    ownBefore?.claimedFrom !== id &&
    ownAfter.uid === auth.uid &&
    ownAfter.role === 'Child' &&
    (ownAfter.linkedParentId ?? null) === (child.linkedParentId ?? null)
  );
}
