import { AuthError } from '../ports';
import type { LocalDb, MailRecord } from './local-db';
import { hashPassword } from './password-hash';
import { newUid, randomHex } from './random-ids';

/**
 * Password reset on the local backend, like Firebase's: a mail with a link (the device's
 * mailbox), whose code sets a new password once, within an hour, and signs nobody in.
 */

/** How long a reset link works (Firebase's reset codes last one hour too). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Puts a reset mail in the device's mailbox when an account has this address (already
 * normalised to lower case), and does nothing otherwise: the caller answers alike either way.
 */
export async function sendResetMail(db: LocalDb, emailLower: string): Promise<void> {
  const account = await db.accounts.where('emailLower').equals(emailLower).first();
  if (!account) return;
  await db.mails.add({
    id: newUid(),
    kind: 'reset',
    to: account.email,
    token: randomHex(32),
    sentAt: new Date().toISOString(),
  });
}

/** The unused, unexpired reset mail with this token, or null. */
async function usableResetMail(db: LocalDb, token: string): Promise<MailRecord | null> {
  if (!token) return null;
  const mail = await db.mails.where('token').equals(token).first();
  if (mail?.kind !== 'reset' || mail.usedAt) return null;
  const age = Date.now() - Date.parse(mail.sentAt);
  return age >= 0 && age <= RESET_LINK_LIFETIME_MS ? mail : null;
}

/**
 * Sets the account's password from a reset mail's token, hashed as at registration, and
 * spends every reset link of that address: an old mail must not undo the new password.
 * AuthError 'invalid-action-code' for an unknown, used or expired token (checked first, so the
 * user is not asked for a better password for a dead link), 'weak-password' for a short one.
 */
export async function confirmReset(
  db: LocalDb,
  token: string,
  newPassword: string,
  options: { minLength: number; iterations: number },
): Promise<void> {
  const mail = await usableResetMail(db, token);
  if (!mail) throw new AuthError('invalid-action-code');
  if (newPassword.length < options.minLength) throw new AuthError('weak-password');
  // hashing is not IndexedDB work, so it must finish before the transaction starts
  const password = await hashPassword(newPassword, options.iterations);
  await db.transaction('rw', db.mails, db.accounts, async () => {
    // another tab may have used the link meanwhile
    if (!(await usableResetMail(db, token))) throw new AuthError('invalid-action-code');
    const emailLower = mail.to.toLowerCase();
    const account = await db.accounts.where('emailLower').equals(emailLower).first();
    if (!account) throw new AuthError('invalid-action-code');
    await db.accounts.update(account.uid, { password });
    const usedAt = new Date().toISOString();
    const resetMails = await db.mails
      .filter((each) => each.kind === 'reset' && each.to.toLowerCase() === emailLower)
      .toArray();
    for (const each of resetMails)
      if (each.seq !== undefined && !each.usedAt) await db.mails.update(each.seq, { usedAt });
  });
}
