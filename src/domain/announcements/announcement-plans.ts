import type { WriteUnit } from '../../backend/batch-splitter';
import { type Actor, accountPath } from '../groups/actor';
import { groupCollections } from '../groups/group-types';
import {
  type Announcement,
  type AnnouncementRecord,
  announcementCollections,
  type GroupRef,
  type SeenMarkRecord,
  seenMarkId,
} from './announcement-records';

/**
 * The writes of announcements (docs/team-life.md "Announcements"), as units the batch splitter
 * packs within Firestore's limits, each listing the documents its rules read. Pure: ids and
 * times come in.
 */

const { announcements, seen } = announcementCollections;

const membershipOf = (group: GroupRef, personId: string) =>
  `${groupCollections[group.kind].memberships}/${group.id}_${personId}`;

/** what firestore.rules' isGroupStaff reads: the group (its owner), the account, my memberships */
export function groupStaffReads(actor: Actor, group: GroupRef): string[] {
  return [
    `${group.kind === 'team' ? 'teams' : 'clubs'}/${group.id}`,
    accountPath(actor),
    membershipOf(group, actor.uid),
    membershipOf(group, actor.personId),
  ];
}

/**
 * Stands in, among a unit's `ruleReads`, for the membership of the child my guardian link names
 * (which child is the link's to say): counted by the batch splitter like any read.
 */
export const linkedChildMembership = (group: GroupRef) => membershipOf(group, '{the child my link names}');

/**
 * What firestore.rules' isGroupReader reads: my memberships, the account, my guardian link (by my
 * person id too, where it is not my uid) and the membership of the child the link names.
 */
function groupReaderReads(actor: Actor, group: GroupRef): string[] {
  const links = group.kind === 'team' ? 'teamGuardians' : 'clubGuardians';
  return [
    accountPath(actor),
    membershipOf(group, actor.uid),
    membershipOf(group, actor.personId),
    `${links}/${group.id}_${actor.uid}`,
    ...(actor.personId === actor.uid ? [] : [`${links}/${group.id}_${actor.personId}`]),
    linkedChildMembership(group),
  ];
}

/** A new announcement of the group, by me (staff), posted now. */
export function planPost(input: {
  actor: Actor;
  group: GroupRef;
  id: string;
  message: string;
  postedAt: Date;
}): WriteUnit {
  const { actor, group, id, message, postedAt } = input;
  const record: AnnouncementRecord = {
    groupKind: group.kind,
    groupId: group.id,
    message,
    authorId: actor.personId,
    authorName: actor.displayName,
    postedAt,
  };
  return {
    ops: [{ kind: 'set', collection: announcements, id, data: record }],
    ruleReads: groupStaffReads(actor, group),
  };
}

/** An announcement and the marks of it the device knows; the announcement goes last. */
export function planDeleteAnnouncement(input: {
  actor: Actor;
  announcement: Pick<Announcement, 'id' | 'group'>;
  seenIds: readonly string[];
}): WriteUnit[] {
  const { actor, announcement, seenIds } = input;
  const reads = groupStaffReads(actor, announcement.group);
  return [
    ...seenIds.map((id): WriteUnit => ({ ops: [{ kind: 'delete', collection: seen, id }], ruleReads: reads })),
    { ops: [{ kind: 'delete', collection: announcements, id: announcement.id }], ruleReads: reads },
  ];
}

/** My marks on these announcements (never on my own: the author's views are not counted). */
export function planSeenMarks(input: {
  actor: Actor;
  announcements: readonly Announcement[];
  now: string;
}): WriteUnit[] {
  const { actor, now } = input;
  return input.announcements
    .filter((announcement) => announcement.authorId !== actor.personId && announcement.authorId !== actor.uid)
    .map((announcement) => {
      const record: SeenMarkRecord = {
        announcementId: announcement.id,
        groupKind: announcement.group.kind,
        groupId: announcement.group.id,
        personId: actor.personId,
        postedAt: announcement.postedAt,
        seenAt: now,
      };
      return {
        ops: [{ kind: 'set', collection: seen, id: seenMarkId(announcement.id, actor.personId), data: record }],
        ruleReads: [`announcements/${announcement.id}`, ...groupReaderReads(actor, announcement.group)],
      };
    });
}
