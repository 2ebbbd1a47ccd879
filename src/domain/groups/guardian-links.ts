import type { WriteUnit } from '../../backend/batch-splitter';
import { type DataPort, type DocData, isDataError, type WriteOp } from '../../backend/ports';
import { eventCollections, guardianLinkId } from '../events/event-collections';
import { type Actor, accountPath, isActor } from './actor';
import { deleteOp, groupPath, membershipPath, path, setOp } from './cascades';
import { type GroupKind, groupCollections } from './group-types';
import { LOOKUP_TIMEOUT_MS } from './group-lookups';

/**
 * Guardian links (docs/architecture.md "Team life"): a parent with a child in a team or club
 * reads the group, its squad and its events through `teamGuardians/{teamId}_{parentId}` /
 * `clubGuardians/{clubId}_{parentId}` = `{ teamId | clubId, parentId, viaChildId }`. The rules
 * (`isTrueGuardianLink`) take a link only while the child it names is a member after the batch
 * whose membership names the parent, written by the parent or by the group's owner; anyone may
 * delete a link whose child is no member after the batch, the parent always.
 *
 * A link is written in the unit that writes the child's membership, and deleted or re-pointed
 * (to a sibling: another child of the parent still in the group) in the unit that deletes it.
 * Its write reads other documents than the membership's, so it is charged its own reads
 * (`WriteUnit.opReads`).
 */

export const guardianCollections = {
  team: eventCollections.teamGuardians,
  club: eventCollections.clubGuardians,
} as const;

export const guardianPath = (kind: GroupKind, groupId: string, parentId: string) =>
  path(guardianCollections[kind], guardianLinkId(groupId, parentId));

export interface GuardianLinkRecord {
  teamId?: string;
  clubId?: string;
  parentId: string;
  viaChildId: string;
}

/** A write of a link with the documents its rule reads. */
export interface LinkWrite {
  op: WriteOp;
  ruleReads: string[];
}

/** The actor is the parent: themself, or acting for their child (`childActor`). */
function actsAsParent(actor: Actor, parentId: string): boolean {
  return actor.forChild ? actor.parent?.personId === parentId : isActor(actor, parentId);
}

/** `isMe(parentId)`: nothing read for the parent's uid; else the account. */
const isMeReads = (actor: Actor, parentId: string) => (parentId === actor.uid ? [] : [accountPath(actor)]);

/**
 * The link, naming `childId` (set: writing it again when a sibling's link is there is allowed,
 * the rule judges the link as it will be). Rule reads: the child's membership (after the
 * batch); the account unless the parent's uid is the parent id; the group when the writer is
 * not the parent (the owner's way in).
 */
export function linkSet(actor: Actor, kind: GroupKind, groupId: string, parentId: string, childId: string): LinkWrite {
  const record: GuardianLinkRecord = { [groupCollections[kind].key]: groupId, parentId, viaChildId: childId };
  return {
    op: setOp(guardianPath(kind, groupId, parentId), { ...record }),
    ruleReads: [
      membershipPath(kind, groupId, childId),
      ...isMeReads(actor, parentId),
      ...(actsAsParent(actor, parentId) ? [] : [groupPath(kind, groupId)]),
    ],
  };
}

/**
 * The link goes. Rule reads: none for the parent (the account for one whose person id is not
 * their uid); anyone else, the account (`isMe` fails) and the membership of the child the link
 * names (`viaChildId`, gone after the batch). Deleting a missing document is refused: only a
 * link known or assumed to exist is deleted.
 */
export function linkDelete(
  actor: Actor,
  kind: GroupKind,
  groupId: string,
  parentId: string,
  viaChildId: string,
): LinkWrite {
  return {
    op: deleteOp(guardianPath(kind, groupId, parentId)),
    ruleReads: actsAsParent(actor, parentId)
      ? isMeReads(actor, parentId)
      : [accountPath(actor), membershipPath(kind, groupId, viaChildId)],
  };
}

/** The link write as a unit of its own. */
export const linkUnit = (write: LinkWrite): WriteUnit => ({ ops: [write.op], ruleReads: write.ruleReads });

/** A unit with the link writes added after its own, each charged its own reads. */
export function withLinks(unit: WriteUnit, links: readonly (LinkWrite | null)[]): WriteUnit {
  const present = links.filter((each): each is LinkWrite => each !== null);
  if (present.length === 0) return unit;
  const opReads = [...(unit.opReads ?? unit.ops.map(() => undefined)), ...present.map((each) => each.ruleReads)];
  return { ops: [...unit.ops, ...present.map((each) => each.op)], ruleReads: unit.ruleReads, opReads };
}

/**
 * The links a child's new membership brings, when the actor acts for the child: the first
 * guardian's (the parent the membership names) and each other guardian's (`coGuardians`), whose
 * rule reads the child's profile too.
 */
export function linksForChild(actor: Actor, kind: GroupKind, groupId: string): (LinkWrite | null)[] {
  const others = (actor.coGuardians ?? []).map((guardianId) => {
    const write = linkSet(actor, kind, groupId, guardianId, actor.personId);
    return { ...write, ruleReads: [...write.ruleReads, `users/${actor.personId}`] };
  });
  return [linkForChild(actor, kind, groupId, actor.personId, actor.parent?.personId), ...others];
}

/** The link a child's new membership brings: for a child's membership (one naming a parent) only. */
export function linkForChild(
  actor: Actor,
  kind: GroupKind,
  groupId: string,
  childId: string,
  parentId: string | null | undefined,
): LinkWrite | null {
  return parentId ? linkSet(actor, kind, groupId, parentId, childId) : null;
}

/**
 * What the actor knows of a link: absent (null), or present naming a child (`viaChildId`;
 * null when the actor may not read it: someone else's link). `undefined`: not known (no answer
 * in time); it is then taken as present, naming the child leaving, as the app writes one with
 * every child's membership.
 */
export type KnownLink = { viaChildId: string | null } | null | undefined;

/** A member of the group before the exit, as the exit planners see them. */
export interface LinkMember {
  personId: string;
  parentId?: string | null;
}

/**
 * The parent's link when `childId` leaves the group (the child's membership names `parentId`).
 * - A sibling stays (`members`, the squad before the exit, lists another child naming the
 *   parent): the link is re-pointed to them when the actor may write it (the parent, or the
 *   group's owner), else left as it is: the parent still guards the group through the sibling.
 * - No sibling, or the squad is unknown (`members` null: the actor cannot read it): the link
 *   goes. A sibling who is there after all loses the link until the parent's next join for
 *   them re-creates it; only the parent may delete a link naming a child who stays, so an
 *   unknown squad is planned this way only for the parent (`unsure` otherwise).
 * - A link known to be missing is left alone (older data; a missing document cannot be deleted).
 */
export function linkOnExit(input: {
  actor: Actor;
  kind: GroupKind;
  groupId: string;
  /** the group's owner, when known: they may re-point the link */
  ownerId?: string;
  childId: string;
  parentId: string | null | undefined;
  members: readonly LinkMember[] | null;
  link?: KnownLink;
  /** children leaving in the same plan (a child deleted leaves every group) */
  leaving?: ReadonlySet<string>;
}): { write: LinkWrite; unsure: boolean } | null {
  const { actor, kind, groupId, childId, parentId, members, link } = input;
  if (!parentId || link === null) return null;
  const named = link?.viaChildId ?? childId;
  const sibling = members?.find(
    (member) => member.parentId === parentId && member.personId !== childId && !input.leaving?.has(member.personId),
  );
  const asParent = actsAsParent(actor, parentId);
  if (sibling) {
    if (named === sibling.personId) return null;
    const mayRepoint = asParent || (input.ownerId !== undefined && isActor(actor, input.ownerId));
    return mayRepoint ? { write: linkSet(actor, kind, groupId, parentId, sibling.personId), unsure: false } : null;
  }
  return { write: linkDelete(actor, kind, groupId, parentId, named), unsure: members === null && !asParent };
}

/**
 * A link as the actor may know it (`KnownLink`): its own link reads as it is; a missing one as
 * null; anyone else's is refused, missing or not (the rules let only the parent read a link), so
 * a refusal is taken as a link that may exist, naming nobody known. No answer in time: undefined.
 */
export async function readKnownLink(
  data: DataPort,
  kind: GroupKind,
  groupId: string,
  parentId: string,
): Promise<KnownLink> {
  try {
    const doc = await data.get<DocData>(guardianCollections[kind], guardianLinkId(groupId, parentId), {
      timeoutMs: LOOKUP_TIMEOUT_MS,
    });
    if (!doc) return null;
    return { viaChildId: typeof doc.data.viaChildId === 'string' ? doc.data.viaChildId : null };
  } catch (error) {
    if (isDataError(error, 'permission-denied')) return { viaChildId: null };
    return undefined;
  }
}

/** A parent's own links of one kind (row {kind}Guardians/mine), by group id: the child each names. */
export async function readMyLinks(data: DataPort, kind: GroupKind, parentId: string): Promise<Map<string, string>> {
  const result = await data.query<DocData>(
    { collection: guardianCollections[kind], where: [{ field: 'parentId', op: '==', value: parentId }] },
    { timeoutMs: LOOKUP_TIMEOUT_MS },
  );
  const key = groupCollections[kind].key;
  const links = new Map<string, string>();
  for (const doc of result.docs) {
    const groupId = doc.data[key];
    if (typeof groupId === 'string' && typeof doc.data.viaChildId === 'string') links.set(groupId, doc.data.viaChildId);
  }
  return links;
}

/** A parent's link that names a child who goes (deleted or let go), with a sibling still in its group. */
export interface ParentLink {
  kind: GroupKind;
  groupId: string;
  /** another child of the parent still in the group, to re-point the link to; null: none */
  siblingId: string | null;
}

/**
 * The parent deletes or lets go of a child: each of the parent's links naming that child is
 * re-pointed to a sibling still in the group, else deleted. The parent listed their own links
 * (readMyLinks), so only links that exist are deleted; each write is its own unit (the parent
 * may always write their own link: nothing depends on the child's memberships).
 */
export function planLinksOfGoneChild(
  actor: Actor,
  parentId: string,
  childId: string,
  links: readonly ParentLink[],
): WriteUnit[] {
  return links.map((link) => {
    return linkUnit(
      link.siblingId
        ? linkSet(actor, link.kind, link.groupId, parentId, link.siblingId)
        : linkDelete(actor, link.kind, link.groupId, parentId, childId),
    );
  });
}

/**
 * The parent's links naming `childId`, each with a sibling still in its group: the squad is
 * read through the link itself (row {kind}Memberships/of-my-team or of-my-club, a guardian's);
 * a squad that cannot be read gives no sibling (the link then goes; the sibling's next join
 * brings it back).
 */
export async function readLinksOfChild(data: DataPort, parentId: string, childId: string): Promise<ParentLink[]> {
  const kinds: GroupKind[] = ['team', 'club'];
  const byKind = await Promise.all(kinds.map((kind) => readMyLinks(data, kind, parentId)));
  const named = kinds.flatMap((kind, index) =>
    [...(byKind[index] ?? new Map<string, string>())]
      .filter(([, via]) => via === childId)
      .map(([groupId]) => ({ kind, groupId })),
  );
  return Promise.all(
    named.map(async ({ kind, groupId }) => {
      const { memberships, key } = groupCollections[kind];
      const squad = await data
        .query<DocData>(
          { collection: memberships, where: [{ field: key, op: '==', value: groupId }] },
          { timeoutMs: LOOKUP_TIMEOUT_MS },
        )
        .then((result) => result.docs)
        .catch(() => []);
      const sibling = squad.find((doc) => doc.data.parentId === parentId && doc.data.userId !== childId);
      return { kind, groupId, siblingId: typeof sibling?.data.userId === 'string' ? sibling.data.userId : null };
    }),
  );
}
