import type { WriteUnit } from '../../backend/batch-splitter';
import { type Actor, accountPath, claimedReads } from './actor';
import { deleteOp, groupPath, membershipPath, path } from './cascades';
import { type GroupKind, groupCollections, joinCodesCollection } from './group-types';
import { guardianPath } from './guardian-links';
import { markDeletedOp } from '../writes/deleted-ids';
import { GROUP_LIFE, type GroupLife, NO_LIFE } from '../writes/find-parts';

/**
 * Deleting a club or team with everything that hangs under it (docs/architecture.md "Deleting a
 * group"): its events with their answers, notes and attendance (a team), its announcements with
 * their seen marks, its squad, the guardian links its children's memberships imply, its join
 * code entry and the group itself. What the device knows is what goes: the delete is fired
 * offline like any write, so the lists come from the server when it answers in time, else from
 * the device's cache.
 */

/** One member of the squad as the delete needs it: a child's membership names their parent. */
export interface SquadMember {
  personId: string;
  parentId?: string | null;
}

/**
 * The units, in the order the rules need them. Every delete here is judged on the group as it is
 * before the batch: the owner's staff check (isTeamStaff, isGroupStaff), or the owner's `get` of
 * the group for a membership. So the group goes last, in one unit with its entry (each reads the
 * other's absence after the batch) and the owner's own membership (kept to the end, so a device
 * whose delete stops half way still reads and can delete the rest).
 *
 * 1. what belongs to the group besides its squad, as the schema says (find-parts.ts), parts of
 *    parts first: answers, notes, attendance and seen marks, then events and announcements; one
 *    read each, the group (the account too for a claimed owner);
 * 2. the other memberships: one read each, the group;
 * 3. each guardian link a child's membership implies (`{groupId}_{parentId}`), after the
 *    memberships it rests on: the owner cannot read a link, so the rules take `isMe(parentId)`
 *    (the account) and the child's membership gone after the batch (`existsAfter`), two reads; a
 *    link already gone is deleted too (one read: itself);
 * 4. the owner's membership, the join code entry (`entryExists: false`: gone already), the
 *    group and the mark its id leaves (`deletedIds`: the rules ask for it, and never create the
 *    group again).
 *
 * Each delete of a document already gone (another device got there first) is allowed, so a
 * cache one step behind costs nothing. A document the device never loaded stays behind: see
 * docs/architecture.md "Deleting a group".
 */
export function planDeleteGroup(input: {
  actor: Actor;
  kind: GroupKind;
  group: { id: string; ownerId: string; joinCode: string };
  members: readonly SquadMember[];
  life?: GroupLife;
  entryExists: boolean;
}): WriteUnit[] {
  const { actor, kind, group } = input;
  const life = input.life ?? NO_LIFE;
  const reads = [groupPath(kind, group.id), ...claimedReads(actor)];
  const del = (target: string): WriteUnit => ({ ops: [deleteOp(target)], ruleReads: reads });
  const owner = (personId: string) => personId === group.ownerId;
  const parents = new Map<string, string>();
  for (const member of input.members)
    if (member.parentId && !parents.has(member.parentId)) parents.set(member.parentId, member.personId);
  const links = [...parents].map(
    ([parentId, childId]): WriteUnit => ({
      ops: [deleteOp(guardianPath(kind, group.id, parentId))],
      ruleReads: [accountPath(actor), membershipPath(kind, group.id, childId)],
    }),
  );
  const entry = group.joinCode && input.entryExists ? [deleteOp(path(joinCodesCollection, group.joinCode))] : [];
  const ownerStays = input.members.some((member) => owner(member.personId));
  const last: WriteUnit = {
    ops: [
      ...(ownerStays ? [deleteOp(membershipPath(kind, group.id, group.ownerId))] : []),
      ...entry,
      deleteOp(groupPath(kind, group.id)),
      markDeletedOp(groupCollections[kind].groups, group.id),
    ],
    // the entry's delete reads the group (owner, gone after); the group's reads the entry (gone after)
    ruleReads: [
      groupPath(kind, group.id),
      ...(group.joinCode ? [path(joinCodesCollection, group.joinCode)] : []),
      ...claimedReads(actor),
    ],
  };
  return [
    ...GROUP_LIFE[kind].flatMap((collection) => life[collection].map((id) => del(path(collection, id)))),
    ...input.members
      .filter((member) => !owner(member.personId))
      .map((member) => del(membershipPath(kind, group.id, member.personId))),
    ...links,
    last,
  ];
}
