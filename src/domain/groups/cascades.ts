import type { WriteUnit } from '../../backend/batch-splitter';
import { SERVER_TIMESTAMP, type WriteOp } from '../../backend/ports';
import { type Actor, accountPath, claimedReads, nameReads } from './actor';
import { membershipDocId } from './group-ids';
import type { ClubRecord, JoinCodeRecord, MembershipRecord, TeamRecord } from './group-records';
import { type ClubFields, type GroupKind, groupCollections, joinCodesCollection, type TeamFields } from './group-types';
import { linkForChild, withLinks } from './guardian-links';
import { deletedIdsCollection } from '../writes/deleted-ids';

/**
 * The writes of docs/product.md §4's cascades, as WriteUnits (backend/batch-splitter.ts): the writes that
 * must land together, with the documents the rules read to judge them (firestore.rules and the
 * local rules, which read the same paths). `splitIntoBatches` packs them within Firestore's
 * limits (500 writes, 20 rule reads a batch), in order. Each planner is pure; the hooks
 * gather what it needs. Leaving, deleting and removing are in cascades-exit.ts.
 */

export const path = (collection: string, id: string) => `${collection}/${id}`;
export const groupPath = (kind: GroupKind, id: string) => path(groupCollections[kind].groups, id);
export const membershipPath = (kind: GroupKind, groupId: string, personId: string) =>
  path(groupCollections[kind].memberships, membershipDocId(groupId, personId));
const codePath = (code: string) => path(joinCodesCollection, code);

export const setOp = (target: string, data: Record<string, unknown>): WriteOp => {
  const [collection = '', id = ''] = splitPath(target);
  return { kind: 'set', collection, id, data };
};
export const updateOp = (target: string, data: Record<string, unknown>): WriteOp => {
  const [collection = '', id = ''] = splitPath(target);
  return { kind: 'update', collection, id, data };
};
export const deleteOp = (target: string): WriteOp => {
  const [collection = '', id = ''] = splitPath(target);
  return { kind: 'delete', collection, id };
};
function splitPath(target: string): [string, string] {
  const cut = target.indexOf('/');
  return [target.slice(0, cut), target.slice(cut + 1)];
}

interface NewMembership {
  kind: GroupKind;
  groupId: string;
  personId: string;
  role: 'owner' | 'member';
  displayName: string;
  groupName: string;
  now: string;
  joinCode?: string;
  /** a child's membership: the parent who joined them */
  parent?: { personId: string; firstName: string } | null;
}

export function membershipRecord(each: NewMembership): MembershipRecord {
  return {
    [groupCollections[each.kind].key]: each.groupId,
    userId: each.personId,
    role: each.role,
    displayName: each.displayName,
    groupName: each.groupName,
    squadRole: '',
    ...(each.parent ? { parentId: each.parent.personId, parentName: each.parent.firstName } : {}),
    ...(each.joinCode ? { joinCode: each.joinCode } : {}),
    // the server's clock ranks the order of succession (firestore.rules isJoinedNow)
    joinedAt: SERVER_TIMESTAMP,
    createdAt: each.now,
    updatedAt: each.now,
  };
}

export interface Creation<F> {
  actor: Actor;
  now: string;
  /** from group-ids.ts: carries the actor's person id */
  id: string;
  code: string;
  fields: F;
}

/**
 * A club, its owner membership and its join code entry: one unit, so the code is reserved
 * exactly when the club exists (no transaction, works offline); the server refuses the whole
 * batch when the code is taken.
 */
export function planCreateClub({ actor, now, id, code, fields }: Creation<ClubFields>): WriteUnit {
  const club: ClubRecord = { ...fields, ownerId: actor.personId, joinCode: code, createdAt: now, updatedAt: now };
  const entry: JoinCodeRecord = { reservedAt: SERVER_TIMESTAMP, clubId: id, name: fields.name };
  const owner = membershipRecord({
    kind: 'club',
    groupId: id,
    personId: actor.personId,
    role: 'owner',
    displayName: actor.displayName,
    groupName: fields.name,
    now,
  });
  return {
    ops: [
      setOp(groupPath('club', id), club),
      setOp(membershipPath('club', id, actor.personId), owner),
      setOp(codePath(code), entry),
    ],
    // the id's mark too: a deleted group's id is never created again
    ruleReads: [
      groupPath('club', id),
      codePath(code),
      path(deletedIdsCollection, id),
      ...claimedReads(actor),
      ...nameReads(actor),
    ],
  };
}

/** A team, its owner membership and its entry (naming the team's club too): one unit. */
export function planCreateTeam({ actor, now, id, code, fields }: Creation<TeamFields>): WriteUnit {
  const team: TeamRecord = { ...fields, ownerId: actor.personId, joinCode: code, createdAt: now, updatedAt: now };
  const entry: JoinCodeRecord = { reservedAt: SERVER_TIMESTAMP, teamId: id, clubId: fields.clubId, name: fields.name };
  const owner = membershipRecord({
    kind: 'team',
    groupId: id,
    personId: actor.personId,
    role: 'owner',
    displayName: actor.displayName,
    groupName: fields.name,
    now,
  });
  return {
    ops: [
      setOp(groupPath('team', id), team),
      setOp(membershipPath('team', id, actor.personId), owner),
      setOp(codePath(code), entry),
    ],
    // a team in a club: the rules check that the creator owns the club
    ruleReads: [
      groupPath('team', id),
      codePath(code),
      path(deletedIdsCollection, id),
      ...(fields.clubId ? [groupPath('club', fields.clubId)] : []),
      ...claimedReads(actor),
      ...nameReads(actor),
    ],
  };
}

export interface ClubMemberLite {
  personId: string;
  displayName: string;
  /** a child's club membership names the parent who joined them: the team's names them too */
  parent?: { personId: string; firstName: string } | null;
}

/**
 * docs/product.md §4: a team created in a club, or moved into one, gets every club member it lacks as a
 * member. The owner adds them; the rules check each is in the team's club (one read each), so
 * a batch holds 10 of them (2 reads each), 6 for a claimed child (the account too). A child's
 * membership (one naming a parent) comes with the parent's guardian link to the team, which
 * the owner may write (the rules read the new membership, the account and the team): 5 reads
 * for such a child.
 */
export function planAddClubMembersToTeam(input: {
  actor: Actor;
  now: string;
  team: { id: string; name: string; clubId: string };
  clubMembers: readonly ClubMemberLite[];
  /** person ids already on the team */
  onTeam: ReadonlySet<string>;
}): WriteUnit[] {
  const { actor, now, team, clubMembers, onTeam } = input;
  return clubMembers
    .filter((member) => !onTeam.has(member.personId))
    .map((member) =>
      withLinks(
        {
          ops: [
            setOp(
              membershipPath('team', team.id, member.personId),
              membershipRecord({
                kind: 'team',
                groupId: team.id,
                personId: member.personId,
                role: 'member',
                displayName: member.displayName,
                groupName: team.name,
                now,
                parent: member.parent,
              }),
            ),
          ],
          ruleReads: [
            groupPath('team', team.id),
            membershipPath('club', team.clubId, member.personId),
            ...claimedReads(actor),
          ],
        },
        [linkForChild(actor, 'team', team.id, member.personId, member.parent?.personId)],
      ),
    );
}

/** An owner's edit of a club or team. A team moving into a club: the rules check its owner owns that club. */
export function planSaveGroup(input: {
  actor: Actor;
  now: string;
  kind: GroupKind;
  id: string;
  fields: ClubFields | TeamFields;
  movedToClub?: string | null;
}): WriteUnit {
  const { actor, now, kind, id, fields, movedToClub } = input;
  return {
    ops: [updateOp(groupPath(kind, id), { ...fields, updatedAt: now })],
    ruleReads: [...(movedToClub ? [groupPath('club', movedToClub)] : []), ...claimedReads(actor)],
  };
}

/** A team's join code entry follows the team's club (docs/product.md: a team's code also names its club). */
export function planEntryFollowsTeam(input: {
  actor: Actor;
  teamId: string;
  code: string;
  clubId: string | null;
}): WriteUnit {
  return {
    ops: [updateOp(codePath(input.code), { clubId: input.clubId })],
    ruleReads: [groupPath('team', input.teamId), ...claimedReads(input.actor)],
  };
}

/** The owner renamed the group: its join code entry carries the new name too (the rules compare it with the group's). */
export function planEntryName(input: {
  actor: Actor;
  kind: GroupKind;
  groupId: string;
  code: string;
  name: string;
}): WriteUnit {
  return {
    ops: [updateOp(codePath(input.code), { name: input.name })],
    ruleReads: [groupPath(input.kind, input.groupId), ...claimedReads(input.actor)],
  };
}

/** The owner renamed the group: memberships carry its name (for a parent's view of a child's groups). */
export function planGroupNames(input: {
  actor: Actor;
  now: string;
  kind: GroupKind;
  groupId: string;
  name: string;
  memberships: readonly { personId: string; groupName: string }[];
}): WriteUnit[] {
  const { actor, now, kind, groupId, name } = input;
  return input.memberships
    .filter((each) => each.groupName !== name)
    .map((each) => ({
      ops: [updateOp(membershipPath(kind, groupId, each.personId), { groupName: name, updatedAt: now })],
      ruleReads: [groupPath(kind, groupId), ...claimedReads(actor)],
    }));
}

/** A member's profile edit: their memberships carry their name. The rules read the profile (isNamedByProfiles). */
export function planDisplayNames(input: {
  actor: Actor;
  now: string;
  memberships: readonly { kind: GroupKind; groupId: string; displayName: string }[];
}): WriteUnit[] {
  const { actor, now } = input;
  return input.memberships
    .filter((each) => each.displayName !== actor.displayName)
    .map((each) => ({
      ops: [
        updateOp(membershipPath(each.kind, each.groupId, actor.personId), {
          displayName: actor.displayName,
          updatedAt: now,
        }),
      ],
      ruleReads: [...claimedReads(actor), ...nameReads(actor)],
    }));
}

/**
 * A member sets the group's name on their own membership, as the group has it: after joining
 * (a non-member could not read the name before). The rules compare it with the group's name
 * and, finding the group's owner is someone else, read the account (and, for a parent acting
 * for their child, the child's profile).
 */
export function planOwnGroupName(input: {
  actor: Actor;
  now: string;
  kind: GroupKind;
  groupId: string;
  name: string;
}): WriteUnit {
  const { actor, now, kind, groupId, name } = input;
  const reads = new Set([groupPath(kind, groupId), accountPath(actor), ...claimedReads(actor)]);
  return {
    ops: [updateOp(membershipPath(kind, groupId, actor.personId), { groupName: name, updatedAt: now })],
    ruleReads: [...reads],
  };
}
