import type { DocData } from '../ports';
import { jsonEqual } from './json-values';
import type { SignedInRequest } from './local-rule-reads';
import { carriesMyAddress, isClaimableBy, isMe } from './local-rules-person';
import type { PlannedWrite } from './local-write-plan';

/**
 * The `users` part of the permission model (firestore.rules `match /users/{userId}`), check for
 * check and in the same order (the order decides which documents are read). A person's
 * profile is theirs (`isMe`), their parent's while it is linked to them, and, for the claim,
 * the verified holder's of the address it carries: see ARCHITECTURE.md, "People and identity".
 */

/** What a parent may always change on their child's profile, claimed or not. */
const PARENT_EDITS = ['firstName', 'lastName', 'dob', 'parentName', 'updatedAt'];
/** ... and, while nobody has claimed it, who it is (`uid` may only stay null). */
const PARENT_EDITS_UNCLAIMED = [...PARENT_EDITS, 'email', 'emailLower', 'role', 'uid'];
/** Unlinking a claimed child (the parent's `Delete`): the link goes, and the name it showed. */
const PARENT_UNLINK = ['linkedParentId', 'parentName'];
/** The claim gives the profile this account, and nothing else. */
const CLAIM_CHANGES = ['uid', 'email', 'emailLower', 'updatedAt'];

/** `data.get(field, null)`: an absent field reads as null. */
const field = (data: DocData, name: string): unknown => data[name] ?? null;

/** `after.diff(before).affectedKeys()`: fields added, removed or changed. */
export function changedKeys(before: DocData, after: DocData): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => key in before !== key in after || !jsonEqual(before[key], after[key]));
}

const hasOnly = (keys: string[], allowed: string[]) => keys.every((key) => allowed.includes(key));

/** One profile by id, judged on the stored document. */
export async function mayGetUser(request: SignedInRequest, id: string, resource: DocData | null): Promise<boolean> {
  if (await isMe(request, id)) return true;
  if (!resource) return false;
  return (await isMe(request, field(resource, 'linkedParentId'))) || isClaimableBy(resource, request.auth);
}

export async function mayWriteUser(request: SignedInRequest, { id, before, after }: PlannedWrite): Promise<boolean> {
  if (!before && after) return mayCreateUser(request, id, after);
  if (!request.auth.emailVerified) return false;
  if (before && after) {
    return (
      (await isSelfUpdate(request, id, before, after)) ||
      (await isParentEdit(request, before, after)) ||
      isClaimOfProfile(request, id, before, after)
    );
  }
  return (await isUnclaimedChildOfMine(request, before)) || isRegistrationProfileDelete(request, id);
}

async function mayCreateUser(request: SignedInRequest, id: string, data: DocData): Promise<boolean> {
  const { auth } = request;
  // the registration profile, the one profile write allowed before verifying
  if (id === auth.uid && data.uid === auth.uid && data.role === 'Parent' && data.linkedParentId === null && carriesMyAddress(data, auth)) {
    return true;
  }
  // a verified Parent (by their profile, possibly written in the same batch) adds an unclaimed child
  if (!auth.emailVerified || data.role !== 'Child' || data.uid !== null || typeof data.parentName !== 'string') return false;
  const parentId = field(data, 'linkedParentId');
  if (!(await isMe(request, parentId))) return false;
  return (await request.reads.getAfter('users', parentId as string))?.role === 'Parent';
}

/** One's own profile: never its `uid` or parent link; its address always the account's. */
async function isSelfUpdate(request: SignedInRequest, id: string, before: DocData, after: DocData) {
  return (
    (await isMe(request, id)) &&
    field(after, 'uid') === field(before, 'uid') &&
    field(after, 'linkedParentId') === field(before, 'linkedParentId') &&
    (after.role === 'Parent' || after.role === 'Child') &&
    carriesMyAddress(after, request.auth)
  );
}

/**
 * The parent of a linked child: names, date of birth and the parent's name always; who the
 * child is only until the child claims the profile; a claimed child can only be let go.
 */
async function isParentEdit(request: SignedInRequest, before: DocData, after: DocData) {
  const parentId = field(before, 'linkedParentId');
  if (!(await isMe(request, parentId))) return false;
  const changed = changedKeys(before, after);
  if (field(after, 'linkedParentId') === parentId) {
    if (hasOnly(changed, PARENT_EDITS)) return true;
    return field(before, 'uid') === null && field(after, 'uid') === null && hasOnly(changed, PARENT_EDITS_UNCLAIMED);
  }
  return typeof before.uid === 'string' && field(after, 'linkedParentId') === null && hasOnly(changed, PARENT_UNLINK);
}

/**
 * Half (1) of the claim: the Child profile carrying my verified address gets my uid and
 * address, in the batch that points my account at it (half 2) and removes my registration
 * profile (half 3), so no half can be written without the others.
 */
async function isClaimOfProfile(request: SignedInRequest, id: string, before: DocData, after: DocData) {
  const { auth } = request;
  if (id === auth.uid || !isClaimableBy(before, auth)) return false;
  if (after.uid !== auth.uid || !carriesMyAddress(after, auth) || !hasOnly(changedKeys(before, after), CLAIM_CHANGES)) {
    return false;
  }
  if ((await request.reads.getAfter('accounts', auth.uid))?.personId !== id) return false;
  return !(await request.reads.existsAfter('users', auth.uid));
}

/** A parent deletes a child nobody has claimed; a claimed child is only unlinked. */
async function isUnclaimedChildOfMine(request: SignedInRequest, before: DocData | null) {
  return before !== null && field(before, 'uid') === null && isMe(request, field(before, 'linkedParentId'));
}

/**
 * Half (3) of the claim: my registration profile goes in the batch that switches my account
 * (from my uid before it, to a profile carrying my uid after it), so a replay of the claim
 * batch is refused.
 */
async function isRegistrationProfileDelete(request: SignedInRequest, id: string) {
  const { uid } = request.auth;
  if (id !== uid) return false;
  const personId = (await request.reads.getAfter('accounts', uid))?.personId;
  if (typeof personId !== 'string' || personId === uid) return false;
  if ((await request.reads.get('accounts', uid))?.personId !== uid) return false;
  return (await request.reads.getAfter('users', personId))?.uid === uid;
}
