import type { DocData } from '../ports';
import type { RuleAuth, SignedInRequest } from './local-rule-reads';

/**
 * Who the asker is, as a person (ARCHITECTURE.md, "People and identity"): their uid, or the
 * person id their account points at once they claimed a Child profile; and whose parent they
 * are. Mirrors `myPersonId()`, `isMe()` and `isMyChild()` of firestore.rules, read for read: the
 * uid is compared first, so most people cost no read; the account is read at most once per
 * request (the budget counts a path once); "my child" costs one read of the child's profile.
 */

/** `accounts/{uid}.personId`, or the uid while the account has none (or does not exist). */
export async function myPersonId(request: SignedInRequest): Promise<string> {
  const account = await request.reads.get('accounts', request.auth.uid);
  return typeof account?.personId === 'string' ? account.personId : request.auth.uid;
}

/** `isMe(id)`: `id is string && (id == uid || id == myPersonId())`. */
export async function isMe(request: SignedInRequest, id: unknown): Promise<boolean> {
  if (typeof id !== 'string') return false;
  return id === request.auth.uid || id === (await myPersonId(request));
}

/**
 * `isMyChild(id)`: `users/{id}` exists and is linked to me (`linkedParentId`), claimed or not. A
 * parent keeps acting for a linked child; a claimed child they unlinked is theirs no more. Read
 * as before the request (`get`), so a parent may delete a child with what names the child.
 */
export async function isMyChild(request: SignedInRequest, id: unknown): Promise<boolean> {
  if (typeof id !== 'string' || id === '') return false;
  const child = await request.reads.get('users', id);
  return child !== null && isMe(request, child.linkedParentId ?? null);
}

export const myAddress = (auth: RuleAuth) => auth.email.toLowerCase();

/**
 * One's own profile carries the signed-in account's address: `emailLower == lower(token
 * email)` and `lower(email) == lower(token email)`, so nobody can take on another address.
 */
export function carriesMyAddress(data: DocData, auth: RuleAuth): boolean {
  return data.emailLower === myAddress(auth) && typeof data.email === 'string' && data.email.toLowerCase() === myAddress(auth);
}

/**
 * A Child profile a parent made that no account has claimed yet (`uid` explicitly null),
 * carrying the verified asker's address, in lower case or exactly as the account has it
 * (older profiles have no `emailLower`): the asker may read it and claim it.
 */
export function isClaimableBy(child: DocData | null, auth: RuleAuth): child is DocData {
  return (
    child !== null &&
    auth.emailVerified &&
    child.role === 'Child' &&
    child.uid === null &&
    (child.emailLower === myAddress(auth) || child.email === auth.email)
  );
}
