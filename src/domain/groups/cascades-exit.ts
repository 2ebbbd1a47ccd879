import type { WriteUnit } from '../../backend/batch-splitter';
import { type Actor, accountPath, claimedReads, isActor } from './actor';
import { deleteOp, groupPath, membershipPath, path, updateOp } from './cascades';
import { type GroupKind, joinCodesCollection, type SquadRole } from './group-types';

/**
 * Leaving, deleting, removing a member and squad roles (docs/product.md §4-§5, docs/product.md). Deletes are
 * judged by the rules on the state before the batch (`get`), so a group and everything naming
 * it go in one batch. The leave rules themselves (who may leave) are in leave-rules.ts.
 */

export interface MembershipLite {
  personId: string;
  /** the membership's createdAt */
  joinedAt: string;
}

export interface GroupLite {
  id: string;
  ownerId: string;
}

/** docs/product.md: ownership passes to the member who joined first (ties: by person id, so every device agrees). */
export function successorOf(members: readonly MembershipLite[], leaving: string): string | null {
  const others = members.filter((each) => each.personId !== leaving);
  others.sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.personId.localeCompare(b.personId));
  return others[0]?.personId ?? null;
}

/**
 * One's own membership goes; an owner who leaves while others remain first hands the group
 * and the owner role to the member who joined first, in the same unit (the rules let the
 * group's owner change only to a member made owner in the same batch).
 */
export function planLeave(input: {
  actor: Actor;
  now: string;
  kind: GroupKind;
  group: GroupLite;
  members: readonly MembershipLite[];
}): WriteUnit {
  const { actor, now, kind, group } = input;
  const leave = deleteOp(membershipPath(kind, group.id, actor.personId));
  const successor = isActor(actor, group.ownerId) ? successorOf(input.members, actor.personId) : null;
  if (!successor) {
    // a claimed child's own delete is checked through the group's owner and the account; a
    // parent's for their child through those and the child's profile
    const reads = claimedReads(actor);
    return { ops: [leave], ruleReads: reads.length === 0 ? [] : [groupPath(kind, group.id), ...reads] };
  }
  return {
    ops: [
      updateOp(groupPath(kind, group.id), { ownerId: successor, updatedAt: now }),
      updateOp(membershipPath(kind, group.id, successor), { role: 'owner', updatedAt: now }),
      leave,
    ],
    ruleReads: [groupPath(kind, group.id), membershipPath(kind, group.id, successor), ...claimedReads(actor)],
  };
}

/** Leaving a club also leaves its teams (docs/product.md): the teams first, then the club. */
export function planLeaveClub(input: {
  actor: Actor;
  now: string;
  club: GroupLite & { members: readonly MembershipLite[] };
  /** the club's teams one is on, with their members */
  teams: readonly (GroupLite & { members: readonly MembershipLite[] })[];
}): WriteUnit[] {
  const { actor, now, club } = input;
  return [
    ...input.teams.map((team) => planLeave({ actor, now, kind: 'team', group: team, members: team.members })),
    planLeave({ actor, now, kind: 'club', group: club, members: club.members }),
  ];
}

/**
 * A club or team, every membership of it and its join code entry (hole: a code outliving its
 * group). Memberships first, so that when they need batches of their own the group, which the
 * rules read to see its owner, is still there. `entryExists: false` for a reservation already
 * gone: deleting a missing document is refused.
 */
export function planDeleteGroup(input: {
  actor: Actor;
  kind: GroupKind;
  group: GroupLite & { joinCode: string };
  memberIds: readonly string[];
  entryExists: boolean;
}): WriteUnit[] {
  const { actor, kind, group } = input;
  const memberships = input.memberIds.map((personId) => ({
    ops: [deleteOp(membershipPath(kind, group.id, personId))],
    ruleReads: [groupPath(kind, group.id), ...claimedReads(actor)],
  }));
  const entry = group.joinCode && input.entryExists ? [deleteOp(path(joinCodesCollection, group.joinCode))] : [];
  const last: WriteUnit = {
    ops: [...entry, deleteOp(groupPath(kind, group.id))],
    // the entry's delete reads the group (owner, gone after); the group's reads the entry (gone after)
    ruleReads: [
      groupPath(kind, group.id),
      ...(group.joinCode ? [path(joinCodesCollection, group.joinCode)] : []),
      ...claimedReads(actor),
    ],
  };
  return [...memberships, last];
}

/** The owner removes someone from a club or team (confirmed on the screen first). */
export function planRemoveMember(input: {
  actor: Actor;
  kind: GroupKind;
  groupId: string;
  personId: string;
}): WriteUnit {
  const { actor, kind, groupId, personId } = input;
  return {
    ops: [deleteOp(membershipPath(kind, groupId, personId))],
    ruleReads: [groupPath(kind, groupId), ...claimedReads(actor)],
  };
}

/**
 * Removing someone from a club also removes them from its teams (docs/product.md). A team's
 * membership is judged through the team's owner or, when that is someone else, the owner of
 * the team's club.
 */
export function planRemoveFromClubTeams(input: {
  actor: Actor;
  clubId: string;
  personId: string;
  teams: readonly GroupLite[];
}): WriteUnit[] {
  const { actor, clubId, personId } = input;
  return input.teams.map((team) => ({
    ops: [deleteOp(membershipPath('team', team.id, personId))],
    ruleReads:
      isActor(actor, team.ownerId) && actor.personId === actor.uid
        ? [groupPath('team', team.id)]
        : [groupPath('team', team.id), accountPath(actor), groupPath('club', clubId)],
  }));
}

/** The owner sets a member's squad role, which every member sees. */
export function planSquadRole(input: {
  actor: Actor;
  now: string;
  kind: GroupKind;
  groupId: string;
  personId: string;
  role: SquadRole;
}): WriteUnit {
  const { actor, now, kind, groupId, personId, role } = input;
  return {
    ops: [updateOp(membershipPath(kind, groupId, personId), { squadRole: role, updatedAt: now })],
    ruleReads: [groupPath(kind, groupId), ...claimedReads(actor)],
  };
}
