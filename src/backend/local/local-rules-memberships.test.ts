import { describe, expect, it } from 'vitest';
import { AT, clubMember, parent, team, teamMember, WORLD } from '../contract/rules-world';
import type { DocData } from '../ports';
import { RuleReadBudget, ruleReads } from './local-rule-reads';
import { PERMISSION_MODEL } from './local-rule-set';
import type { PlannedWrite } from './local-write-plan';

/**
 * The rule reads of a parent joining their child to a club's teams (step two of a club's code,
 * features/groups/model/cascades-join.ts): the club's name on the child's club membership, then
 * one membership per team, each carrying the club's code. Each team's check reads the code, the
 * team, the club, the parent's account (isMe fails for the child's id) and the child's profile
 * (isMyChild): 4 documents shared by the batch, plus one per team. The permission table's
 * rule-read limit cases send that batch through the port (16 teams allowed, 17 refused).
 */
describe('rules: memberships: the rule reads of a parent joining their child to a club’s teams', () => {
  const childInClub: DocData = { ...clubMember('c1', 'childC'), joinCode: 'CLUB01', groupName: '' };
  /** childC in c1 (step one), and `count` more teams of c1 (ct1…) */
  const clubWithTeams = (count: number): Record<string, DocData> => {
    const docs: Record<string, DocData> = { 'clubMemberships/c1_childC': childInClub };
    for (let i = 1; i <= count; i++) docs[`teams/ct${i}`] = team('ownerO', 'c1', `CTEAM${i}`);
    return docs;
  };
  const teamJoins = (count: number): PlannedWrite[] => [
    { collection: 'clubMemberships', id: 'c1_childC', before: childInClub, after: { ...childInClub, groupName: 'Club', updatedAt: AT } },
    ...Array.from({ length: count }, (_, i) => ({
      collection: 'teamMemberships',
      id: `ct${i + 1}_childC`,
      before: null,
      after: { ...teamMember(`ct${i + 1}`, 'childC'), joinCode: 'CLUB01' },
    })),
  ];

  /** Judges `writes` as one batch without a limit: whether each is allowed, and the distinct documents read. */
  async function judged(writes: PlannedWrite[], extra: Record<string, DocData>) {
    const before: Record<string, DocData | null> = { ...WORLD, ...extra };
    const after = { ...before, ...Object.fromEntries(writes.map((write) => [`${write.collection}/${write.id}`, write.after])) };
    const readerOf = (docs: Record<string, DocData | null>) => async (collection: string, id: string) => docs[`${collection}/${id}`] ?? null;
    const batchBudget = new RuleReadBudget(100, 'for one batch');
    const allowed: boolean[] = [];
    for (const write of writes) {
      const reads = ruleReads(new RuleReadBudget(10, 'for one write', batchBudget), readerOf(before), readerOf(after));
      allowed.push(await PERMISSION_MODEL.mayWrite({ auth: parent, time: new Date(), reads }, write));
    }
    return { allowed: allowed.every(Boolean), reads: batchBudget.used };
  }

  it('reads 20 documents for the club’s name and 16 teams (the code, the club, the account, the child’s profile, 16 teams)', async () => {
    expect(await judged(teamJoins(16), clubWithTeams(16))).toEqual({ allowed: true, reads: 20 });
    expect(await judged(teamJoins(17), clubWithTeams(17))).toEqual({ allowed: true, reads: 21 });
  });
});
