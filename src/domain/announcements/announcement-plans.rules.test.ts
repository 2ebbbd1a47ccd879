import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ruleReadCost, splitIntoBatches, type WriteUnit } from '../../backend/batch-splitter';
import { announcement, POSTED, seenMark, teamMember, WORLD } from '../../../assurance/contract/rules-world';
import { createLocalDataPort } from '../../backend/local/local-data';
import { type LocalRuleSet, permissionModel } from '../../backend/local/local-rule-set';
import {
  openTestBackend,
  readStoredDoc,
  seedDocs,
  signInAs,
  storedIds,
  type TestBackend,
} from '../../../assurance/local/local-test-kit';
import { type DataPort, type DocData, FIRESTORE_LIMITS, isDataError } from '../../backend/ports';
import type { Actor } from '../groups/actor';
import { fireUnits } from '../writes/fire-units';
import { linkedChildMembership, planDeleteAnnouncement, planPost, planSeenMarks } from './announcement-plans';
import { type Announcement, type GroupRef, seenMarkId, toAnnouncement } from './announcement-records';

/**
 * The announcement planners' batches as the local backend judges them with firestore.rules, as
 * Firestore would: each planned batch of the right person is accepted, and lands within the
 * rule-read limits because every write's rules read only documents its unit lists (the batch
 * splitter packs by those lists); the wrong person's batch is refused whole and leaves nothing.
 * WORLD (rules-world.ts): a1 of team t1 and ac1 of club c1 by ownerO, coachH t1's Coach,
 * memberM on t1 and in c1, guardianG guarding both through childG.
 */

const NOW = '2026-03-01T10:00:00.000Z';
const ownerO: Actor = { uid: 'ownerO', personId: 'ownerO', displayName: 'Olga Owner' };
const coachH: Actor = { uid: 'coachH', personId: 'coachH', displayName: 'Hal Coach' };
const memberM: Actor = { uid: 'memberM', personId: 'memberM', displayName: 'Max Member' };
const guardianG: Actor = { uid: 'guardianG', personId: 'guardianG', displayName: 'Gus Guardian' };
const strangerS: Actor = { uid: 'strangerS', personId: 'strangerS', displayName: 'Sam Stranger' };
/** a child who claimed the profile childQ: every check of theirs reads the account */
const claimedQ: Actor = { uid: 'claimedQ', personId: 'childQ', displayName: 'Quinn Test' };
const T1: GroupRef = { kind: 'team', id: 't1' };
const C1: GroupRef = { kind: 'club', id: 'c1' };

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, WORLD);
});
afterEach(() => t.cleanup());

/**
 * A data port on the test database judged by firestore.rules, recording the documents the rules
 * read for each write (`collection/id` → paths), and fire(): the units as the app fires them,
 * the refusals once every batch was judged.
 */
function recordingPort() {
  const reads = new Map<string, Set<string>>();
  const model = permissionModel();
  const rules: LocalRuleSet = {
    ...model,
    async mayWrite(context, write) {
      const verdict = await model.mayWrite(context, write);
      reads.set(`${write.collection}/${write.id}`, new Set(verdict.reads));
      return verdict;
    },
  };
  const data: DataPort = createLocalDataPort(t.db, { rules });
  const fire = async (units: readonly WriteUnit[]) => {
    const refusals: unknown[] = [];
    fireUnits(data, units, (error) => refusals.push(error));
    expect(await data.allWritesSynced(30_000)).toBe(true);
    // a refusal is reported before the queue counts as drained: one more turn lets it land
    await new Promise((resolve) => setTimeout(resolve, 0));
    return refusals;
  };
  return { data, reads, fire };
}

/** `{memberships}/{groupId}_` when `listed` is the stand-in for a linked child's membership, else null. */
function linkedChildMembershipPrefix(listed: string): string | null {
  for (const kind of ['team', 'club'] as const) {
    const [collection = '', id = ''] = listed.split('/');
    const groupId = id.split('_')[0] ?? '';
    if (listed === linkedChildMembership({ kind, id: groupId })) return `${collection}/${groupId}_`;
  }
  return null;
}

/**
 * Every write's rules read only documents its unit lists (what the batch splitter charges); a
 * group's membership counts as listed where the unit lists the stand-in for the child a
 * guardian link names.
 */
function expectReadsListed(units: readonly WriteUnit[], reads: Map<string, Set<string>>) {
  const standsIn = (unit: WriteUnit, path: string) =>
    unit.ruleReads.some((listed) => {
      const cut = linkedChildMembershipPrefix(listed);
      return cut !== null && path.startsWith(cut);
    });
  for (const unit of units) {
    for (const op of unit.ops) {
      const read = reads.get(`${op.collection}/${op.id}`);
      expect(read, `${op.collection}/${op.id} was judged`).toBeDefined();
      expect([...(read ?? [])].filter((path) => !unit.ruleReads.includes(path) && !standsIn(unit, path))).toEqual([]);
    }
  }
}

/** the reads each batch of the units is charged, as the splitter packs them */
function readsPerBatch(units: readonly WriteUnit[]): number[] {
  const costs = new Map(units.flatMap((unit) => unit.ops.map((op) => [op, ruleReadCost(unit) / unit.ops.length])));
  return splitIntoBatches(units).map((ops) => ops.reduce((sum, op) => sum + (costs.get(op) ?? 0), 0));
}

const storedAnnouncement = async (id: string): Promise<Announcement> => {
  const data = await readStoredDoc(t.db, `announcements/${id}`);
  if (!data) throw new Error(`announcements/${id} is not stored`);
  return toAnnouncement({ id, data, pending: false });
};

/** `count` announcements of a group by ownerO (`{prefix}1`…), a minute apart from POSTED */
function manyAnnouncements(prefix: string, group: GroupRef, count: number): Record<string, DocData> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `announcements/${prefix}${i + 1}`,
      announcement(group.kind, group.id, { postedAt: new Date(POSTED.getTime() + (i + 1) * 60_000) }),
    ]),
  );
}

const marksOf = async (announcementId: string) =>
  (await storedIds(t.db, 'announcementSeen')).filter((id) => id.startsWith(`${announcementId}_`));

describe('the announcement planners, judged by the rules', () => {
  it('the Coach posts to the team and the club owner to the club, each within its unit’s rule reads', async () => {
    await signInAs(t.db, coachH);
    const { reads, fire } = recordingPort();
    const post = planPost({ actor: coachH, group: T1, id: 'p1', message: 'Boots, not trainers.', postedAt: POSTED });
    expect(await fire([post])).toEqual([]);
    expectReadsListed([post], reads);
    expect(await storedAnnouncement('p1')).toMatchObject({
      group: T1,
      message: 'Boots, not trainers.',
      authorId: 'coachH',
      authorName: 'Hal Coach',
      postedAt: POSTED,
    });

    await signInAs(t.db, ownerO);
    const club = recordingPort();
    const clubPost = planPost({
      actor: ownerO,
      group: C1,
      id: 'p2',
      message: 'Club night on Friday.',
      postedAt: POSTED,
    });
    expect(await club.fire([clubPost])).toEqual([]);
    expectReadsListed([clubPost], club.reads);
    expect((await storedAnnouncement('p2')).group).toEqual(C1);
  });

  it('a claimed child on the staff posts under their person id, the account read as listed', async () => {
    await seedDocs(t.db, { 'teamMemberships/t1_childQ': { ...teamMember('t1', 'childQ'), squadRole: 'Staff' } });
    await signInAs(t.db, claimedQ);
    const { reads, fire } = recordingPort();
    const post = planPost({ actor: claimedQ, group: T1, id: 'p1', message: 'Kit in the car.', postedAt: POSTED });
    expect(await fire([post])).toEqual([]);
    expectReadsListed([post], reads);
    expect(reads.get('announcements/p1')).toContain('accounts/claimedQ');
    expect((await storedAnnouncement('p1')).authorId).toBe('childQ');
  });

  it('a member’s post, and a team Coach’s to the club, are refused and nothing stays', async () => {
    await signInAs(t.db, memberM);
    const member = recordingPort();
    const refused = await member.fire([
      planPost({ actor: memberM, group: T1, id: 'p1', message: 'Party!', postedAt: POSTED }),
    ]);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toSatisfy((error) => isDataError(error, 'permission-denied'));

    await signInAs(t.db, coachH);
    const coach = recordingPort();
    const notClubStaff = await coach.fire([
      planPost({ actor: coachH, group: C1, id: 'p2', message: 'Club night.', postedAt: POSTED }),
    ]);
    expect(notClubStaff).toHaveLength(1);
    expect(await storedIds(t.db, 'announcements')).toEqual(['a1', 'ac1']);
  });

  it('a guardian marks 30 announcements seen: 8 batches of at most 20 rule reads (5 a mark), all accepted', async () => {
    await seedDocs(t.db, { ...manyAnnouncements('n', T1, 20), ...manyAnnouncements('k', C1, 10) });
    await signInAs(t.db, guardianG);
    const { reads, fire } = recordingPort();
    const announcements = await Promise.all(
      [...Array.from({ length: 20 }, (_, i) => `n${i + 1}`), ...Array.from({ length: 10 }, (_, i) => `k${i + 1}`)].map(
        storedAnnouncement,
      ),
    );
    const units = planSeenMarks({ actor: guardianG, announcements, now: NOW });
    expect(units).toHaveLength(30);
    // the announcement, the account, the membership under the uid (none), the guardian link
    expect(readsPerBatch(units)).toEqual([20, 20, 20, 20, 20, 20, 20, 10]);
    expect(await fire(units)).toEqual([]);
    expectReadsListed(units, reads);
    for (const each of announcements) {
      expect(await readStoredDoc(t.db, `announcementSeen/${seenMarkId(each.id, 'guardianG')}`)).toEqual({
        announcementId: each.id,
        groupKind: each.group.kind,
        groupId: each.group.id,
        personId: 'guardianG',
        postedAt: each.postedAt,
        seenAt: NOW,
      });
    }
  });

  it('a member and a claimed child mark 30 announcements seen, never their own, each batch within 20 reads', async () => {
    await seedDocs(t.db, {
      ...manyAnnouncements('n', T1, 25),
      ...manyAnnouncements('k', C1, 5),
      // an announcement by childQ, from when they were staff: their own views are not counted
      'announcements/own': announcement('team', 't1', { authorId: 'childQ', authorName: 'Quinn Test' }),
    });
    const ids = [
      ...Array.from({ length: 25 }, (_, i) => `n${i + 1}`),
      ...Array.from({ length: 5 }, (_, i) => `k${i + 1}`),
      'own',
    ];
    const announcements = await Promise.all(ids.map(storedAnnouncement));
    for (const actor of [memberM, claimedQ]) {
      await signInAs(t.db, actor);
      const { reads, fire } = recordingPort();
      const units = planSeenMarks({ actor, announcements, now: NOW });
      expect(units).toHaveLength(actor === claimedQ ? 30 : 31);
      expect(readsPerBatch(units).every((each) => each <= FIRESTORE_LIMITS.ruleReadsPerBatch)).toBe(true);
      expect(splitIntoBatches(units).length).toBeGreaterThan(1);
      expect(await fire(units)).toEqual([]);
      expectReadsListed(units, reads);
      for (const unit of units) expect(await readStoredDoc(t.db, `announcementSeen/${unit.ops[0]?.id}`)).not.toBeNull();
    }
    expect(await readStoredDoc(t.db, 'announcementSeen/own_childQ')).toBeNull();
  });

  it('a batch with a mark on a group I do not read is refused whole: nothing of it stays', async () => {
    await seedDocs(t.db, { 'announcements/a3': announcement('team', 't3') });
    await signInAs(t.db, memberM);
    const { fire } = recordingPort();
    // ac1 alone would be accepted; memberM is not on t3
    const announcements = [await storedAnnouncement('ac1'), await storedAnnouncement('a3')];
    const units = planSeenMarks({ actor: memberM, announcements, now: NOW });
    expect(splitIntoBatches(units)).toHaveLength(1);
    const refused = await fire(units);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toSatisfy((error) => isDataError(error, 'permission-denied'));
    expect(await readStoredDoc(t.db, 'announcementSeen/ac1_memberM')).toBeNull();
    expect(await readStoredDoc(t.db, 'announcementSeen/a3_memberM')).toBeNull();
  });

  it('a stranger’s marks are refused, and nothing stays', async () => {
    await signInAs(t.db, strangerS);
    const { fire } = recordingPort();
    const units = planSeenMarks({ actor: strangerS, announcements: [await storedAnnouncement('a1')], now: NOW });
    expect(await fire(units)).toHaveLength(1);
    expect(await readStoredDoc(t.db, 'announcementSeen/a1_strangerS')).toBeNull();
  });

  it('the Coach deletes an announcement with its 30 marks in 6 batches the rules accept; a member may not', async () => {
    const people = Array.from({ length: 30 }, (_, i) => `p${i + 1}`);
    await seedDocs(t.db, Object.fromEntries(people.map((id) => [`announcementSeen/a1_${id}`, seenMark('a1', id)])));
    const seenIds = await marksOf('a1');
    expect(seenIds).toHaveLength(32);
    const a1 = await storedAnnouncement('a1');

    await signInAs(t.db, memberM);
    const member = recordingPort();
    const memberUnits = planDeleteAnnouncement({ actor: memberM, announcement: a1, seenIds });
    const refused = await member.fire(memberUnits);
    expect(refused).toHaveLength(splitIntoBatches(memberUnits).length);
    expect(refused.every((error) => isDataError(error, 'permission-denied'))).toBe(true);
    expect(await marksOf('a1')).toEqual(seenIds);
    expect(await readStoredDoc(t.db, 'announcements/a1')).not.toBeNull();

    await signInAs(t.db, coachH);
    const { reads, fire } = recordingPort();
    const units = planDeleteAnnouncement({ actor: coachH, announcement: a1, seenIds });
    expect(units).toHaveLength(33);
    expect(units.at(-1)?.ops[0]).toMatchObject({ kind: 'delete', collection: 'announcements', id: 'a1' });
    // the team, the account, the Coach's membership: 6 deletes a batch
    expect(readsPerBatch(units)).toEqual([18, 18, 18, 18, 18, 9]);
    expect(await fire(units)).toEqual([]);
    expectReadsListed(units, reads);
    expect(await marksOf('a1')).toEqual([]);
    expect(await readStoredDoc(t.db, 'announcements/a1')).toBeNull();
  });

  it('the club owner deletes the club’s announcement with its marks', async () => {
    await seedDocs(t.db, {
      'announcementSeen/ac1_memberM': seenMark('ac1', 'memberM', { groupKind: 'club', groupId: 'c1' }),
      'announcementSeen/ac1_guardianG': seenMark('ac1', 'guardianG', { groupKind: 'club', groupId: 'c1' }),
    });
    await signInAs(t.db, ownerO);
    const { reads, fire } = recordingPort();
    const units = planDeleteAnnouncement({
      actor: ownerO,
      announcement: await storedAnnouncement('ac1'),
      seenIds: await marksOf('ac1'),
    });
    expect(await fire(units)).toEqual([]);
    expectReadsListed(units, reads);
    expect(await marksOf('ac1')).toEqual([]);
    expect(await readStoredDoc(t.db, 'announcements/ac1')).toBeNull();
    // the team's announcement and its marks stay
    expect(await marksOf('a1')).toEqual(['a1_guardianG', 'a1_memberM']);
  });
});
