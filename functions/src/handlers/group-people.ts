import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { GUARDIAN_PLACES } from '../../../src/domain/schema/collections';
import type { SquadMember } from '../notify/notice-types';
import { type GuardianPlaces, type GuardianRow, groupReaders, honouredLinks } from '../notify/recipients';
import { guardianRow, squadMember } from './stored-docs';

/** The collections of a team's or club's people (src/domain/groups/group-types.ts `groupCollections`). */
const COLLECTIONS = {
  team: { groups: 'teams', memberships: 'teamMemberships', guardians: 'teamGuardians', key: 'teamId' },
  club: { groups: 'clubs', memberships: 'clubMemberships', guardians: 'clubGuardians', key: 'clubId' },
} as const;

export type GroupKind = keyof typeof COLLECTIONS;

export interface GroupPeople {
  name: string;
  members: SquadMember[];
  /** the links the rules honour */
  guardians: GuardianRow[];
  /** each child member's guardians by its profile: the first and those in places */
  places: GuardianPlaces;
  /** who may read the group's events and announcements: the people told (docs/notifications.md "Who is told") */
  readers: string[];
}

/** A group's name, members, guardian links and readers, read with the Admin SDK. */
export async function readGroupPeople(db: Firestore, kind: GroupKind, groupId: string): Promise<GroupPeople> {
  const names = COLLECTIONS[kind];
  const [group, memberships, guardianLinks] = await Promise.all([
    db.collection(names.groups).doc(groupId).get(),
    db.collection(names.memberships).where(names.key, '==', groupId).get(),
    db.collection(names.guardians).where(names.key, '==', groupId).get(),
  ]);
  const members = memberships.docs.map((doc) => squadMember(doc.data())).filter((member) => member.personId);
  const links = guardianLinks.docs.map((doc) => guardianRow(doc.data())).filter((row) => row.parentId);
  const places = await readGuardianPlaces(
    db,
    members.filter((member) => member.parentId).map((member) => member.personId),
  );
  const name = group.get('name');
  return {
    name: typeof name === 'string' ? name : '',
    members,
    guardians: honouredLinks(members, links, places),
    places,
    readers: groupReaders(members, links, places),
  };
}

/**
 * The guardians each child profile named holds beside the membership's parent: its places
 * (`guardian1`-`guardian3`) and its first guardian, who is not the one who joined the child once
 * that one left Pitchside and handed the child over (firestore.rules isNamedGuardian).
 */
async function readGuardianPlaces(db: Firestore, childIds: readonly string[]): Promise<GuardianPlaces> {
  const places = new Map<string, string[]>();
  if (childIds.length === 0) return places;
  const docs = await db.getAll(...childIds.map((id) => db.collection('users').doc(id)));
  for (const doc of docs) {
    const child = doc.data() ?? {};
    const first = typeof child.linkedParentId === 'string' && child.linkedParentId ? [child.linkedParentId] : [];
    const held = [...first, ...heldPlaces(child)];
    if (held.length > 0) places.set(doc.id, held);
  }
  return places;
}

/** The guardians in a child profile's places (`guardian1`-`guardian3`), in place order. */
export const heldPlaces = (child: DocumentData): string[] =>
  GUARDIAN_PLACES.map((place) => child[`guardian${place}`]).filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );

/** `users/{id}.firstName` of each person named (children a notice names for a parent). */
export async function readFirstNames(db: Firestore, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const docs = await db.getAll(...ids.map((id) => db.collection('users').doc(id)));
  for (const doc of docs) {
    const first = doc.get('firstName');
    if (typeof first === 'string' && first.trim()) names.set(doc.id, first.trim());
  }
  return names;
}
