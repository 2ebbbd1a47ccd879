import type { DocData } from '../ports';
import { jsonEqual } from './json-values';
import type { SignedInRequest } from './local-rule-reads';
import { field, hasOnly, isMember } from './local-rules-groups';
import { isMe, isMyChild } from './local-rules-person';
import { changedKeys } from './local-rules-users';
import type { PlannedWrite } from './local-write-plan';
import { GROUPS, type GroupKind, membershipId, splitMembershipId } from './membership-ids';

/**
 * Club and team memberships (firestore.rules `match /clubMemberships`, `/teamMemberships`),
 * check for check and in the same order. One's own membership, or one's child's (`isMyChild`:
 * the child's profile is linked to the asker, read after the cheaper checks), is made only
 * through the group's current join code; one's own also as the creator in the group's creation
 * batch; a team's owner adds members of the team's club. A parent reads, renames and removes
 * their child's memberships as the child would. Deletes are judged on the state before the
 * batch (`get`), so a parent's child and the child's memberships may go together.
 */

const FIELDS = ['userId', 'role', 'displayName', 'groupName', 'squadRole', 'joinCode', 'createdAt', 'updatedAt'];
const SQUAD_ROLES = ['', 'Player', 'Coach', 'Staff'];

/** Its member, any member of its group, or the member's parent; a missing one ("am I already in?") by its id alone. */
export async function mayGetMembership(request: SignedInRequest, kind: GroupKind, id: string, resource: DocData | null) {
  // a missing one's id is cut at the first `_`, as firestore.rules cuts it
  const named = resource ? { groupId: resource[GROUPS[kind].key], userId: resource.userId } : splitMembershipId(id);
  if (!named) return false;
  const { groupId, userId } = named;
  if (await isMe(request, userId)) return true;
  if (typeof groupId === 'string' && (await isMember(request, kind, groupId))) return true;
  return isMyChild(request, userId);
}

export async function mayWriteMembership(request: SignedInRequest, kind: GroupKind, { id, before, after }: PlannedWrite) {
  if (after && !isValidMembership(kind, id, after)) return false;
  // deleting a membership that is gone leaves nothing to judge: refused, as by Firestore
  if (!before) return after !== null && mayCreate(request, kind, after);
  if (!after) return mayDelete(request, kind, before);
  const key = GROUPS[kind].key;
  const groupId = before[key];
  if (!jsonEqual(after[key], groupId) || !jsonEqual(after.userId, before.userId) || typeof groupId !== 'string') return false;
  return (await isOwnerEdit(request, kind, groupId, before, after)) || isOwnEdit(request, kind, groupId, before, after);
}

/** The id is `{groupId}_{userId}` of the data, so a membership's existence can be trusted. */
function isValidMembership(kind: GroupKind, id: string, data: DocData): boolean {
  const groupId = field(data, GROUPS[kind].key);
  const squadRole = 'squadRole' in data ? data.squadRole : '';
  return (
    typeof groupId === 'string' &&
    typeof data.userId === 'string' &&
    id === membershipId(groupId, data.userId) &&
    (data.role === 'owner' || data.role === 'member') &&
    hasOnly(Object.keys(data), [GROUPS[kind].key, ...FIELDS]) &&
    SQUAD_ROLES.includes(squadRole as string)
  );
}

async function mayCreate(request: SignedInRequest, kind: GroupKind, data: DocData) {
  const groupId = data[GROUPS[kind].key] as string;
  if (await isCreatorsMembership(request, kind, groupId, data)) return true;
  if (await isJoinByCode(request, data)) {
    const code = data.joinCode as string;
    return kind === 'club' ? clubCodeAdmits(request, code, groupId) : teamCodeAdmits(request, code, groupId);
  }
  return kind === 'team' && isOwnerAddingClubMember(request, groupId, data);
}

/** (a) the creator's own owner membership, in the batch that creates the group */
async function isCreatorsMembership(request: SignedInRequest, kind: GroupKind, groupId: string, data: DocData) {
  if (data.role !== 'owner' || 'joinCode' in data || !(await isMe(request, data.userId))) return false;
  const collection = GROUPS[kind].collection;
  if (await request.reads.exists(collection, groupId)) return false;
  const group = await request.reads.getAfter(collection, groupId);
  return group !== null && field(group, 'ownerId') === data.userId;
}

/** (b) joining: one's own membership or one's child's, carrying the code it was made with */
async function isJoinByCode(request: SignedInRequest, data: DocData) {
  if (data.role !== 'member' || typeof field(data, 'joinCode') !== 'string') return false;
  return (await isMe(request, data.userId)) || isMyChild(request, data.userId);
}

/** A club's code admits to the club, a team's code to the team's club; only the code it holds now. */
async function clubCodeAdmits(request: SignedInRequest, code: string, clubId: string) {
  const entry = await request.reads.getAfter('joinCodes', code);
  if (!entry) return false;
  const teamId = field(entry, 'teamId');
  if (teamId === null && field(entry, 'clubId') === clubId) {
    const club = await request.reads.getAfter('clubs', clubId);
    if (club !== null && field(club, 'joinCode') === code) return true;
  }
  if (typeof teamId !== 'string') return false;
  const team = await request.reads.getAfter('teams', teamId);
  return team !== null && field(team, 'clubId') === clubId && field(team, 'joinCode') === code;
}

/** A team's code admits to that team, a club's code to the club's teams; never a team's code to its club's other teams. */
async function teamCodeAdmits(request: SignedInRequest, code: string, teamId: string) {
  const entry = await request.reads.getAfter('joinCodes', code);
  if (!entry) return false;
  const team = await request.reads.getAfter('teams', teamId);
  if (!team) return false;
  if (field(entry, 'teamId') === teamId && field(team, 'joinCode') === code) return true;
  const clubId = field(entry, 'clubId');
  if (field(entry, 'teamId') !== null || typeof clubId !== 'string' || field(team, 'clubId') !== clubId) return false;
  const club = await request.reads.getAfter('clubs', clubId);
  return club !== null && field(club, 'joinCode') === code;
}

/** (c) the team's owner adds a member of the team's club (SPEC §4's cascades), checked one by one */
async function isOwnerAddingClubMember(request: SignedInRequest, teamId: string, data: DocData) {
  if (data.role !== 'member' || 'joinCode' in data) return false;
  const team = await request.reads.getAfter('teams', teamId);
  const clubId = team && field(team, 'clubId');
  if (typeof clubId !== 'string' || !(await isMe(request, field(team as DocData, 'ownerId')))) return false;
  return request.reads.existsAfter('clubMemberships', membershipId(clubId, data.userId as string));
}

/** The owner sets squad roles, keeps the group's name current, and makes owner the member the group is handed to. */
async function isOwnerEdit(request: SignedInRequest, kind: GroupKind, groupId: string, before: DocData, after: DocData) {
  const changed = changedKeys(before, after);
  if (!hasOnly(changed, ['squadRole', 'groupName', 'role', 'updatedAt'])) return false;
  const collection = GROUPS[kind].collection;
  const group = await request.reads.get(collection, groupId);
  if (!group || !(await isMe(request, field(group, 'ownerId')))) return false;
  if (!changed.includes('role')) return true;
  const groupAfter = await request.reads.getAfter(collection, groupId);
  return after.role === 'owner' && groupAfter !== null && field(groupAfter, 'ownerId') === before.userId;
}

/** A member (or their parent) keeps the member's name current, and the group's name as the group has it. */
async function isOwnEdit(request: SignedInRequest, kind: GroupKind, groupId: string, before: DocData, after: DocData) {
  const changed = changedKeys(before, after);
  if (!hasOnly(changed, ['displayName', 'groupName', 'updatedAt'])) return false;
  if (!(await isMe(request, before.userId)) && !(await isMyChild(request, before.userId))) return false;
  if (!changed.includes('groupName')) return true;
  const group = await request.reads.get(GROUPS[kind].collection, groupId);
  return group !== null && 'groupName' in after && after.groupName === field(group, 'name');
}

/**
 * The member leaves, or their parent takes them out; the group's owner removes anyone; a team's
 * membership also by the owner of the team's club.
 */
async function mayDelete(request: SignedInRequest, kind: GroupKind, before: DocData) {
  if (before.userId === request.auth.uid) return true;
  const groupId = before[GROUPS[kind].key];
  const group = typeof groupId === 'string' ? await request.reads.get(GROUPS[kind].collection, groupId) : null;
  if (group && (await isMe(request, field(group, 'ownerId')))) return true;
  if ((await isMe(request, before.userId)) || (await isMyChild(request, before.userId))) return true;
  const clubId = kind === 'team' && group ? field(group, 'clubId') : null;
  if (typeof clubId !== 'string') return false;
  const club = await request.reads.get('clubs', clubId);
  return club !== null && isMe(request, field(club, 'ownerId'));
}
