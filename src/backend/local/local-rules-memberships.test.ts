import { describe, expect, it } from 'vitest';
import { AT, childProfile, claimed, club, clubMember, member, owner, parent, profile, stranger, team, teamMember, unverified, WORLD } from '../contract/rules-world';
import type { DataPort, DocData } from '../ports';
import { type Case, allow, batch, del, deny, get, runRuleCases, set, signInOnWorld, update, useRulesBackend } from './local-rules-fixtures';
import { RuleReadBudget, ruleReads } from './local-rule-reads';
import { PERMISSION_MODEL } from './local-rule-set';
import type { PlannedWrite } from './local-write-plan';

/**
 * Club and team memberships, case for case as firestore.rules judges them, and the holes the
 * review found: a code outliving its group, a stranger recreating a deleted club, a team's code
 * admitting to every team of its club. A parent acts for their child (parentP: childC and childD
 * unclaimed, childQ claimed, all linked), and for nobody else's.
 */

const underscored = { uid: 'max_2', email: 'max2@example.com', emailVerified: true };
const joins = (kind: 'club' | 'team', groupId: string, userId: string, joinCode: string) =>
  set(`${kind}Memberships/${groupId}_${userId}`, { ...(kind === 'club' ? clubMember(groupId, userId) : teamMember(groupId, userId)), joinCode });

const READS: Case[] = [
  allow('a member reads their membership', member, get('clubMemberships/c1_memberM')),
  allow('a member reads another member’s membership', member, get('clubMemberships/c1_ownerO')),
  allow('read one’s own missing membership', stranger, get('clubMemberships/c1_strangerS')),
  deny('a non-member reads a membership', stranger, get('clubMemberships/c1_memberM')),
  allow('read one’s own missing membership when one’s uid holds a _', underscored, get('clubMemberships/c1_max_2')),
  allow('a member reads a missing membership of their team for a uid holding a _', member, get('teamMemberships/t1_x_y')),
  deny('a non-member reads a missing membership for a uid holding a _', stranger, get('clubMemberships/c1_x_y')),
];

const JOINING: Case[] = [
  allow('join a club with its code', stranger, batch(joins('club', 'c1', 'strangerS', 'CLUB01'))),
  allow('join a team with its code, and its club with the same code', stranger, batch(joins('team', 't1', 'strangerS', 'TEAM01'), joins('club', 'c1', 'strangerS', 'TEAM01'))),
  allow('join a club’s team with the club’s code', stranger, batch(joins('team', 't1', 'strangerS', 'CLUB01'))),
  allow(
    'join a club and all its teams with the club’s code, in one batch',
    stranger,
    batch(joins('club', 'c1', 'strangerS', 'CLUB01'), joins('team', 't1', 'strangerS', 'CLUB01'), joins('team', 't3', 'strangerS', 'CLUB01')),
  ),
  allow('a claimed child joins a club with its code, as their person id', claimed, batch(joins('club', 'c2', 'childQ', 'OTHER1'))),
  // hole: a team's code admitting to every team of its club
  deny('join another team of the club with a team’s code', stranger, batch(joins('team', 't3', 'strangerS', 'TEAM01'))),
  deny('join the club with a team’s code, then its other teams as a club member', stranger, batch(joins('club', 'c1', 'strangerS', 'TEAM01'), set('teamMemberships/t3_strangerS', teamMember('t3', 'strangerS')))),
  deny('a club member joins a team of the club without a code', member, batch(set('teamMemberships/t3_memberM', teamMember('t3', 'memberM')))),
  // hole: a join code outliving its club and admitting to a new document at the same id
  deny(
    'join with a code whose club was deleted and created again with another code',
    stranger,
    batch(joins('club', 'ownerO-Gone1', 'strangerS', 'GONECODE22')),
    { 'clubs/ownerO-Gone1': club('ownerO', 'NEWKEY2345'), 'joinCodes/GONECODE22': { reservedAt: AT, clubId: 'ownerO-Gone1' } },
  ),
  deny('join a club with an entry naming it that is not its current code', stranger, batch(joins('club', 'c1', 'strangerS', 'OLDKEY2345')), { 'joinCodes/OLDKEY2345': { reservedAt: AT, clubId: 'c1' } }),
  deny('join a team with a code naming it that is not its current code', stranger, batch(joins('team', 't2', 'strangerS', 'OLDKEY2345')), { 'joinCodes/OLDKEY2345': { reservedAt: AT, teamId: 't2' } }),
  // hole: a stranger recreating a deleted club, then joining the teams that still name it
  deny(
    'join a team that names a deleted club with a club code of one’s own',
    stranger,
    batch(joins('team', 't7', 'strangerS', 'OTHER1')),
    { 'teams/t7': team('ownerO', 'ownerO-Gone1', 'T7CODE2345'), 'clubs/c2': club('strangerS', 'OTHER1') },
  ),
  deny('join a club with another club’s code', stranger, batch(joins('club', 'c1', 'strangerS', 'OTHER1'))),
  deny('join with a code bound to nothing yet', stranger, batch(joins('club', 'c1', 'strangerS', 'NOTYET'))),
  deny('join with a missing code', stranger, batch(joins('club', 'c1', 'strangerS', 'NOPE00'))),
  deny('join a team outside the club with the club’s code', stranger, batch(joins('team', 't2', 'strangerS', 'CLUB01'))),
  deny('join the club of a team without a club', stranger, batch(joins('club', 'c1', 'strangerS', 'TEAM02'))),
  deny('join as owner with a code', stranger, batch(set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS', 'owner'), joinCode: 'CLUB01' }))),
  deny('join with a code, unverified', unverified(stranger), batch(joins('club', 'c1', 'strangerS', 'CLUB01'))),
  deny('join someone else into a club with its code', stranger, batch(joins('club', 'c1', 'memberM2', 'CLUB01'))),
  deny('a membership whose id does not match its data', stranger, batch(set('clubMemberships/c1_someone', { ...clubMember('c1', 'strangerS'), joinCode: 'CLUB01' }))),
  deny('a membership with a field of its own', stranger, batch(set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS'), joinCode: 'CLUB01', admin: true }))),
  deny('a membership with a squad role not offered', stranger, batch(set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS'), joinCode: 'CLUB01', squadRole: 'Captain' }))),
];

const ADDING: Case[] = [
  allow('a team’s owner adds a club member to a team of the club', owner, batch(set('teamMemberships/t3_memberM', teamMember('t3', 'memberM')))),
  allow('a team’s owner adds a claimed child of the club by person id', owner, batch(set('teamMemberships/t3_childQ', teamMember('t3', 'childQ')))),
  deny('a team’s owner adds someone not in the team’s club', owner, batch(set('teamMemberships/t3_strangerS', teamMember('t3', 'strangerS')))),
  deny('a team’s owner adds someone to a team without a club', owner, batch(set('teamMemberships/t2_memberM', teamMember('t2', 'memberM')))),
  deny('a club’s owner adds someone to the club (one joins a club with its code)', owner, batch(set('clubMemberships/c1_strangerS', clubMember('c1', 'strangerS')))),
  deny('the owner adds another owner', owner, batch(set('teamMemberships/t3_memberM', teamMember('t3', 'memberM', 'owner')))),
  deny('a member adds someone', member, batch(set('teamMemberships/t3_childQ', teamMember('t3', 'childQ')))),
  deny('one’s owner membership outside the group’s creation batch', stranger, batch(set('clubMemberships/c2_strangerS', clubMember('c2', 'strangerS', 'owner'))), { 'clubMemberships/c2_strangerS': null }),
  deny('own owner membership of a club one does not own', stranger, batch(set('clubMemberships/c1_strangerS', clubMember('c1', 'strangerS', 'owner')))),
];

const CHANGES: Case[] = [
  allow('a member updates their own name', member, batch(update('clubMemberships/c1_memberM', { displayName: 'Max Test', updatedAt: AT }))),
  allow('a claimed child updates their own name', claimed, batch(update('teamMemberships/t1_childQ', { displayName: 'Quinn Test' }))),
  allow('a member sets the group’s name on their membership', member, batch(update('clubMemberships/c1_memberM', { groupName: 'Club' }))),
  deny('a member sets another name for the group', member, batch(update('clubMemberships/c1_memberM', { groupName: 'Best club' }))),
  deny('a member sets their own squad role', member, batch(update('clubMemberships/c1_memberM', { squadRole: 'Coach' }))),
  deny('a member makes themself owner', member, batch(update('clubMemberships/c1_memberM', { role: 'owner' }))),
  deny('a member renames another member', member, batch(update('clubMemberships/c1_ownerO', { displayName: 'Nobody' }))),
  allow('the owner sets a squad role', owner, batch(update('teamMemberships/t1_memberM', { squadRole: 'Player', updatedAt: AT }))),
  allow('the owner clears a squad role', owner, batch(update('teamMemberships/t1_memberM', { squadRole: '' }))),
  deny('a squad role not offered', owner, batch(update('teamMemberships/t1_memberM', { squadRole: 'Captain' }))),
  allow('the owner keeps the group’s name current on a membership', owner, batch(update('clubMemberships/c1_memberM', { groupName: 'Lions' }))),
  deny('the owner renames a member', owner, batch(update('clubMemberships/c1_memberM', { displayName: 'Someone' }))),
  deny('the owner makes a member owner without handing the group over', owner, batch(update('clubMemberships/c1_memberM', { role: 'owner' }))),
  deny('a membership role other than owner or member', owner, batch(update('clubMemberships/c1_memberM', { role: 'coach' }))),
  deny('a join code of 81 characters on a membership', owner, batch(update('clubMemberships/c1_memberM', { joinCode: 'x'.repeat(81) }))),
  deny('a display name of 202 characters', member, batch(update('clubMemberships/c1_memberM', { displayName: 'x'.repeat(202) }))),
  deny('a membership moved to another user', owner, batch(update('clubMemberships/c1_memberM', { userId: 'strangerS' }))),
];

const LEAVING: Case[] = [
  allow('a member leaves', member, batch(del('clubMemberships/c1_memberM'))),
  allow('a claimed child leaves', claimed, batch(del('teamMemberships/t1_childQ'))),
  deny('leave a membership that is already gone (nothing to judge, as on Firestore)', stranger, batch(del('clubMemberships/c1_strangerS'))),
  deny('the owner deletes a membership that is already gone', owner, batch(del('clubMemberships/c1_ghost'))),
  allow('the owner removes a member', owner, batch(del('teamMemberships/t1_memberM'))),
  allow(
    'the club’s owner removes someone from a team of the club owned by another',
    owner,
    batch(del('teamMemberships/t6_childQ')),
    { 'teams/t6': team('memberM', 'c1'), 'teamMemberships/t6_childQ': teamMember('t6', 'childQ') },
  ),
  deny('a stranger removes a member', stranger, batch(del('clubMemberships/c1_memberM'))),
  deny('a member removes another member', member, batch(del('clubMemberships/c1_ownerO'))),
  deny('a team’s owner removes someone from another owner’s team of the club', member, batch(del('teamMemberships/t1_childQ')), { 'teams/t6': team('memberM', 'c1') }),
];

runRuleCases('memberships: reads', READS);
runRuleCases('memberships: joining with a code', JOINING);
runRuleCases('memberships: the owner adding club members to teams', ADDING);
runRuleCases('memberships: changes', CHANGES);
runRuleCases('memberships: leaving and removing', LEAVING);

/** childC on c1 and t1 (the parent joined them earlier) */
const CHILD_IN = { 'clubMemberships/c1_childC': clubMember('c1', 'childC'), 'teamMemberships/t1_childC': teamMember('t1', 'childC') };
/** childC in two clubs and three teams */
const CHILD_EVERYWHERE = {
  ...CHILD_IN,
  'clubMemberships/c2_childC': clubMember('c2', 'childC'),
  'teamMemberships/t2_childC': teamMember('t2', 'childC'),
  'teamMemberships/t3_childC': teamMember('t3', 'childC'),
};
/** strangerS's unclaimed child, on c1 */
const OTHERS_CHILD = { 'users/childZ': childProfile('zed@example.com', 'strangerS'), 'clubMemberships/c1_childZ': clubMember('c1', 'childZ') };
/** a child who claimed their profile and whom parentP then unlinked, on c1 */
const UNLINKED = { 'users/childU': profile('claimedU', 'una@example.com', 'Child', null), 'clubMemberships/c1_childU': clubMember('c1', 'childU') };
/** the parent's Delete of a claimed child: only the link goes (users rules, isParentEdit) */
const unlinkChildQ = update('users/childQ', { linkedParentId: null, parentName: null, updatedAt: AT });

/** `first` must be allowed (else a plain error, not a refusal); the case is judged on `second`. */
const afterAllowed =
  (first: (data: DataPort) => Promise<unknown>, second: (data: DataPort) => Promise<unknown>) => async (data: DataPort) => {
    await first(data).catch((error: Error) => {
      throw new Error(`the first step was refused: ${error.message}`);
    });
    return second(data);
  };

const PARENT_JOINING: Case[] = [
  allow('a parent joins their unclaimed child to a club with the club’s code', parent, batch(joins('club', 'c1', 'childC', 'CLUB01'))),
  allow('a parent joins their child to a team with the team’s code, and the team’s club with it', parent, batch(joins('team', 't1', 'childC', 'TEAM01'), joins('club', 'c1', 'childC', 'TEAM01'))),
  allow('a parent joins their child to a club’s team with the club’s code', parent, batch(joins('team', 't1', 'childD', 'CLUB01'))),
  allow('a parent joins their claimed child, still linked, to a club', parent, batch(joins('club', 'c2', 'childQ', 'OTHER1'))),
  allow('a parent joins themself and their child with one code, in one batch', parent, batch(joins('club', 'c1', 'parentP', 'CLUB01'), joins('club', 'c1', 'childC', 'CLUB01'))),
  deny('a stranger joins someone else’s child to a club with its code', stranger, batch(joins('club', 'c1', 'childC', 'CLUB01'))),
  deny('a parent joins their child to a club without a code', parent, batch(set('clubMemberships/c1_childC', clubMember('c1', 'childC')))),
  deny('a parent joins their child to a team without a code', parent, batch(set('teamMemberships/t1_childC', teamMember('t1', 'childC')))),
  deny('a parent joins a child linked to another parent', parent, batch(joins('club', 'c1', 'childZ', 'CLUB01')), { 'users/childZ': OTHERS_CHILD['users/childZ'] }),
  deny('a parent joins a claimed child they unlinked', parent, batch(joins('club', 'c2', 'childU', 'OTHER1')), { 'users/childU': UNLINKED['users/childU'] }),
  deny('a parent joins a profile that does not exist', parent, batch(joins('club', 'c1', 'ghostG', 'CLUB01'))),
  deny('a parent joins their child with another club’s code', parent, batch(joins('club', 'c1', 'childC', 'OTHER1'))),
  deny('a parent joins their child to another team of the club with a team’s code', parent, batch(joins('team', 't3', 'childC', 'TEAM01'))),
  deny('a parent makes their child a club’s owner with its code', parent, batch(set('clubMemberships/c1_childC', { ...clubMember('c1', 'childC', 'owner'), joinCode: 'CLUB01' }))),
  deny('a parent joins their child with a code, unverified', unverified(parent), batch(joins('club', 'c1', 'childC', 'CLUB01'))),
  deny('a claimed child joins their parent to a club', claimed, batch(joins('club', 'c1', 'parentP', 'CLUB01'))),
];

const PARENT_READS: Case[] = [
  allow('a parent reads their child’s membership', parent, get('clubMemberships/c1_childC'), CHILD_IN),
  allow('a parent reads their claimed child’s membership while still linked', parent, get('teamMemberships/t1_childQ')),
  allow('a parent reads their child’s missing membership ("already in?")', parent, get('teamMemberships/t3_childC')),
  deny('a stranger reads a parent’s child’s membership', stranger, get('clubMemberships/c1_childC'), CHILD_IN),
  deny('a stranger reads a child’s missing membership', stranger, get('teamMemberships/t1_childC')),
  deny('a parent reads the membership of another parent’s child', parent, get('clubMemberships/c1_childZ'), OTHERS_CHILD),
  deny('a parent reads the membership of a claimed child they unlinked', parent, get('clubMemberships/c1_childU'), UNLINKED),
];

const PARENT_CHANGES: Case[] = [
  allow('a parent renames their child on the child’s membership', parent, batch(update('clubMemberships/c1_childC', { displayName: 'Kim Test', updatedAt: AT })), CHILD_IN),
  allow('a parent sets the group’s name on their child’s membership', parent, batch(update('teamMemberships/t1_childC', { groupName: 'Team' })), CHILD_IN),
  allow('a parent renames their claimed child, still linked, on a membership', parent, batch(update('teamMemberships/t1_childQ', { displayName: 'Quinn Test' }))),
  deny('a parent sets another name for the group on their child’s membership', parent, batch(update('clubMemberships/c1_childC', { groupName: 'Best club' })), CHILD_IN),
  deny('a parent makes their child owner', parent, batch(update('clubMemberships/c1_childC', { role: 'owner' })), CHILD_IN),
  deny('a parent changes the code on their child’s membership', parent, batch(update('teamMemberships/t1_childC', { joinCode: 'TEAM01' })), CHILD_IN),
  deny('a parent sets their child’s squad role', parent, batch(update('teamMemberships/t1_childC', { squadRole: 'Player' })), CHILD_IN),
  deny('another parent renames someone’s child on a membership', stranger, batch(update('clubMemberships/c1_childC', { displayName: 'Nobody' })), CHILD_IN),
  deny('a parent renames a claimed child they unlinked', parent, batch(update('clubMemberships/c1_childU', { displayName: 'Una Test' })), UNLINKED),
];

const PARENT_LEAVING: Case[] = [
  allow('a parent takes their child out of a club', parent, batch(del('clubMemberships/c1_childC')), CHILD_IN),
  allow('a parent takes their child out of a team', parent, batch(del('teamMemberships/t1_childC')), CHILD_IN),
  allow('a parent takes their claimed child, still linked, out of a team', parent, batch(del('teamMemberships/t1_childQ'))),
  deny('another parent takes someone’s child out of a club', stranger, batch(del('clubMemberships/c1_childC')), CHILD_IN),
  deny('a parent takes another parent’s child out of a club', parent, batch(del('clubMemberships/c1_childZ')), OTHERS_CHILD),
  deny('a parent takes a claimed child they unlinked out of a club', parent, batch(del('clubMemberships/c1_childU')), UNLINKED),
];

/** A parent's Delete: an unclaimed child goes with everything naming them; a claimed one is only let go. */
const DELETING_A_CHILD = [
  del('users/childC'),
  del('clubMemberships/c1_childC'),
  del('clubMemberships/c2_childC'),
  del('teamMemberships/t1_childC'),
  del('teamMemberships/t2_childC'),
  del('teamMemberships/t3_childC'),
  del('emails/kid@example.com'),
];
const PARENT_DELETES: Case[] = [
  allow('a parent deletes their unclaimed child, the child’s 2 club and 3 team memberships and email entry, in one batch', parent, batch(...DELETING_A_CHILD), CHILD_EVERYWHERE),
  deny('a stranger deletes a parent’s child with their memberships and email entry', stranger, batch(...DELETING_A_CHILD), CHILD_EVERYWHERE),
  deny('a stranger deletes a parent’s child’s memberships and email entry, sparing the profile', stranger, batch(...DELETING_A_CHILD.slice(1)), CHILD_EVERYWHERE),
  allow('a parent unlinks their claimed child (their Delete)', parent, batch(unlinkChildQ)),
  deny('a parent unlinks their claimed child, then removes the child’s memberships', parent, afterAllowed(batch(unlinkChildQ), batch(del('clubMemberships/c1_childQ')))),
  // deletes are judged on the state before the batch: the child is still linked then
  allow('a parent removes their claimed child’s memberships in the batch that unlinks them', parent, batch(unlinkChildQ, del('teamMemberships/t1_childQ'))),
];

runRuleCases('memberships: a parent joining their child with a code', PARENT_JOINING);
runRuleCases('memberships: a parent reading their child’s', PARENT_READS);
runRuleCases('memberships: a parent renaming their child on them', PARENT_CHANGES);
runRuleCases('memberships: a parent taking their child out', PARENT_LEAVING);
runRuleCases('memberships: a parent deleting or unlinking their child', PARENT_DELETES);

/**
 * The rule reads of a parent joining their child to a club's teams (step two of a club's code,
 * features/groups/model/cascades-join.ts): the club's name on the child's club membership, then
 * one membership per team, each carrying the club's code. Each team's check reads the code, the
 * team, the club, the parent's account (isMe fails for the child's id) and the child's profile
 * (isMyChild): 4 documents shared by the batch, plus one per team.
 */
describe('rules: memberships: the rule reads of a parent joining their child to a club’s teams', () => {
  const backend = useRulesBackend();
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

  it('accepts that batch of 16 teams through the port, and refuses a 17th team (21 reads)', async () => {
    const t = backend();
    await signInOnWorld(t, parent, clubWithTeams(17));
    const ops = (count: number) => [update('clubMemberships/c1_childC', { groupName: 'Club', updatedAt: AT }), ...teamJoins(count).slice(1).map((write) => set(`${write.collection}/${write.id}`, write.after as DocData))];
    await expect(batch(...ops(17))(t.backend.data)).rejects.toMatchObject({ code: 'permission-denied', message: expect.stringContaining('at most 20 documents for one batch') });
    await expect(batch(...ops(16))(t.backend.data)).resolves.toBeUndefined();
  });
});
