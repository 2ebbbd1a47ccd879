import type { DocData } from '../ports';
import { characterCount, MAX_JOIN_CODE_LENGTH, textWithinLimits } from './local-rules-limits';

/**
 * The permission model of ARCHITECTURE.md, enforced in code for the local backend. It mirrors
 * firestore.rules: keep the two in step. Every check is a function of the signed-in user, the
 * write (document before and after) and `RuleLookup`, which reads stored documents as they
 * were before the batch (`get()` in rules) or as they will be after it (`getAfter()`).
 */

export interface RuleUser {
  uid: string;
  email: string;
  emailVerified: boolean;
}

export interface RuleLookup {
  before(collection: string, id: string): Promise<DocData | null>;
  after(collection: string, id: string): Promise<DocData | null>;
}

/** One document's change in a batch; `before`/`after` null means absent. */
export interface RuleWrite {
  collection: string;
  id: string;
  before: DocData | null;
  after: DocData | null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

type GroupKind = 'club' | 'team';

const GROUPS = {
  club: { collection: 'clubs', memberships: 'clubMemberships', key: 'clubId' },
  team: { collection: 'teams', memberships: 'teamMemberships', key: 'teamId' },
} as const;

const MEMBERSHIP_KIND: Record<string, GroupKind | undefined> = { clubMemberships: 'club', teamMemberships: 'team' };
const GROUP_KIND: Record<string, GroupKind | undefined> = { clubs: 'club', teams: 'team' };

/** Whether a query may run at all; each document it matches must then pass mayRead. */
export function mayQuery(user: RuleUser | null, collection: string): boolean {
  return user !== null && collection !== 'joinCodes';
}

/** `data` is the stored document, null when it does not exist. */
export async function mayRead(
  user: RuleUser | null,
  collection: string,
  id: string,
  data: DocData | null,
  lookup: RuleLookup,
): Promise<boolean> {
  if (!user) return false;
  if (collection === 'users') return mayReadUser(user, id, data);
  if (collection === 'joinCodes') return user.emailVerified;
  if (collection === 'clubs') return isMember('club', id, user.uid, lookup);
  if (collection === 'teams') {
    // the club's members too, so that they may list the club's teams
    if (await isMember('team', id, user.uid, lookup)) return true;
    return isText(data?.clubId) && isMember('club', data.clubId, user.uid, lookup);
  }
  const membership = MEMBERSHIP_KIND[collection];
  if (membership) {
    const { groupId, userId } = membershipParts(membership, id, data);
    return userId === user.uid || (isText(groupId) && isMember(membership, groupId, user.uid, lookup));
  }
  return false;
}

export async function mayWrite(user: RuleUser | null, write: RuleWrite, lookup: RuleLookup): Promise<boolean> {
  if (!user) return false;
  if (write.after && !textWithinLimits(write.collection, write.after)) return false;
  if (write.collection === 'users') return mayWriteUser(user, write, lookup);
  // every other write needs a verified email (only one's own profile may be created before)
  if (!user.emailVerified) return false;
  if (write.collection === 'joinCodes') return mayWriteJoinCode(user, write, lookup);
  const group = GROUP_KIND[write.collection];
  if (group) return mayWriteGroup(user, group, write, lookup);
  const membership = MEMBERSHIP_KIND[write.collection];
  if (membership) return mayWriteMembership(user, membership, write, lookup);
  return false;
}

async function isMember(kind: GroupKind, groupId: string, uid: string, lookup: RuleLookup): Promise<boolean> {
  return (await lookup.after(GROUPS[kind].memberships, `${groupId}_${uid}`)) !== null;
}

/** Membership ids are `{groupId}_{userId}`; a missing document is judged by its id alone. */
function membershipParts(kind: GroupKind, id: string, data: DocData | null): { groupId: unknown; userId: unknown } {
  if (data) return { groupId: data[GROUPS[kind].key], userId: data.userId };
  const cut = id.lastIndexOf('_');
  return cut < 0 ? { groupId: undefined, userId: undefined } : { groupId: id.slice(0, cut), userId: id.slice(cut + 1) };
}

async function mayWriteGroup(user: RuleUser, kind: GroupKind, { before, after }: RuleWrite, lookup: RuleLookup) {
  if (!before) return after?.ownerId === user.uid && (kind === 'club' || (await teamClubAllowed(user, after, lookup)));
  if (before.ownerId !== user.uid) return false;
  if (!after) return true;
  if (after.ownerId !== before.ownerId) return false;
  return kind === 'club' || (after.clubId ?? null) === (before.clubId ?? null) || teamClubAllowed(user, after, lookup);
}

/**
 * A team sits only in a club its owner owns: a team's code admits to its club, so otherwise
 * anyone could open a stranger's club through a team of their own.
 */
async function teamClubAllowed(user: RuleUser, team: DocData, lookup: RuleLookup): Promise<boolean> {
  const clubId = team.clubId ?? null;
  return clubId === null || (await ownerOf('club', clubId, 'after', lookup)) === user.uid;
}

async function ownerOf(kind: GroupKind, groupId: unknown, stage: keyof RuleLookup, lookup: RuleLookup) {
  if (!isText(groupId)) return undefined;
  return (await lookup[stage](GROUPS[kind].collection, groupId))?.ownerId;
}

async function mayWriteMembership(
  user: RuleUser,
  kind: GroupKind,
  { id, before, after }: RuleWrite,
  lookup: RuleLookup,
): Promise<boolean> {
  const key = GROUPS[kind].key;
  if (after && !isValidMembership(kind, id, after)) return false;
  // deleting a membership that is gone leaves nothing to judge: refused, as by Firestore
  if (!before) return after !== null && mayCreateMembership(user, kind, after, lookup);
  const isOwner = (await ownerOf(kind, before[key], 'before', lookup)) === user.uid;
  if (!after) return before.userId === user.uid || isOwner;
  return isOwner || (before.userId === user.uid && after.role === before.role);
}

/** The id is `{groupId}_{userId}` of the data, so a membership's existence can be trusted. */
function isValidMembership(kind: GroupKind, id: string, data: DocData): boolean {
  const groupId = data[GROUPS[kind].key];
  return (
    isText(groupId) &&
    isText(data.userId) &&
    id === `${groupId}_${data.userId}` &&
    (data.role === 'owner' || data.role === 'member')
  );
}

async function mayCreateMembership(user: RuleUser, kind: GroupKind, data: DocData, lookup: RuleLookup) {
  const groupId = data[GROUPS[kind].key] as string;
  const ownsGroup = (await ownerOf(kind, groupId, 'after', lookup)) === user.uid;
  if (data.userId !== user.uid) return data.role === 'member' && ownsGroup; // (c) the owner adds a member
  if (data.role === 'owner') return ownsGroup; // (a) the creator's own membership
  if (data.role !== 'member') return false;
  if (ownsGroup) return true;
  if (isText(data.joinCode) && (await joinCodeAdmits(kind, groupId, data.joinCode, lookup))) return true; // (b)
  if (kind === 'team') {
    // (d) a member of the team's club joins its teams
    const clubId = (await lookup.after('teams', groupId))?.clubId;
    return isText(clubId) && isMember('club', clubId, user.uid, lookup);
  }
  return false;
}

/** A join code admits to its own club or team, a team's code to its club, a club's code to its teams. */
async function joinCodeAdmits(kind: GroupKind, groupId: string, code: string, lookup: RuleLookup) {
  const entry = await lookup.after('joinCodes', code);
  if (!entry) return false;
  if (kind === 'club') {
    if (entry.clubId === groupId) return true;
    return isText(entry.teamId) && (await lookup.after('teams', entry.teamId))?.clubId === groupId;
  }
  if (entry.teamId === groupId) return true;
  return isText(entry.clubId) && (await lookup.after('teams', groupId))?.clubId === entry.clubId;
}

async function mayWriteJoinCode(user: RuleUser, { id, before, after }: RuleWrite, lookup: RuleLookup) {
  if (before || !after) return false; // created once, never changed or removed
  if (characterCount(id) > MAX_JOIN_CODE_LENGTH) return false;
  if (after.reservedAt === undefined || after.reservedAt === null) return false;
  // bound to a club and/or team, every one given owned by the creator
  const clubId = after.clubId ?? null;
  const teamId = after.teamId ?? null;
  if (clubId === null && teamId === null) return false;
  if (clubId !== null && (await ownerOf('club', clubId, 'after', lookup)) !== user.uid) return false;
  return teamId === null || (await ownerOf('team', teamId, 'after', lookup)) === user.uid;
}

// users: besides the owner and the linked parent, a verified user may see and claim a Child
// profile that carries their email and no uid: one batch sets their own profile (role Child,
// `claimedFrom` the child's id, the same parent) and deletes the child.

function emailMatches(data: DocData, user: RuleUser): boolean {
  return data.emailLower === user.email.toLowerCase() || data.email === user.email;
}

function isClaimableBy(child: DocData | null, user: RuleUser): child is DocData {
  return (
    child !== null && user.emailVerified && child.role === 'Child' && child.uid === null && emailMatches(child, user)
  );
}

function mayReadUser(user: RuleUser, id: string, data: DocData | null): boolean {
  if (id === user.uid) return true;
  if (!data) return false;
  return data.linkedParentId === user.uid || isClaimableBy(data, user);
}

async function mayWriteUser(user: RuleUser, write: RuleWrite, lookup: RuleLookup): Promise<boolean> {
  const { id, before, after } = write;
  if (!before && after) return mayCreateUser(user, id, after, lookup);
  if (!user.emailVerified) return false;
  if (before && after) {
    if (id === user.uid) {
      // one's parent link stays as it is, except when claiming a child profile
      if ((after.linkedParentId ?? null) === (before.linkedParentId ?? null)) return true;
      return isValidClaim(user, id, after, lookup);
    }
    return before.linkedParentId === user.uid && after.linkedParentId === user.uid;
  }
  if (id === user.uid) return true;
  if (!before) return false;
  return before.linkedParentId === user.uid || isClaimDelete(user, id, before, lookup);
}

async function mayCreateUser(user: RuleUser, id: string, data: DocData, lookup: RuleLookup): Promise<boolean> {
  // one's own profile at registration, before verifying
  if (id === user.uid && data.uid === user.uid && data.role === 'Parent' && data.linkedParentId === null) return true;
  if (!user.emailVerified) return false;
  if (id === user.uid) return isValidClaim(user, id, data, lookup);
  if (data.role !== 'Child' || data.uid !== null || data.linkedParentId !== user.uid) return false;
  return (await lookup.after('users', user.uid))?.role === 'Parent';
}

/** The set half of a claim: own profile, copied link, and the claimed child gone after the batch. */
async function isValidClaim(user: RuleUser, id: string, data: DocData, lookup: RuleLookup): Promise<boolean> {
  const from = data.claimedFrom;
  if (typeof from !== 'string' || from === '' || from === id) return false;
  if (data.uid !== user.uid || data.role !== 'Child' || data.email !== user.email) return false;
  const child = await lookup.before('users', from);
  if (!isClaimableBy(child, user) || (data.linkedParentId ?? null) !== (child.linkedParentId ?? null)) return false;
  return (await lookup.after('users', from)) === null;
}

/** The delete half of a claim: allowed only with the claiming set in the same batch. */
async function isClaimDelete(user: RuleUser, id: string, child: DocData, lookup: RuleLookup): Promise<boolean> {
  if (!isClaimableBy(child, user)) return false;
  const ownBefore = await lookup.before('users', user.uid);
  const ownAfter = await lookup.after('users', user.uid);
  return (
    ownAfter !== null &&
    ownAfter.claimedFrom === id &&
    ownBefore?.claimedFrom !== id &&
    ownAfter.uid === user.uid &&
    ownAfter.role === 'Child' &&
    (ownAfter.linkedParentId ?? null) === (child.linkedParentId ?? null)
  );
}
