import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AT, member, stranger, WORLD } from '../contract/rules-world';
import type { SessionUser } from '../../src/backend/local/local-db';
import { openTestBackend, seedDocs, setSession, type TestBackend, WRITE_WAIT_MS } from '../local/local-test-kit';
import { addChild, editChild } from '../../src/features/children/hooks/child-operations';
import { createClub } from '../../src/domain/groups/create-group';
import { saveClub } from '../../src/features/groups/hooks/save-group';
import { deleteGroup } from '../../src/domain/groups/delete-group';
import { removeMember } from '../../src/features/groups/hooks/use-remove-member';
import type { Actor } from '../../src/domain/groups/actor';
import type { UserProfile } from '../../src/domain/person/user-profile';
import { snapshotDb } from '../kit/db-snapshot';

/**
 * Attacks on the local adapter (src/backend/local/local-attacks.test.ts) made through the app's
 * own operations, as a tampered screen would call them: the refusal reaches the user as the
 * spec's failure text (the toast the report shows), and nothing stored changes.
 */

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, WORLD);
});
afterEach(() => t.cleanup());

const as = (user: SessionUser | null) => setSession(t.db, user);

describe('attacks through the app’s own operations: what the user reads', () => {
  const actorOf = (user: SessionUser): Actor => ({ uid: user.uid, personId: user.uid, displayName: 'Attacker' });
  function depsAs(user: SessionUser) {
    const reported: string[] = [];
    return {
      data: t.backend.data,
      actor: actorOf(user),
      report: (message: string) => reported.push(message),
      reported,
      now: () => AT,
    };
  }

  /** The operation's refusals are reported (as the toasts show them), and nothing stored changed. */
  async function expectReportedAndUnchanged(run: () => unknown, reported: string[], message: string) {
    const before = await snapshotDb(t.db);
    await run();
    await expect.poll(() => reported.length, { timeout: 3_000 }).toBeGreaterThan(0);
    expect(await t.backend.data.allWritesSynced(WRITE_WAIT_MS)).toBe(true);
    expect(new Set(reported)).toEqual(new Set([message]));
    expect(await snapshotDb(t.db)).toBe(before);
  }

  it('a member saving the club through the form’s operation: `Save failed`', async () => {
    await as(member);
    const deps = depsAs(member);
    await expectReportedAndUnchanged(
      () => saveClub(deps, 'c1', { name: 'Hacked', location: '', notes: '' }),
      deps.reported,
      'Save failed',
    );
  });

  it('a member removing the owner from the squad: `Delete failed`', async () => {
    await as(member);
    const deps = depsAs(member);
    await expectReportedAndUnchanged(() => removeMember(deps, 'team', 't1', 'ownerO'), deps.reported, 'Delete failed');
  });

  it('a stranger creating a club as someone else: `Save failed`', async () => {
    await as(stranger);
    const deps = {
      ...depsAs(stranger),
      actor: { uid: 'ownerO', personId: 'ownerO', displayName: 'Olga' },
      newCode: () => 'FORGED2345',
    };
    await expectReportedAndUnchanged(
      () => createClub(deps, { name: 'Mine now', location: '', notes: '' }),
      deps.reported,
      'Save failed',
    );
  });

  it('a stranger adding a child for another parent: `Save failed`; editing that parent’s child: `Failed to update child`', async () => {
    await as(stranger);
    const deps = { ...depsAs(stranger), parent: { personId: 'parentP', name: 'Pat Test' }, parentReads: [] };
    await expectReportedAndUnchanged(
      () => addChild(deps, { firstName: 'Fake', lastName: 'Kid', dob: '2016-01-01', email: '' }),
      deps.reported,
      'Save failed',
    );
    const edits = { ...depsAs(stranger), parent: { personId: 'strangerS', name: 'Sam Test' }, parentReads: [] };
    const child = { id: 'childC', profile: WORLD['users/childC'] as unknown as UserProfile, pending: false };
    await expectReportedAndUnchanged(
      () =>
        editChild(edits, child, { firstName: 'Renamed', lastName: 'Kid', dob: '2016-01-01', email: 'Kid@Example.com' }),
      edits.reported,
      'Failed to update child',
    );
  });

  it('a member deleting the club: refused before anything is written, `Delete failed`', async () => {
    await as(member);
    const before = await snapshotDb(t.db);
    const deps = depsAs(member);
    expect(await deleteGroup(deps, 'club', 'c1')).toEqual({ ok: false, error: 'Delete failed' });
    expect(await t.backend.data.allWritesSynced(WRITE_WAIT_MS)).toBe(true);
    expect(await snapshotDb(t.db)).toBe(before);
  });
});
