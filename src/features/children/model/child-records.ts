import type { WriteUnit } from '../../../backend/batch-splitter';
import type { WriteOp } from '../../../backend/ports';
import { deleteOp, groupPath, membershipPath, path, setOp, updateOp } from '../../../domain/groups/cascades';
import type { GroupKind } from '../../../domain/groups/group-types';
import { type EmailEntry, emailKey, emailsCollection } from '../../../domain/person/identity-records';
import { type UserProfile, usersCollection } from '../../../domain/person/user-profile';
import type { ChildFields } from './child-fields';
import { markDeletedOp } from '../../../domain/writes/deleted-ids';
import { eventCollections } from '../../../domain/events/event-collections';

/**
 * What adding, editing and removing a child writes (docs/product.md §3, §4; docs/product.md "Data
 * decisions"; docs/architecture.md "People and identity"). A child profile has an automatic id for
 * life, `uid` null until the child claims it, role Child, the parent's person id and name. An
 * address given to a child takes an `emails/{emailLower}` entry naming the child, in the same
 * batch: the server refuses the batch when the address is taken, and the child goes with it.
 */

const childPath = (id: string) => path(usersCollection, id);
const entryPath = (emailLower: string) => path(emailsCollection, emailLower);

export interface Parent {
  /** the parent's person id (their uid, unless they claimed a profile themself) */
  personId: string;
  /** `first last` of the parent, '' when none */
  name: string;
}

export function newChildProfile(parent: Parent, fields: ChildFields, now: string): UserProfile {
  return {
    uid: null,
    email: fields.email,
    emailLower: emailKey(fields.email),
    role: 'Child',
    firstName: fields.firstName,
    lastName: fields.lastName,
    dob: fields.dob,
    linkedParentId: parent.personId,
    parentName: parent.name,
    createdAt: now,
    updatedAt: now,
  };
}

function entryOp(emailLower: string, childId: string, now: string): WriteOp {
  const entry: EmailEntry = { createdAt: now, childId };
  return setOp(entryPath(emailLower), entry);
}

/** The child, and their address's entry when one is given: one batch. */
export function planAddChild(input: { childId: string; parent: Parent; fields: ChildFields; now: string }): WriteOp[] {
  const { childId, parent, fields, now } = input;
  const profile = newChildProfile(parent, fields, now);
  const ops = [setOp(childPath(childId), profile)];
  if (profile.emailLower) ops.push(entryOp(profile.emailLower, childId, now));
  return ops;
}

export const isClaimed = (profile: Pick<UserProfile, 'uid'>) => typeof profile.uid === 'string' && profile.uid !== '';

/**
 * The edited names and date of birth, with the parent's name as it is now; while nobody has
 * claimed the child, the address too, its old entry going (when it names this child) and the
 * new one coming in the same batch. A claimed child's address is their account's.
 */
export function planEditChild(input: {
  child: { id: string; profile: UserProfile };
  fields: ChildFields;
  parent: Parent;
  /** the child's current address has an entry naming this child */
  ownsOldEntry: boolean;
  now: string;
}): WriteOp[] {
  const { child, fields, parent, now } = input;
  const changes: Record<string, unknown> = {
    firstName: fields.firstName,
    lastName: fields.lastName,
    dob: fields.dob,
    updatedAt: now,
  };
  // another guardian edits the names and the date of birth only (docs/product.md "Guardians")
  if (child.profile.linkedParentId !== parent.personId) return [updateOp(childPath(child.id), changes)];
  changes.parentName = parent.name;
  const ops: WriteOp[] = [];
  const oldLower =
    typeof child.profile.emailLower === 'string'
      ? child.profile.emailLower
      : emailKey(String(child.profile.email ?? ''));
  const newLower = emailKey(fields.email);
  if (!isClaimed(child.profile) && (newLower !== oldLower || fields.email !== child.profile.email)) {
    Object.assign(changes, { email: fields.email, emailLower: newLower });
    if (newLower !== oldLower) {
      if (oldLower && input.ownsOldEntry) ops.push(deleteOp(entryPath(oldLower)));
      if (newLower) ops.push(entryOp(newLower, child.id, now));
    }
  }
  return [updateOp(childPath(child.id), changes), ...ops];
}

export interface ChildMembership {
  kind: GroupKind;
  groupId: string;
}

/**
 * Removing a child (docs/product.md §4; docs/product.md): a claimed child is only let go (the link and the
 * parent's name); an unclaimed child's memberships go first (the rules see the child as the
 * parent's in the state before each batch), then the profile with its address's entry.
 */
export function planRemoveChild(input: {
  child: { id: string; profile: UserProfile };
  memberships: readonly ChildMembership[];
  /** the child's address has an entry naming this child */
  ownsEntry: boolean;
  /** the child's reasons and notes (`eventAnswerNotes` ids): they go with the child */
  noteIds?: readonly string[];
  /** the child's invitations, other guardians' pointers and their links (paths): they go with the child */
  guardianParts?: readonly string[];
  /** what the rules read to know the parent (a parent who claimed a profile: their account) */
  parentReads?: readonly string[];
}): WriteUnit[] {
  const parentReads = input.parentReads ?? [];
  const { child } = input;
  if (isClaimed(child.profile)) {
    // its other guardians go with the first: nobody would be left to remove them
    const places = { guardian1: null, guardian2: null, guardian3: null };
    return [
      { ops: [updateOp(childPath(child.id), { linkedParentId: null, parentName: null, ...places })], ruleReads: [] },
    ];
  }
  const units: WriteUnit[] = input.memberships.map((membership) => ({
    ops: [deleteOp(membershipPath(membership.kind, membership.groupId, child.id))],
    ruleReads: [groupPath(membership.kind, membership.groupId), childPath(child.id), ...parentReads],
  }));
  for (const target of input.guardianParts ?? [])
    units.push({ ops: [deleteOp(target)], ruleReads: [childPath(child.id), ...parentReads] });
  // the mark the id leaves: nobody makes a profile at it again (docs/SECURITY.md "Ids once used")
  for (const id of input.noteIds ?? [])
    units.push({
      ops: [deleteOp(path(eventCollections.answerNotes, id))],
      ruleReads: [childPath(child.id), ...parentReads],
    });
  const last = [deleteOp(childPath(child.id)), markDeletedOp('users', child.id)];
  const emailLower = typeof child.profile.emailLower === 'string' ? child.profile.emailLower : '';
  if (emailLower && input.ownsEntry) last.unshift(deleteOp(entryPath(emailLower)));
  units.push({ ops: last, ruleReads: [childPath(child.id), ...parentReads] });
  return units;
}
