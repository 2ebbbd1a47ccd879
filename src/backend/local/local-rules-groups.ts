import type { DocData } from '../ports';
import { jsonEqual } from './json-values';
import type { SignedInRequest } from './local-rule-reads';
import { isMe, myPersonId } from './local-rules-person';
import { changedKeys } from './local-rules-users';
import type { PlannedWrite } from './local-write-plan';
import { GROUPS, type GroupKind, membershipId } from './membership-ids';

/**
 * Clubs, teams and join code entries (firestore.rules `match /clubs`, `/teams`, `/joinCodes`),
 * check for check and in the same order (the order decides which documents are read, and the
 * rule-read limits count them). Memberships are in local-rules-memberships.ts.
 */

/** `data.get(name, null)`: an absent field reads as null. */
export const field = (data: DocData, name: string): unknown => (name in data ? data[name] : null);

export const hasOnly = (keys: readonly string[], allowed: readonly string[]) => keys.every((key) => allowed.includes(key));

const FIELDS: Record<GroupKind, readonly string[]> = {
  club: ['name', 'location', 'notes', 'ownerId', 'joinCode', 'createdAt', 'updatedAt'],
  team: ['name', 'ageGroup', 'notes', 'clubId', 'ownerId', 'joinCode', 'createdAt', 'updatedAt'],
};

/** SPEC §9: 10 characters of A-Z without I and O, and 2-9 (`code.matches(...)`). */
export const isJoinCode = (code: unknown): code is string => typeof code === 'string' && /^[A-HJ-NP-Z2-9]{10}$/.test(code);

/**
 * `{ownerId}-{alphanumeric}` and no `_` (features/groups/model/group-ids.ts): only the creator can
 * create a document at a group's id, so nobody recreates a deleted group to step into what still
 * names it. The random part is the last `-`-separated part, as `split('-')` finds it.
 */
export function carriesCreator(groupId: string, ownerId: unknown): boolean {
  const parts = groupId.split('-');
  const suffix = parts[parts.length - 1] ?? '';
  return typeof ownerId === 'string' && !groupId.includes('_') && /^[A-Za-z0-9]+$/.test(suffix) && groupId === `${ownerId}-${suffix}`;
}

type Stage = 'before' | 'after';

/**
 * `exists(.../{groupId}_{uid}) || exists(.../{groupId}_{myPersonId()})` (or `existsAfter`): a
 * claimed child's memberships carry their person id. The uid is tried first, so most people's
 * checks cost no read of their account.
 */
export async function isMember(request: SignedInRequest, kind: GroupKind, groupId: string, stage: Stage = 'before') {
  const memberships = GROUPS[kind].memberships;
  const exists = (userId: string) => {
    const id = membershipId(groupId, userId);
    return stage === 'before' ? request.reads.exists(memberships, id) : request.reads.existsAfter(memberships, id);
  };
  if (await exists(request.auth.uid)) return true;
  const personId = await myPersonId(request);
  return personId !== request.auth.uid && exists(personId);
}

/** A missing club or team tells only that nothing is there (joining says `Club not found`); an existing one its members. */
export async function mayGetGroup(request: SignedInRequest, kind: GroupKind, id: string, resource: DocData | null) {
  if (!resource) return true;
  if (await isMember(request, kind, id)) return true;
  const clubId = field(resource, 'clubId');
  return kind === 'team' && typeof clubId === 'string' && isMember(request, 'club', clubId);
}

export async function mayWriteGroup(request: SignedInRequest, kind: GroupKind, { id, before, after }: PlannedWrite) {
  if (!before) {
    if (!after || !fieldsOk(kind, after) || !(await isGroupCreate(request, kind, id, after))) return false;
    return kind === 'club' || teamClubAllowed(request, after);
  }
  if (!after) return (await isMe(request, field(before, 'ownerId'))) && entryGoneWith(request, before);
  if (!fieldsOk(kind, after) || !jsonEqual(field(after, 'joinCode'), field(before, 'joinCode'))) return false;
  if (!(await isMe(request, field(before, 'ownerId')))) return false;
  if (!(await ownerKeptOrHandedOver(request, kind, id, before, after))) return false;
  return kind === 'club' || jsonEqual(field(after, 'clubId'), field(before, 'clubId')) || teamClubAllowed(request, after);
}

function fieldsOk(kind: GroupKind, data: DocData): boolean {
  return hasOnly(Object.keys(data), FIELDS[kind]) && typeof field(data, 'name') === 'string';
}

/** Mine, at an id carrying my person id, holding a well-formed code whose entry, new in this batch, names it. */
async function isGroupCreate(request: SignedInRequest, kind: GroupKind, id: string, data: DocData) {
  const code = field(data, 'joinCode');
  if (!(await isMe(request, field(data, 'ownerId'))) || !carriesCreator(id, data.ownerId) || !isJoinCode(code)) return false;
  if (await request.reads.exists('joinCodes', code)) return false;
  const entry = await request.reads.getAfter('joinCodes', code);
  return entry !== null && field(entry, GROUPS[kind].key) === id;
}

/** A team sits only in a club its owner owns: a team's code admits to its club. */
async function teamClubAllowed(request: SignedInRequest, team: DocData) {
  const clubId = field(team, 'clubId');
  if (clubId === null) return true;
  if (typeof clubId !== 'string') return false;
  const club = await request.reads.getAfter('clubs', clubId);
  return club !== null && isMe(request, field(club, 'ownerId'));
}

/** The owner hands the group only to a member made owner in the same batch (leaving, UX-CONTRACT). */
async function ownerKeptOrHandedOver(request: SignedInRequest, kind: GroupKind, id: string, before: DocData, after: DocData) {
  const owner = field(after, 'ownerId');
  if (jsonEqual(owner, field(before, 'ownerId'))) return true;
  if (typeof owner !== 'string') return false;
  const membership = await request.reads.getAfter(GROUPS[kind].memberships, membershipId(id, owner));
  return membership !== null && field(membership, 'role') === 'owner';
}

/** A deleted club or team takes its join code entry with it, in the same batch. */
async function entryGoneWith(request: SignedInRequest, group: DocData) {
  const code = field(group, 'joinCode');
  return typeof code !== 'string' || !(await request.reads.existsAfter('joinCodes', code));
}

/** `request.resource.data.reservedAt == request.time`: the field was written as SERVER_TIMESTAMP. */
const isRequestTime = (value: unknown, request: SignedInRequest) => value instanceof Date && value.getTime() === request.time.getTime();

export async function mayWriteJoinCode(request: SignedInRequest, { id, before, after }: PlannedWrite) {
  if (!before && after) {
    if (!isJoinCode(id) || !isRequestTime(field(after, 'reservedAt'), request)) return false;
    return (await isNewClubsEntry(request, id, after)) || isNewTeamsEntry(request, id, after);
  }
  if (before && after) return (await isEntryFollowingItsTeam(request, id, before, after)) || isEntryFollowingItsName(request, id, before, after);
  if (before) return isEntryOfGoneGroup(request, before);
  return false;
}

/** Created in the batch that creates its club or team (absent before it), which holds this code and is mine. */
async function isNewGroupsCode(request: SignedInRequest, collection: string, groupId: string, code: string) {
  const group = await request.reads.getAfter(collection, groupId);
  if (await request.reads.exists(collection, groupId)) return false;
  return group !== null && field(group, 'joinCode') === code && isMe(request, field(group, 'ownerId'));
}

/**
 * An entry may carry its group's name (so that whoever joins, a parent for a child included,
 * can put it on the membership without reading the group): the group's name as it is.
 */
async function namesItsGroup(request: SignedInRequest, data: DocData, collection: string, groupId: string) {
  if (!('name' in data)) return true;
  const group = await request.reads.getAfter(collection, groupId);
  return group !== null && data.name === field(group, 'name');
}

async function isNewClubsEntry(request: SignedInRequest, code: string, data: DocData) {
  const clubId = field(data, 'clubId');
  return (
    hasOnly(Object.keys(data), ['reservedAt', 'clubId', 'name']) &&
    typeof clubId === 'string' &&
    (await isNewGroupsCode(request, 'clubs', clubId, code)) &&
    namesItsGroup(request, data, 'clubs', clubId)
  );
}

/** A team's entry also names the team's club (null for none). */
async function isNewTeamsEntry(request: SignedInRequest, code: string, data: DocData) {
  const teamId = field(data, 'teamId');
  if (!hasOnly(Object.keys(data), ['reservedAt', 'teamId', 'clubId', 'name']) || typeof teamId !== 'string') return false;
  if (!(await isNewGroupsCode(request, 'teams', teamId, code))) return false;
  const team = await request.reads.getAfter('teams', teamId);
  return team !== null && jsonEqual(field(data, 'clubId'), field(team, 'clubId')) && namesItsGroup(request, data, 'teams', teamId);
}

/** The team's owner keeps its entry naming the team's club when the team moves. */
async function isEntryFollowingItsTeam(request: SignedInRequest, code: string, before: DocData, after: DocData) {
  const teamId = field(before, 'teamId');
  if (typeof teamId !== 'string' || !hasOnly(changedKeys(before, after), ['clubId'])) return false;
  const team = await request.reads.getAfter('teams', teamId);
  if (!team || field(team, 'joinCode') !== code || !jsonEqual(field(after, 'clubId'), field(team, 'clubId'))) return false;
  return isMe(request, field(team, 'ownerId'));
}

/** The group's owner keeps the name its entry carries current when the group is renamed. */
async function isEntryFollowingItsName(request: SignedInRequest, code: string, before: DocData, after: DocData) {
  if (!hasOnly(changedKeys(before, after), ['name'])) return false;
  const teamId = field(before, 'teamId');
  const clubId = field(before, 'clubId');
  const [collection, groupId] = typeof teamId === 'string' ? ['teams', teamId] : ['clubs', clubId];
  if (typeof groupId !== 'string') return false;
  const group = await request.reads.getAfter(collection, groupId);
  if (!group || field(after, 'name') !== field(group, 'name') || field(group, 'joinCode') !== code) return false;
  return isMe(request, field(group, 'ownerId'));
}

/** Deleted with its club or team, in the same batch, by the group's owner. */
async function isEntryOfGoneGroup(request: SignedInRequest, entry: DocData) {
  const teamId = field(entry, 'teamId');
  const clubId = field(entry, 'clubId');
  if (typeof teamId === 'string') return isOwnedGroupGone(request, 'teams', teamId);
  return teamId === null && typeof clubId === 'string' && isOwnedGroupGone(request, 'clubs', clubId);
}

async function isOwnedGroupGone(request: SignedInRequest, collection: string, groupId: string) {
  const group = await request.reads.get(collection, groupId);
  if (!group || !(await isMe(request, field(group, 'ownerId')))) return false;
  return !(await request.reads.existsAfter(collection, groupId));
}
