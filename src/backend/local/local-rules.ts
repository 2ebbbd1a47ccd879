import type { DocData } from '../ports';
import type { RuleRequest, SignedInRequest } from './local-rule-reads';
import { mayGetAccount, mayWriteAccount, mayWriteEmailEntry } from './local-rules-identity';
import { characterCount, MAX_JOIN_CODE_LENGTH, textWithinLimits } from './local-rules-limits';
import { isMe, myPersonId } from './local-rules-person';
import { mayGetUser, mayWriteUser } from './local-rules-users';
import type { PlannedWrite } from './local-write-plan';
import { GROUP_KIND, GROUPS, type GroupKind, MEMBERSHIP_KIND, membershipId, splitMembershipId } from './membership-ids';

/**
 * The permission model of ARCHITECTURE.md for single documents (gets and writes), enforced in
 * code for the local backend. It mirrors the `get`, `create`, `update` and `delete` rules of
 * firestore.rules: keep the two in step. Queries are judged by local-query-shapes.ts. A check
 * sees only what a Firestore rule sees: the request (auth, time, reads by path), the path, and
 * the document before (`resource`) and after (`request.resource`).
 */

export type RuleWrite = PlannedWrite;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

type Stage = 'before' | 'after';

/**
 * `exists(clubMemberships/{groupId}_{uid}) || exists(.../{groupId}_{myPersonId()})` (or
 * `existsAfter`): a claimed child's memberships carry their person id, the child profile's.
 * The uid is tried first, so most people's checks cost no read of their account.
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

async function ownerOf(request: SignedInRequest, kind: GroupKind, groupId: unknown, stage: Stage) {
  if (!isText(groupId)) return undefined;
  const collection = GROUPS[kind].collection;
  const group = stage === 'before' ? await request.reads.get(collection, groupId) : await request.reads.getAfter(collection, groupId);
  return group?.ownerId;
}

/** A get of one document, judged on the stored document (`resource`, null when missing). */
export async function mayGet(request: RuleRequest, collection: string, id: string, resource: DocData | null) {
  if (!request.auth) return false;
  const signedIn = request as SignedInRequest;
  if (collection === 'users') return mayGetUser(signedIn, id, resource);
  if (collection === 'accounts') return mayGetAccount(signedIn, id);
  // an address entry tells only whether the address is taken
  if (collection === 'emails') return true;
  if (collection === 'joinCodes') return signedIn.auth.emailVerified;
  if (collection === 'clubs') return isMember(signedIn, 'club', id);
  if (collection === 'teams') {
    // the club's members too: joining a club shows its teams
    if (await isMember(signedIn, 'team', id)) return true;
    return isText(resource?.clubId) && isMember(signedIn, 'club', resource.clubId);
  }
  const kind = MEMBERSHIP_KIND[collection];
  if (kind) {
    if (resource) {
      const groupId = resource[GROUPS[kind].key];
      return (await isMe(signedIn, resource.userId)) || (isText(groupId) && isMember(signedIn, kind, groupId));
    }
    // a missing membership ("am I already in?") is judged by its id alone
    const parts = splitMembershipId(id);
    if (!parts) return false;
    return (await isMe(signedIn, parts.userId)) || (isText(parts.groupId) && isMember(signedIn, kind, parts.groupId));
  }
  return false;
}

export async function mayWrite(request: RuleRequest, write: RuleWrite): Promise<boolean> {
  if (!request.auth) return false;
  const signedIn = request as SignedInRequest;
  if (write.after && !textWithinLimits(write.collection, write.after)) return false;
  // these three judge verification themselves: registration writes come before it
  if (write.collection === 'users') return mayWriteUser(signedIn, write);
  if (write.collection === 'accounts') return mayWriteAccount(signedIn, write);
  if (write.collection === 'emails') return mayWriteEmailEntry(signedIn, write);
  if (!signedIn.auth.emailVerified) return false;
  if (write.collection === 'joinCodes') return mayWriteJoinCode(signedIn, write);
  const group = GROUP_KIND[write.collection];
  if (group) return mayWriteGroup(signedIn, group, write);
  const membership = MEMBERSHIP_KIND[write.collection];
  if (membership) return mayWriteMembership(signedIn, membership, write);
  return false;
}

async function mayWriteGroup(request: SignedInRequest, kind: GroupKind, { before, after }: RuleWrite) {
  const me = request.auth.uid;
  if (!before) return after?.ownerId === me && (kind === 'club' || (await teamClubAllowed(request, after)));
  if (before.ownerId !== me) return false;
  if (!after) return true;
  if (after.ownerId !== before.ownerId) return false;
  return kind === 'club' || (after.clubId ?? null) === (before.clubId ?? null) || teamClubAllowed(request, after);
}

/**
 * A team sits only in a club its owner owns: a team's code admits to its club, so otherwise
 * anyone could open a stranger's club through a team of their own.
 */
async function teamClubAllowed(request: SignedInRequest, team: DocData): Promise<boolean> {
  const clubId = team.clubId ?? null;
  return clubId === null || (await ownerOf(request, 'club', clubId, 'after')) === request.auth.uid;
}

/**
 * One's own membership (by uid, or by the person id of a claimed child) or, for its owner,
 * anyone's. The uid and the owner are tried before the account is read, as in firestore.rules.
 */
async function mayWriteMembership(request: SignedInRequest, kind: GroupKind, { id, before, after }: RuleWrite) {
  const me = request.auth.uid;
  if (after && !isValidMembership(kind, id, after)) return false;
  // deleting a membership that is gone leaves nothing to judge: refused, as by Firestore
  if (!before) return after !== null && mayCreateMembership(request, kind, after);
  const ownsGroup = async () => (await ownerOf(request, kind, before[GROUPS[kind].key], 'before')) === me;
  // the member may leave or touch their own membership but not promote themself
  const roleKept = after === null || after.role === before.role;
  if (before.userId === me && roleKept) return true;
  if (await ownsGroup()) return true;
  return roleKept && isMe(request, before.userId);
}

/** The id is `{groupId}_{userId}` of the data, so a membership's existence can be trusted. */
function isValidMembership(kind: GroupKind, id: string, data: DocData): boolean {
  const groupId = data[GROUPS[kind].key];
  return (
    isText(groupId) &&
    isText(data.userId) &&
    id === membershipId(groupId, data.userId) &&
    (data.role === 'owner' || data.role === 'member')
  );
}

async function mayCreateMembership(request: SignedInRequest, kind: GroupKind, data: DocData) {
  const groupId = data[GROUPS[kind].key] as string;
  const ownsGroup = async () => (await ownerOf(request, kind, groupId, 'after')) === request.auth.uid;
  if (data.role === 'member' && (await ownsGroup())) return true; // (c) the owner adds anyone as a member
  if (!(await isMe(request, data.userId))) return false;
  if (data.role === 'owner') return ownsGroup(); // (a) the creator's own membership
  if (isText(data.joinCode) && (await joinCodeAdmits(request, kind, groupId, data.joinCode))) return true; // (b)
  if (kind === 'team') {
    // (d) a member of the team's club (possibly joining it in this batch) joins its teams
    const clubId = (await request.reads.getAfter('teams', groupId))?.clubId;
    return isText(clubId) && isMember(request, 'club', clubId, 'after');
  }
  return false;
}

/** A join code admits to its own club or team, a team's code to its club, a club's code to its teams. */
async function joinCodeAdmits(request: SignedInRequest, kind: GroupKind, groupId: string, code: string) {
  const entry = await request.reads.getAfter('joinCodes', code);
  if (!entry) return false;
  if (kind === 'club') {
    if (entry.clubId === groupId) return true;
    return isText(entry.teamId) && (await request.reads.getAfter('teams', entry.teamId))?.clubId === groupId;
  }
  if (entry.teamId === groupId) return true;
  return isText(entry.clubId) && (await request.reads.getAfter('teams', groupId))?.clubId === entry.clubId;
}

/** `request.resource.data.reservedAt == request.time`: the field was written as SERVER_TIMESTAMP. */
function isRequestTime(value: unknown, request: RuleRequest): boolean {
  return value instanceof Date && value.getTime() === request.time.getTime();
}

async function mayWriteJoinCode(request: SignedInRequest, { id, before, after }: RuleWrite) {
  if (before || !after) return false; // created once, never changed or removed
  if (characterCount(id) > MAX_JOIN_CODE_LENGTH) return false;
  // reserved at the server's clock, so codes can be ordered and expired by a time nobody forged
  if (!isRequestTime(after.reservedAt, request)) return false;
  // bound to a club and/or team, every one given owned by the creator
  const clubId = after.clubId ?? null;
  const teamId = after.teamId ?? null;
  if (clubId === null && teamId === null) return false;
  const me = request.auth.uid;
  if (clubId !== null && (await ownerOf(request, 'club', clubId, 'after')) !== me) return false;
  return teamId === null || (await ownerOf(request, 'team', teamId, 'after')) === me;
}
