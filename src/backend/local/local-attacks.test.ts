import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AT,
  club,
  clubMember,
  member,
  owner,
  parent,
  profile,
  stranger,
  team,
  teamMember,
  WORLD,
} from '../../../assurance/contract/rules-world';
import { type DataPort, SERVER_TIMESTAMP, type WriteOp } from '../ports';
import { snapshotDb } from '../../../assurance/kit/db-snapshot';
import type { SessionUser } from './local-db';
import { MISSING_PERMISSIONS } from './local-errors';
import { claimOps, del, set, update } from '../../../assurance/local/local-rules-fixtures';
import {
  nextValue,
  openTestBackend,
  outcomeOf,
  seedDocs,
  setSession,
  type TestBackend,
  WRITE_WAIT_MS,
} from '../../../assurance/local/local-test-kit';

/**
 * Attacks on the local adapter: each goes through the real local backend as the app
 * or an attacker's devtools would call it (the data port's get, query, watch and batch, and the
 * auth port), starting from the permission tests' WORLD. Each must be refused with Firestore's
 * permission-denied and its exact message, and leave every Dexie table (accounts, sessions,
 * docs, mails) exactly as it was. assurance/cross-cutting/operation-attacks.test.ts makes a few of them through
 * the app's own operations, so the words the user reads for the refusal are checked too.
 */

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, WORLD);
});
afterEach(() => t.cleanup());

const refusal = { code: 'permission-denied', message: MISSING_PERMISSIONS };

/** Refused with permission-denied and its exact message, and nothing stored changed (whatever else was fired meanwhile). */
async function expectRefusedAndUnchanged(attack: (data: DataPort) => Promise<unknown>) {
  const before = await snapshotDb(t.db);
  await expect(attack(t.backend.data)).rejects.toMatchObject(refusal);
  expect(await t.backend.data.allWritesSynced(WRITE_WAIT_MS)).toBe(true);
  expect(await snapshotDb(t.db)).toBe(before);
}

const as = (user: SessionUser | null) => setSession(t.db, user);
const batch =
  (...ops: WriteOp[]) =>
  (data: DataPort) =>
    outcomeOf(data, (onRefused) => data.batch(ops, onRefused));

/** A watch as a promise: its first answer, or its error. */
const firstAnswer = <T>(subscribe: (onNext: (value: T) => void, onError: (error: Error) => void) => () => void) =>
  nextValue(subscribe, () => true);

describe('the snapshot helper', () => {
  it('sees a one-character change in any table (so an attack that gets through fails its test)', async () => {
    await as(parent);
    const before = await snapshotDb(t.db);
    await t.db.docs.update(['clubs', 'c1'], { 'data.name': 'Clu b' });
    expect(await snapshotDb(t.db)).not.toBe(before);
    const again = await snapshotDb(t.db);
    await t.db.sessions.update('current', { emailVerified: false });
    expect(await snapshotDb(t.db)).not.toBe(again);
  });

  it('tells a Date from its ISO string', async () => {
    await as(parent);
    const before = await snapshotDb(t.db);
    await t.db.docs.update(['joinCodes', 'CLUB01'], { 'data.reservedAt': new Date(AT) });
    expect(await snapshotDb(t.db)).not.toBe(before);
  });
});

describe('attacks on clubs and teams', () => {
  it('1. a member of the club edits it', async () => {
    await as(member);
    await expectRefusedAndUnchanged(batch(update('clubs/c1', { name: 'Hacked', updatedAt: AT })));
  });

  it('2. a stranger edits a team, overwriting it whole (set)', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(batch(set('teams/t1', { ...team('ownerO', 'c1', 'TEAM01'), name: 'Hacked' })));
  });

  it('3. a member deletes the club with its join code entry and memberships', async () => {
    await as(member);
    await expectRefusedAndUnchanged(
      batch(
        del('clubMemberships/c1_memberM'),
        del('clubMemberships/c1_ownerO'),
        del('joinCodes/CLUB01'),
        del('clubs/c1'),
      ),
    );
  });

  it('4. a stranger deletes a team with its entry and owner membership', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(batch(del('teamMemberships/t2_ownerO'), del('joinCodes/TEAM02'), del('teams/t2')));
  });

  it('5. a stranger creates a club owned by someone else (forged ownerId on create)', async () => {
    await as(stranger);
    const code = 'FORGED2345';
    await expectRefusedAndUnchanged(
      batch(
        set('clubs/strangerS-K1', club('ownerO', code)),
        set('clubMemberships/strangerS-K1_strangerS', {
          ...clubMember('strangerS-K1', 'strangerS', 'owner'),
          joinedAt: SERVER_TIMESTAMP,
        }),
        set(`joinCodes/${code}`, { reservedAt: SERVER_TIMESTAMP, clubId: 'strangerS-K1' }),
      ),
    );
  });

  it('6. a member makes themself the club’s owner (forged ownerId on update, role set in the same batch)', async () => {
    await as(member);
    await expectRefusedAndUnchanged(
      batch(update('clubs/c1', { ownerId: 'memberM' }), update('clubMemberships/c1_memberM', { role: 'owner' })),
    );
  });

  it('7. a stranger hijacks a club’s join code entry to point at their own club', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(batch(update('joinCodes/CLUB01', { clubId: 'c2' })));
  });

  it('8. the owner of a team rewrites its entry to name a club they do not own', async () => {
    await as(owner);
    await expectRefusedAndUnchanged(batch(update('joinCodes/TEAM02', { clubId: 'c2' })));
  });
});

describe('attacks on memberships', () => {
  it('9. a stranger writes their own club membership without a code', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(
      batch(set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS'), joinedAt: SERVER_TIMESTAMP })),
    );
  });

  it('10. a stranger writes someone else’s team membership without a code', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(
      batch(set('teamMemberships/t2_kidK', { ...teamMember('t2', 'kidK'), joinedAt: SERVER_TIMESTAMP })),
    );
  });

  it('11. a stranger uses a valid code to put another uid on the club', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(
      batch(
        set('clubMemberships/c1_newbieU', {
          ...clubMember('c1', 'newbieU'),
          joinCode: 'CLUB01',
          joinedAt: SERVER_TIMESTAMP,
        }),
      ),
    );
  });

  it('12. a member promotes themself to owner', async () => {
    await as(member);
    await expectRefusedAndUnchanged(batch(update('teamMemberships/t1_memberM', { role: 'owner' })));
  });

  it('13. a member makes another member owner', async () => {
    await as(member);
    await expectRefusedAndUnchanged(batch(update('clubMemberships/c1_childQ', { role: 'owner' })));
  });

  it('14. a member deletes the owner’s membership', async () => {
    await as(member);
    await expectRefusedAndUnchanged(batch(del('clubMemberships/c1_ownerO')));
  });
});

describe('attacks on join codes and reads', () => {
  it('15. a verified user lists every join code', async () => {
    await as(owner);
    await expectRefusedAndUnchanged((data) => data.query({ collection: 'joinCodes' }));
  });

  it('16. a member looks up by query the join code entry of a club they do not own', async () => {
    await as(member);
    await expectRefusedAndUnchanged((data) =>
      data.query({ collection: 'joinCodes', where: [{ field: 'clubId', op: '==', value: 'c2' }] }),
    );
  });

  it('17. a stranger reads another parent’s child by id', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged((data) => data.get('users', 'childC'));
  });

  it('18. a stranger watches another parent’s child, and queries that parent’s children', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged((data) =>
      firstAnswer((onNext, onError) => data.watchDoc('users', 'childC', onNext, onError)),
    );
    await expectRefusedAndUnchanged((data) =>
      data.query({ collection: 'users', where: [{ field: 'linkedParentId', op: '==', value: 'parentP' }] }),
    );
  });

  it('19. a non-member watches the squad of a team', async () => {
    await as(member);
    await expectRefusedAndUnchanged((data) =>
      firstAnswer((onNext, onError) =>
        data.watchQuery(
          { collection: 'teamMemberships', where: [{ field: 'teamId', op: '==', value: 't2' }] },
          onNext,
          onError,
        ),
      ),
    );
  });
});

describe('attacks on people and identity', () => {
  it('20. a stranger claims a child profile carrying another address', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(batch(...claimOps(stranger, 'childC')));
  });

  it('21. a stranger claims it claiming that address too (their session is not that address)', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(batch(...claimOps({ ...stranger, email: 'Kid@Example.com' }, 'childC')));
  });

  it('22. a stranger writes another person’s profile', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(batch(set('users/parentP', { firstName: 'Hacked' }, true)));
  });

  it('23. a stranger creates an account pointer for another uid, and moves another’s', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(batch(set('accounts/someoneElse', { personId: 'someoneElse', createdAt: AT })));
    await expectRefusedAndUnchanged(batch(update('accounts/parentP', { personId: 'strangerS' })));
  });

  it('24. a verified Parent creates a child linked to another parent', async () => {
    await as(stranger);
    const child = { ...profile('x', 'new.kid@example.com', 'Child', 'parentP'), uid: null, parentName: 'Sam Test' };
    await expectRefusedAndUnchanged(batch(set('users/strangerS-kid', child)));
  });

  it('25. a user renames themself into another’s address and takes its entry', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(
      batch(
        update('users/strangerS', { email: 'pat@example.com', emailLower: 'pat@example.com' }),
        set('emails/pat@example.com', { createdAt: AT }),
      ),
    );
  });

  it('26. a user deletes another holder’s address entry (to free it)', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(batch(del('emails/pat@example.com')));
  });

  it('27. a parent changes the address of a child who has claimed their profile', async () => {
    await as(parent);
    await expectRefusedAndUnchanged(
      batch(update('users/childQ', { email: 'mine@example.com', emailLower: 'mine@example.com' })),
    );
  });

  it('28. a user gives their own profile another uid and a parent', async () => {
    await as(stranger);
    await expectRefusedAndUnchanged(
      batch(update('users/strangerS', { uid: 'parentP', linkedParentId: 'parentP', role: 'Child' })),
    );
  });
});

describe('attacks by who is (not) signed in', () => {
  it('29. a user who registered through the auth port but did not verify creates a club', async () => {
    const user = await t.backend.auth.signUp('fresh@example.com', 'secret-123');
    expect(user.emailVerified).toBe(false);
    const code = 'UNVERIFY23';
    const id = `${user.uid}-K1`;
    await expectRefusedAndUnchanged(
      batch(
        set(`clubs/${id}`, club(user.uid, code)),
        set(`clubMemberships/${id}_${user.uid}`, clubMember(id, user.uid, 'owner')),
        set(`joinCodes/${code}`, { reservedAt: SERVER_TIMESTAMP, clubId: id }),
      ),
    );
  });

  it('30. an unverified user joins a club with its valid code', async () => {
    await as({ ...member, uid: 'newbieU', email: 'new@example.com', emailVerified: false });
    await expectRefusedAndUnchanged(
      batch(
        set('clubMemberships/c1_newbieU', {
          ...clubMember('c1', 'newbieU'),
          joinCode: 'CLUB01',
          joinedAt: SERVER_TIMESTAMP,
        }),
      ),
    );
  });

  it('31. signed out through the auth port: a write, a get and a query', async () => {
    await t.backend.auth.signUp('leaving@example.com', 'secret-123');
    await t.backend.auth.signOut();
    expect(t.backend.auth.currentUser()).toBeNull();
    await expectRefusedAndUnchanged(batch(update('clubs/c1', { name: 'Signed out' })));
    await expectRefusedAndUnchanged((data) => data.get('clubs', 'c1'));
    await expectRefusedAndUnchanged((data) =>
      data.query({ collection: 'clubMemberships', where: [{ field: 'userId', op: '==', value: 'ownerO' }] }),
    );
  });
});
