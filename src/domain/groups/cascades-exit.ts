import { isStaffRole } from '../choices/squad-roles';
import type { WriteUnit } from '../../backend/batch-splitter';
import { type Actor, accountPath, claimedReads, isActor } from './actor';
import { deleteOp, groupPath, membershipPath, path, updateOp } from './cascades';
import type { GroupKind, SquadRole } from './group-types';
import { type KnownLink, linkOnExit, linkUnit, withLinks } from './guardian-links';

/**
 * Leaving, deleting, removing a member and squad roles (docs/product.md §4-§5, docs/product.md). Deletes are
 * judged by the rules on the state before the batch (`get`), so a group and everything naming
 * it go in one batch. The leave rules themselves (who may leave) are in leave-rules.ts.
 */

export interface MembershipLite {
  personId: string;
  /** when they joined (group-records.ts joinedAtOf): the server's time, for older memberships the device's */
  joinedAt: string;
  squadRole?: SquadRole;
  /** a child's membership names the parent who joined them */
  parentId?: string | null;
}

export interface GroupLite {
  id: string;
  ownerId: string;
}

/**
 * What an exit planner knows of a child's guardian link (guardian-links.ts `linkOnExit`): the
 * parent the child's membership names, the squad before the exit (null: the actor cannot read
 * it) and the link as the actor could read it.
 */
export interface GuardianKnown {
  parentId: string | null;
  members: readonly MembershipLite[] | null;
  link?: KnownLink;
}

const isStaff = (member: MembershipLite) => isStaffRole(member.squadRole);

/**
 * Who may take a group over from `owner` (docs/product.md "Ownership handover"): the other
 * members with an account, staff (`Coach`, `Staff`) first, then by joining order (ties: by
 * person id, so every device agrees). A child a parent joined (parentId) is left out: their
 * profile may have no account, and the rules refuse one that has none.
 */
export function ownerCandidates<M extends MembershipLite>(members: readonly M[], owner: string): M[] {
  return members
    .filter((each) => each.personId !== owner && !each.parentId)
    .sort(
      (a, b) =>
        Number(isStaff(b)) - Number(isStaff(a)) ||
        a.joinedAt.localeCompare(b.joinedAt) ||
        a.personId.localeCompare(b.personId),
    );
}

/** The member an owner's group goes to when they leave without choosing: the first candidate. */
export function successorOf(members: readonly MembershipLite[], leaving: string): string | null {
  return ownerCandidates(members, leaving)[0]?.personId ?? null;
}

/**
 * The owner hands the group to `newOwner`: the group names them, their membership becomes the
 * owner's and the old owner's a member's, in one unit (the rules let the owner change only to
 * a member made owner in the same batch, and read the new owner's profile for an account).
 */
function handOverOps(input: { actor: Actor; now: string; kind: GroupKind; groupId: string; newOwner: string }) {
  const { actor, now, kind, groupId, newOwner } = input;
  return {
    ops: [
      updateOp(groupPath(kind, groupId), { ownerId: newOwner, updatedAt: now }),
      updateOp(membershipPath(kind, groupId, newOwner), { role: 'owner', updatedAt: now }),
    ],
    ruleReads: [
      groupPath(kind, groupId),
      membershipPath(kind, groupId, newOwner),
      path('users', newOwner),
      ...claimedReads(actor),
    ],
  };
}

/** `Make owner`: the owner hands the group over and stays on as a member. */
export function planHandOver(input: {
  actor: Actor;
  now: string;
  kind: GroupKind;
  groupId: string;
  newOwner: string;
}): WriteUnit {
  const handOver = handOverOps(input);
  const { actor, now, kind, groupId } = input;
  return {
    ops: [...handOver.ops, updateOp(membershipPath(kind, groupId, actor.personId), { role: 'member', updatedAt: now })],
    ruleReads: handOver.ruleReads,
  };
}

/**
 * One's own membership goes; an owner who leaves while others remain first hands the group
 * and the owner role on, in the same unit: to `newOwner` when they chose one (`New owner`)
 * and may take it, else to the first candidate (ownerCandidates).
 */
export function planLeave(input: {
  actor: Actor;
  now: string;
  kind: GroupKind;
  group: GroupLite;
  members: readonly MembershipLite[];
  newOwner?: string;
  /**
   * a parent taking their child out (`forChild`): the parent's link to the group, re-pointed to
   * a sibling in `members` or deleted (linkOnExit); the squad is null when the parent could
   * not read it
   */
  guardian?: Omit<GuardianKnown, 'parentId'>;
}): WriteUnit {
  const { actor, kind, group } = input;
  const exit = input.guardian
    ? linkOnExit({
        actor,
        kind,
        groupId: group.id,
        ownerId: group.ownerId,
        childId: actor.personId,
        parentId: actor.parent?.personId,
        members: input.guardian.members,
        link: input.guardian.link,
      })
    : null;
  return withLinks(leaveUnit(input), [exit?.write ?? null]);
}

function leaveUnit(input: {
  actor: Actor;
  now: string;
  kind: GroupKind;
  group: GroupLite;
  members: readonly MembershipLite[];
  newOwner?: string;
}): WriteUnit {
  const { actor, now, kind, group } = input;
  const leave = deleteOp(membershipPath(kind, group.id, actor.personId));
  const candidates = isActor(actor, group.ownerId) ? ownerCandidates(input.members, actor.personId) : [];
  const chosen = candidates.find((each) => each.personId === input.newOwner);
  const successor = (chosen ?? candidates[0])?.personId ?? null;
  if (!successor) {
    // a claimed child's own delete is checked through the group's owner and the account; a
    // parent's for their child through those and the child's profile
    const reads = claimedReads(actor);
    return { ops: [leave], ruleReads: reads.length === 0 ? [] : [groupPath(kind, group.id), ...reads] };
  }
  const handOver = handOverOps({ actor, now, kind, groupId: group.id, newOwner: successor });
  return { ops: [...handOver.ops, leave], ruleReads: handOver.ruleReads };
}

/** Leaving a club also leaves its teams (docs/product.md): the teams first, then the club. */
export function planLeaveClub(input: {
  actor: Actor;
  now: string;
  club: GroupLite & { members: readonly MembershipLite[]; guardian?: Omit<GuardianKnown, 'parentId'> };
  /** the club's teams one is on, with their members (and, for a parent's child, the parent's links) */
  teams: readonly (GroupLite & { members: readonly MembershipLite[]; guardian?: Omit<GuardianKnown, 'parentId'> })[];
  /** the club's new owner, chosen in the leave dialog: also each team's the owner leaves, where they are on it */
  newOwner?: string;
}): WriteUnit[] {
  const { actor, now, club, newOwner } = input;
  return [
    ...input.teams.map((team) =>
      planLeave({ actor, now, kind: 'team', group: team, members: team.members, newOwner, guardian: team.guardian }),
    ),
    planLeave({ actor, now, kind: 'club', group: club, members: club.members, newOwner, guardian: club.guardian }),
  ];
}

/** Deleting a group: cascades-delete.ts. */
export { planDeleteGroup } from './cascades-delete';

/**
 * The owner removes someone from a club or team (confirmed on the screen first). A child (their
 * membership names a parent): the parent's link goes too, or is re-pointed to a sibling still in
 * the squad (the owner may write it); a link the owner found missing is left alone.
 */
export function planRemoveMember(input: {
  actor: Actor;
  kind: GroupKind;
  groupId: string;
  personId: string;
  guardian?: GuardianKnown;
}): WriteUnit {
  const { actor, kind, groupId, personId, guardian } = input;
  const exit = guardian
    ? linkOnExit({
        actor,
        kind,
        groupId,
        ownerId: actor.personId,
        childId: personId,
        parentId: guardian.parentId,
        members: guardian.members,
        link: guardian.link,
      })
    : null;
  const unit: WriteUnit = {
    ops: [deleteOp(membershipPath(kind, groupId, personId))],
    ruleReads: [groupPath(kind, groupId), ...claimedReads(actor)],
  };
  return withLinks(unit, [exit?.write ?? null]);
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
  /** each team with its squad before (null: the actor cannot read it) */
  teams: readonly (GroupLite & { members?: readonly MembershipLite[] | null; link?: KnownLink })[];
  /** the parent the removed child's memberships name: their team links go too */
  parentId?: string | null;
}): RemovalFromTeams {
  const { actor, clubId, personId } = input;
  const unsureLinks: WriteUnit[] = [];
  const units = input.teams.map((team) => {
    const unit: WriteUnit = {
      ops: [deleteOp(membershipPath('team', team.id, personId))],
      ruleReads:
        isActor(actor, team.ownerId) && actor.personId === actor.uid
          ? [groupPath('team', team.id)]
          : [groupPath('team', team.id), accountPath(actor), groupPath('club', clubId)],
    };
    const exit = linkOnExit({
      actor,
      kind: 'team',
      groupId: team.id,
      ownerId: team.ownerId,
      childId: personId,
      parentId: input.parentId,
      members: team.members ?? null,
      link: team.link,
    });
    if (exit?.unsure) {
      unsureLinks.push(linkUnit(exit.write));
      return unit;
    }
    return withLinks(unit, [exit?.write ?? null]);
  });
  return { units, unsureLinks };
}

/**
 * Removing a child from a club's teams: the memberships' units (with the links known safe to
 * write), and links whose squad the club's owner could not read. Such a link may name a sibling
 * still on the team, and then only the parent may delete it: each is fired in a batch of its own,
 * after the memberships, so that its refusal costs nothing else (the parent then still guards
 * the team through that sibling).
 */
export interface RemovalFromTeams {
  units: WriteUnit[];
  unsureLinks: WriteUnit[];
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
