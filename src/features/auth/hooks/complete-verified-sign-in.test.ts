import { afterEach, describe, expect, it } from 'vitest';
import { openTestBackend, readStoredDoc, type TestBackend } from '../../../backend/local/local-test-kit';
import { newParentProfile } from '../../profile/model/user-profile';
import { completeVerifiedSignIn, signInMessages } from './complete-verified-sign-in';

// Runs against the real local backend with its permission model enforced, so a claim the
// rules would refuse fails here too.
let kit: TestBackend;
let refusals: unknown[] = [];
const collectRefusal = (error: unknown) => refusals.push(error);
afterEach(async () => {
  expect(refusals).toEqual([]); // the seeding writes below were all accepted
  refusals = [];
  await kit?.cleanup();
});

async function verifiedUser(email: string) {
  const { auth, data, mailbox } = kit.backend;
  const user = await auth.signUp(email, 'secret-123');
  data.set('users', user.uid, newParentProfile(user, '2026-01-01T00:00:00.000Z'), collectRefusal);
  await auth.sendVerification();
  const mail = await new Promise<{ token: string }>((resolve) => {
    const stop = mailbox.watch((mails) => {
      const found = mails.find((each) => each.to === email);
      if (found) {
        queueMicrotask(() => stop());
        resolve(found);
      }
    });
  });
  await mailbox.verify(mail.token);
  const verified = await auth.reload();
  if (!verified?.emailVerified) throw new Error('not verified');
  return verified;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the first verified sign-in', () => {
  it('claims the Child profile carrying the address, matched case-insensitively', async () => {
    kit = await openTestBackend();
    const { auth, data } = kit.backend;
    const parent = await verifiedUser('parent@example.com');
    data.set(
      'users',
      'kid-profile',
      {
      uid: null,
      email: 'Kid@Example.com',
      emailLower: 'kid@example.com',
      role: 'Child',
      firstName: 'Sam',
      lastName: 'Lee',
      dob: '2014-05-02',
      linkedParentId: parent.uid,
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
      },
      collectRefusal,
    );
    expect(await data.allWritesSynced(1000)).toBe(true);
    await auth.signOut();

    const kid = await verifiedUser('KID@example.com');
    expect(await completeVerifiedSignIn(data, kid)).toBe(signInMessages.linkedToParent);
    await settle();
    expect(await readStoredDoc(kit.db, `users/${kid.uid}`)).toMatchObject({
      uid: kid.uid,
      role: 'Child',
      linkedParentId: parent.uid,
      firstName: 'Sam',
      claimedFrom: 'kid-profile',
      claimChecked: true,
    });
    expect(await readStoredDoc(kit.db, 'users/kid-profile')).toBeNull();

    // later sign-ins are ordinary
    expect(await completeVerifiedSignIn(data, kid)).toBe(signInMessages.loggedIn);
  });

  it('without a Child profile to claim, keeps the Parent profile and marks the check done', async () => {
    kit = await openTestBackend();
    const user = await verifiedUser('coach@example.com');
    expect(await completeVerifiedSignIn(kit.backend.data, user)).toBe(signInMessages.loggedIn);
    await settle();
    expect(await readStoredDoc(kit.db, `users/${user.uid}`)).toMatchObject({ role: 'Parent', claimChecked: true });
  });

  it('writes the profile when registration could not', async () => {
    kit = await openTestBackend();
    const { auth, data } = kit.backend;
    const user = await verifiedUser('late@example.com');
    await kit.db.docs.delete(['users', user.uid]);
    expect(await completeVerifiedSignIn(data, user)).toBe(signInMessages.loggedIn);
    await settle();
    expect(await readStoredDoc(kit.db, `users/${user.uid}`)).toMatchObject({
      uid: user.uid,
      email: 'late@example.com',
      role: 'Parent',
      linkedParentId: null,
      claimChecked: true,
    });
    await auth.signOut();
  });
});
