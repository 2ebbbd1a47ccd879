import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { AccountRecord, MailRecord, PasswordHash, SessionRecord } from '../../src/backend/local/local-db';
import { newUid } from '../../src/backend/local/random-ids';
import { ownEmailEntryOp, registrationOps } from '../../src/domain/person/identity-records';
import { setName } from './groups';
import { registerVerified } from './local-mailbox';
import { password as defaultPassword, register } from './users';

/**
 * People made for a test's SET-UP on the local backend, without the screens: what registering,
 * verifying through the mailbox, signing in and naming oneself on /edit-profile leave in
 * IndexedDB `pitchside-local`, written at once, then the app loaded on /dashboard.
 *
 * Through the screens each person costs two 600,000-round PBKDF2s in the browser (sign-up and
 * sign-in) and five page loads: some 9 s on a loaded 2-core machine, against 3 s seeded. Specs
 * whose subject is signing up, verifying or signing in (first-minutes-auth, register,
 * login-and-verification, password-reset, verification-panel, guard, the child's own sign-up in
 * child-claim and children, the offline sign-up in offline-and-errors) keep the screens
 * (`register`, `registerVerified` in local-mailbox.ts); the rest of the set-up uses this.
 *
 * `PITCHSIDE_E2E_PEOPLE=screens` makes the same people through the screens instead, as the
 * specs did before: to tell a failure of the seeding from one of the app, and to measure what
 * seeding saves.
 */
const throughScreens = process.env.PITCHSIDE_E2E_PEOPLE === 'screens';

/**
 * PBKDF2 rounds of a seeded password. The app verifies a password with the rounds stored in
 * its record (src/backend/local/password-hash.ts `verifyPassword`: "accounts keep working if
 * the default is raised later"), so a seeded person signs in through the Login screen as any
 * other does (`switchTo`), in a fraction of the time. The app's own hashing stays at 600,000.
 */
export const SEEDED_PASSWORD_ITERATIONS = 1_000;

/** The format of src/backend/local/password-hash.ts `hashPassword`, computed here in Node. */
export function seededPasswordHash(password: string, iterations = SEEDED_PASSWORD_ITERATIONS): PasswordHash {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  return { algorithm: 'PBKDF2-SHA256', iterations, salt: salt.toString('hex'), hash: hash.toString('hex') };
}

export interface SeededPerson {
  email: string;
  /** the profile's name, as /edit-profile saves it (with a date of birth); none: the dashboard greets the address */
  first?: string;
  last?: string;
  /** true (the default): verified and named as wished; false: just registered, the verification mail waiting */
  verified?: boolean;
  password?: string;
  /** verified and asked something on arrival (an invitation): the dialog, not the greeting, is waited for */
  asked?: boolean;
}

interface SeedRecords {
  account: AccountRecord;
  session: SessionRecord;
  mail: Omit<MailRecord, 'seq'>;
  docs: { collection: string; id: string; data: Record<string, unknown> }[];
}

/** The records registration, the mailbox's link, the first verified session and /edit-profile write. */
function seedRecords({ email, first, last, verified = true, password = defaultPassword }: SeededPerson): SeedRecords {
  if (!verified && (first || last)) throw new Error('seedPerson: an unverified person cannot have saved a name yet');
  const now = new Date().toISOString();
  const uid = newUid();
  const user = { uid, email, emailVerified: verified };
  // src/backend/local/local-auth.ts `signUp`, then the mailbox's link (local-mailbox.ts `verify`)
  const account: AccountRecord = {
    uid,
    email,
    emailLower: email.toLowerCase(),
    emailVerified: verified,
    password: seededPasswordHash(password),
    createdAt: now,
  };
  // `sendVerification`: the mail registration sends (its link already followed when verified)
  const mail = {
    id: newUid(),
    kind: 'verify' as const,
    to: email,
    token: randomBytes(32).toString('hex'),
    sentAt: now,
  };
  // src/domain/person/write-registration-records.ts: the Parent profile, the account's pointer, the email entry
  const docs = [...registrationOps(user, now), ownEmailEntryOp(user, now)].map((op) => {
    if (op.kind !== 'set') throw new Error(`seedPerson: registration wrote a ${op.kind}`);
    return { collection: op.collection, id: op.id, data: { ...op.data } as Record<string, unknown> };
  });
  if (verified) {
    for (const doc of docs) {
      // the first verified session's follow-up found no Child profile to claim (verified-session-follow-up.ts)
      if (doc.collection === 'accounts') doc.data.claimChecked = true;
      // /edit-profile's Save, as `setName` fills it (src/features/profile/hooks/use-update-profile.ts)
      if (doc.collection === 'users' && (first || last)) {
        Object.assign(doc.data, { firstName: first ?? '', lastName: last ?? '', dob: '1990-05-01', role: 'Parent' });
        doc.data.updatedAt = now;
      }
    }
  }
  const session: SessionRecord = { key: 'current', uid, email, emailVerified: verified };
  return { account, session, mail, docs };
}

/** Writes the records in one IndexedDB transaction; false when this origin has no database yet. */
function writeRecords(page: Page, records: SeedRecords) {
  return page.evaluate(
    (records) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('pitchside-local');
        let missing = false;
        // no database yet: leave it to the app to make (with its schema), and say so
        open.onupgradeneeded = () => {
          missing = true;
          open.transaction?.abort();
        };
        open.onerror = () => (missing ? resolve(false) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['accounts', 'sessions', 'docs', 'mails'], 'readwrite');
          tx.objectStore('accounts').add(records.account);
          tx.objectStore('mails').add(records.mail);
          for (const doc of records.docs) tx.objectStore('docs').put(doc);
          tx.objectStore('sessions').put(records.session);
          tx.oncomplete = () => {
            db.close();
            resolve(true);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    records,
  );
}

/**
 * A registered person, signed in on this page, who can sign in again with `password` through
 * the Login screen. Signs in over whoever was signed in (log out first where a test means to).
 * Verified (the default): ends on /dashboard, which greets them by name. Unverified: ends on
 * the verification panel, the verification mail in the device's mailbox.
 */
export async function seedPerson(page: Page, person: SeededPerson): Promise<void> {
  if (throughScreens) return throughTheScreens(page, person);
  const records = seedRecords(person);
  // a page still loading (a logout's move to /login) is waited for, not written past
  if (page.url().startsWith('http')) await page.waitForLoadState('domcontentloaded');
  // IndexedDB belongs to the app's origin, and the app makes the database: open it first
  if (!page.url().startsWith('http') || !(await writeRecords(page, records))) {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect.poll(() => writeRecords(page, records)).toBe(true);
  }
  // the running page does not see writes made past it: a new page load reads the session
  if (person.verified === false) {
    await page.goto('/login');
    await expect(checkAgainButton(page)).toBeVisible();
  } else {
    await page.goto('/dashboard');
    // a modal dialog hides the page beneath it from the accessibility tree
    if (person.asked) await expect(page.getByRole('alertdialog')).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${greeted(person)}`);
  }
}

const checkAgainButton = (page: Page) => page.getByRole('button', { name: "I've verified — Check again" });
const greeted = (person: SeededPerson) => [person.first, person.last].filter(Boolean).join(' ') || person.email;

/** The same person made through Register, the mailbox, Login and /edit-profile. */
async function throughTheScreens(page: Page, person: SeededPerson) {
  if (person.verified === false) {
    await register(page, person.email, person.password);
    await expect(checkAgainButton(page)).toBeVisible();
    return;
  }
  if (person.password && person.password !== defaultPassword)
    throw new Error('seedPerson: registerVerified registers with the default password');
  await registerVerified(page, person.email);
  if (person.first || person.last) await setName(page, person.first ?? '', person.last ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${greeted(person)}`);
}
