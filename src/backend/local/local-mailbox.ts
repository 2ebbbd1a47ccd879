import { liveQuery } from 'dexie';
import type { Mail, MailboxPort } from '../ports';
import type { LocalDb, MailRecord } from './local-db';
import { newUid, randomHex } from './random-ids';

function toMail({ id, kind, to, token, sentAt, subject }: MailRecord): Mail {
  return { id, kind: kind ?? 'verify', to, token, sentAt, ...(subject ? { subject } : {}) };
}

/**
 * The device's mailbox: the local backend "sends" its mails here, verification, password
 * reset and invitations to be a guardian. Opening a verification mail verifies the address; it signs nobody in (the user
 * reloads or signs in afterwards). A reset mail's token goes to `auth.confirmPasswordReset`.
 */
export function createLocalMailbox(db: LocalDb): MailboxPort {
  return {
    watch(onNext) {
      const subscription = liveQuery(() => db.mails.orderBy('seq').reverse().toArray()).subscribe({
        next: (mails) => onNext(mails.map(toMail)),
        error: (error: unknown) => console.error('Mailbox watch failed', error),
      });
      return () => subscription.unsubscribe();
    },
    async sendInvite(to, subject) {
      // the token opens nothing: an invitation is answered signed in, in the app
      await db.mails.add({
        id: newUid(),
        kind: 'invite',
        to,
        token: randomHex(16),
        sentAt: new Date().toISOString(),
        subject,
      });
    },
    async verify(token) {
      if (!token) return null;
      return db.transaction('rw', db.mails, db.accounts, async () => {
        const mail = await db.mails.where('token').equals(token).first();
        // a reset link proves the address too, but it is for a new password, not this
        if (!mail || toMail(mail).kind !== 'verify') return null;
        const account = await db.accounts.where('emailLower').equals(mail.to.toLowerCase()).first();
        if (account && !account.emailVerified) await db.accounts.update(account.uid, { emailVerified: true });
        return mail.to;
      });
    },
  };
}
