import type { AuthUser, Doc, WriteOp } from '../../backend/ports';
import { type UserProfile, usersCollection } from './user-profile';
import { type AccountRecord, accountsCollection } from './identity-records';

/**
 * Claiming a Child profile (docs/product.md §4, docs/product.md "Data decisions"): a parent made a profile
 * carrying this address; at the first verified session the user is asked, and `Link account`
 * makes that very profile theirs. Its id never changes, so the child stays in every squad.
 */

export const claimTexts = {
  question: (parentName: string) => `${parentName} added you as their child. Link your account?`,
  link: 'Link account',
  notMe: 'Not me',
  linked: 'Welcome! Your account is linked to your parent.',
  saveFailed: 'Save failed',
  someParent: 'A parent',
} as const;

/** The profile to offer: matched on the lowercase address first, then the exact one; oldest first. */
export function pickClaimableChild(
  byLowercaseEmail: Doc<UserProfile>[],
  byExactEmail: Doc<UserProfile>[],
): Doc<UserProfile> | null {
  const claimable = (doc: Doc<UserProfile>) => doc.data.role === 'Child' && !doc.data.uid && !!doc.data.linkedParentId;
  const oldestFirst = (a: Doc<UserProfile>, b: Doc<UserProfile>) =>
    String(a.data.createdAt ?? '').localeCompare(String(b.data.createdAt ?? ''));
  return (
    [...byLowercaseEmail].filter(claimable).sort(oldestFirst)[0] ??
    [...byExactEmail].filter(claimable).sort(oldestFirst)[0] ??
    null
  );
}

/** Who the question names: the parent's name as the profile carries it. */
export function parentNameOf(child: Doc<UserProfile>): string {
  const name = typeof child.data.parentName === 'string' ? child.data.parentName.trim() : '';
  return name || claimTexts.someParent;
}

/**
 * `Link account`, one batch: the child profile gets this account's uid and address, the
 * account points at it, and the registration profile goes. The rules allow each write only
 * together with the others (firestore.rules, local rules: "the claim").
 */
export function claimOps(user: AuthUser, child: Doc<UserProfile>, now: string): WriteOp[] {
  const account: Partial<AccountRecord> = { personId: child.id, claimChecked: true };
  return [
    {
      kind: 'update',
      collection: usersCollection,
      id: child.id,
      data: { uid: user.uid, email: user.email, emailLower: user.email.toLowerCase(), updatedAt: now },
    },
    { kind: 'update', collection: accountsCollection, id: user.uid, data: account },
    { kind: 'delete', collection: usersCollection, id: user.uid },
  ];
}

/** `Not me`: recorded on the account, which is never asked again; nothing else changes. */
export function declineOps(user: AuthUser): WriteOp[] {
  const account: Partial<AccountRecord> = { claimChecked: true, claimDeclined: true };
  return [{ kind: 'update', collection: accountsCollection, id: user.uid, data: account }];
}
