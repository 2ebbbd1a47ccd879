import { afterEach, describe, expect, it } from 'vitest';
import {
  openTestBackend,
  outcomeOf,
  readStoredDoc,
  type TestBackend,
} from '../../../../assurance/local/local-test-kit';
import { type AuthUser, DataError, type DataPort, type ReadOptions } from '../../../backend/ports';
import { claimOps, declineOps } from '../../../domain/person/claim';
import { registrationOps } from '../../../domain/person/identity-records';
import { followUpVerifiedSession } from './verified-session-follow-up';

// Against the real local backend with its permission model enforced: a claim the rules would
// refuse fails here too.
let kit: TestBackend;
afterEach(() => kit?.cleanup());

async function registerVerified(email: string): Promise<AuthUser> {
  const { auth, data, mailbox } = kit.backend;
  const user = await auth.signUp(email, 'secret-123');
  await outcomeOf(data, (refused) => data.batch(registrationOps(user, '2026-01-01T00:00:00.000Z'), refused));
  await auth.sendVerification();
  const mail = await new Promise<{ token: string }>((resolve) => {
    const stop = mailbox.watch((mails) => {
      const found = mails.find((each) => each.to === email && each.kind !== 'reset');
      if (found) {
        queueMicrotask(() => stop());
        resolve(found);
      }
    });
  });
  await mailbox.verify(mail.token);
  const verified = await kit.backend.auth.reload();
  if (!verified?.emailVerified) throw new Error('not verified');
  return verified;
}

/** A verified parent, Alex Lee, adds a Child profile carrying `childEmail`, with the address's entry, then signs out. */
async function parentWithChild(childEmail: string) {
  const { auth, data } = kit.backend;
  const parent = await registerVerified('parent@example.com');
  const entry = { createdAt: '2026-02-01T00:00:00.000Z', childId: 'kid-profile' };
  await outcomeOf(data, (refused) =>
    data.batch(
      [
        // the parent's name, which the child's profile carries for the claim's question
        { kind: 'update', collection: 'users', id: parent.uid, data: { firstName: 'Alex', lastName: 'Lee' } },
        { kind: 'set', collection: 'emails', id: childEmail.toLowerCase(), data: entry },
        {
          kind: 'set',
          collection: 'users',
          id: 'kid-profile',
          data: {
            uid: null,
            email: childEmail,
            emailLower: childEmail.toLowerCase(),
            role: 'Child',
            firstName: 'Sam',
            lastName: 'Lee',
            dob: '2014-05-02',
            linkedParentId: parent.uid,
            parentName: 'Alex Lee',
            createdAt: '2026-02-01T00:00:00.000Z',
            updatedAt: '2026-02-01T00:00:00.000Z',
          },
        },
      ],
      refused,
    ),
  );
  await auth.signOut();
  return parent;
}

describe('the first verified session', () => {
  it('offers the Child profile carrying the address (any letter case); Link account makes it theirs', async () => {
    kit = await openTestBackend();
    const { data } = kit.backend;
    const parent = await parentWithChild('Kid@Example.com');
    const kid = await registerVerified('KID@example.com');

    const outcome = await followUpVerifiedSession(data, kid);
    expect(outcome.kind).toBe('offer');
    if (outcome.kind !== 'offer') return;
    expect(outcome.child.id).toBe('kid-profile');

    await outcomeOf(data, (refused) => data.batch(claimOps(kid, outcome.child, '2026-03-01T00:00:00.000Z'), refused));
    // the very same profile, now theirs, still linked to the parent
    expect(await readStoredDoc(kit.db, 'users/kid-profile')).toMatchObject({
      uid: kid.uid,
      email: 'KID@example.com',
      emailLower: 'kid@example.com',
      role: 'Child',
      linkedParentId: parent.uid,
      firstName: 'Sam',
    });
    expect(await readStoredDoc(kit.db, `accounts/${kid.uid}`)).toMatchObject({ personId: 'kid-profile' });
    expect(await readStoredDoc(kit.db, `users/${kid.uid}`)).toBeNull();
    // not asked twice
    expect(await followUpVerifiedSession(data, kid)).toEqual({ kind: 'settled' });
  });

  it('`Not me` is recorded on the account, leaves the profile as it was, and is not asked again', async () => {
    kit = await openTestBackend();
    const { data } = kit.backend;
    await parentWithChild('kid@example.com');
    const kid = await registerVerified('kid@example.com');
    const outcome = await followUpVerifiedSession(data, kid);
    expect(outcome.kind).toBe('offer');

    await outcomeOf(data, (refused) => data.batch(declineOps(kid), refused));
    expect(await readStoredDoc(kit.db, 'users/kid-profile')).toMatchObject({ uid: null, role: 'Child' });
    expect(await readStoredDoc(kit.db, `accounts/${kid.uid}`)).toMatchObject({
      personId: kid.uid,
      claimDeclined: true,
    });
    expect(await followUpVerifiedSession(data, kid)).toEqual({ kind: 'settled' });
  });

  it('without a profile to claim: writes the address’s emails entry, dated as the account, and marks the look done', async () => {
    kit = await openTestBackend();
    const { data } = kit.backend;
    const user = await registerVerified('Coach@Example.com');
    expect(await followUpVerifiedSession(data, user)).toEqual({ kind: 'settled' });
    expect(await data.allWritesSynced(2000)).toBe(true);
    const account = await readStoredDoc(kit.db, `accounts/${user.uid}`);
    expect(account).toMatchObject({ claimChecked: true });
    expect(await readStoredDoc(kit.db, 'emails/coach@example.com')).toEqual({ createdAt: account?.createdAt });
    expect(await readStoredDoc(kit.db, `users/${user.uid}`)).toMatchObject({ role: 'Parent', linkedParentId: null });
  });

  it('writes the pointer, the profile and the emails entry of an account that has none of them', async () => {
    kit = await openTestBackend();
    const { data } = kit.backend;
    const user = await registerVerified('late@example.com');
    await kit.db.docs.delete(['accounts', user.uid]);
    await kit.db.docs.delete(['users', user.uid]);
    expect(await followUpVerifiedSession(data, user)).toEqual({ kind: 'settled' });
    expect(await data.allWritesSynced(2000)).toBe(true);
    expect(await readStoredDoc(kit.db, `accounts/${user.uid}`)).toMatchObject({
      personId: user.uid,
      claimChecked: true,
    });
    expect(await readStoredDoc(kit.db, `users/${user.uid}`)).toMatchObject({ uid: user.uid, role: 'Parent' });
    expect(await readStoredDoc(kit.db, 'emails/late@example.com')).toMatchObject({ createdAt: expect.any(String) });
  });

  it('writes nothing of a missing registration while the profile cannot be read, and looks again next time', async () => {
    kit = await openTestBackend();
    const { data } = kit.backend;
    const user = await registerVerified('unread@example.com');
    await kit.db.docs.delete(['accounts', user.uid]);
    await kit.db.docs.delete(['users', user.uid]);
    // no signal at the profile's read: before, the pointer was written alone and no later session wrote the profile
    const noProfileRead: DataPort = Object.create(data, {
      get: {
        value: (collection: string, id: string, options?: ReadOptions) =>
          collection === 'users' ? Promise.reject(new DataError('unavailable')) : data.get(collection, id, options),
      },
    });
    expect(await followUpVerifiedSession(noProfileRead, user)).toEqual({ kind: 'unknown' });
    expect(await data.allWritesSynced(2000)).toBe(true);
    expect(await readStoredDoc(kit.db, `accounts/${user.uid}`)).toBeNull();

    expect(await followUpVerifiedSession(data, user)).toEqual({ kind: 'settled' });
    expect(await data.allWritesSynced(2000)).toBe(true);
    expect(await readStoredDoc(kit.db, `accounts/${user.uid}`)).toMatchObject({ personId: user.uid });
    expect(await readStoredDoc(kit.db, `users/${user.uid}`)).toMatchObject({ uid: user.uid, role: 'Parent' });
  });

  it('does nothing for an unverified session', async () => {
    kit = await openTestBackend();
    const user = await kit.backend.auth.signUp('new@example.com', 'secret-123');
    expect(await followUpVerifiedSession(kit.backend.data, user)).toEqual({ kind: 'settled' });
  });
});
