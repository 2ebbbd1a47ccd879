import { type DataPort, isDataError, type QuerySpec } from '../../../backend/ports';
import { fireUnits, nowIso } from '../../../domain/writes/fire-units';
import { readMyGroupIds } from '../../../domain/groups/group-lookups';
import type { Report } from '../../../domain/writes/report';
import { syncMembershipNames } from '../../../domain/groups/sync-display-name';
import type { Outcome } from '../../../domain/groups/group-types';
import { type EmailEntry, emailKey, emailsCollection } from '../../../domain/person/identity-records';
import { usersCollection } from '../../../domain/person/user-profile';
import type { ChildFields } from '../model/child-fields';
import { type Child, childDisplayName } from '../../../domain/children/child-list';
import {
  type ChildMembership,
  isClaimed,
  type Parent,
  planAddChild,
  planEditChild,
  planRemoveChild,
} from '../model/child-records';
import { childTexts } from '../../../domain/children/child-texts';
import { type Actor, childActor } from '../../../domain/groups/actor';
import { planLinksOfGoneChild, readLinksOfChild } from '../../../domain/groups/guardian-links';
import { eventCollections } from '../../../domain/events/event-collections';
import { guardianPath } from '../../../domain/groups/guardian-links';
import { childGuardianshipsQuery, childInvitesQuery, guardianPlaces } from '../../../domain/children/guardians';

/**
 * Adding, editing and removing a parent's children (docs/product.md §4, §5, §8; docs/product.md). Every write
 * is fired, never awaited, so all of it works offline; what the server refuses later is
 * reported with the spec's text (an offline add whose address was taken meanwhile: the child
 * goes again and `Email already used` is shown). Reads are time-boxed: the server when it
 * answers in time, else the device.
 */

export interface ChildDeps {
  data: DataPort;
  actor: Actor;
  parent: Parent;
  parentReads: readonly string[];
  report: Report;
  now?: () => string;
}

const ENTRY_READ_TIMEOUT_MS = 3_000;

/**
 * The `emails` entry of an address: null when free, undefined when nobody could tell (offline, no
 * answer in time). An entry naming someone else's child is refused to us (firestore.rules
 * `emails`): taken, by a child we may not know (no `childId`).
 */
async function readEntry(data: DataPort, emailLower: string): Promise<EmailEntry | null | undefined> {
  try {
    const entry = await data.get<EmailEntry>(emailsCollection, emailLower, {
      source: 'server',
      timeoutMs: ENTRY_READ_TIMEOUT_MS,
    });
    return entry?.data ?? null;
  } catch (error) {
    if (isDataError(error, 'permission-denied')) return { createdAt: '' };
    // the server decides when the batch reaches it
    return undefined;
  }
}

/** The entry names this child; when nobody could tell, an entry this app wrote is assumed (it always writes one). */
async function ownsEntry(data: DataPort, emailLower: string, childId: string): Promise<boolean> {
  if (!emailLower) return false;
  const entry = await readEntry(data, emailLower);
  return entry === undefined || entry?.childId === childId;
}

/** Taken by anyone but this child (the entries reveal nothing else). */
async function isTaken(data: DataPort, emailLower: string, childId: string | null): Promise<boolean> {
  const entry = await readEntry(data, emailLower);
  return entry !== null && entry !== undefined && entry.childId !== childId;
}

/** The child's reasons and notes (row eventAnswerNotes/of-my-child), which go with the child; none when nobody could tell. */
async function readNoteIds(data: DataPort, childId: string): Promise<string[]> {
  const result = await data
    .query(
      { collection: eventCollections.answerNotes, where: [{ field: 'personId', op: '==', value: childId }] },
      { timeoutMs: ENTRY_READ_TIMEOUT_MS },
    )
    .catch((error: unknown) => {
      console.error('The child’s notes not read', error);
      return null;
    });
  return result?.docs.map((doc) => doc.id) ?? [];
}

export async function addChild(deps: ChildDeps, fields: ChildFields): Promise<Outcome<{ id: string }>> {
  const { data, parent, report, now = nowIso } = deps;
  try {
    if (fields.email && (await isTaken(data, emailKey(fields.email), null))) {
      return { ok: false, error: childTexts.emailUsed, field: 'email' };
    }
    const id = data.newId(usersCollection);
    data.batch(planAddChild({ childId: id, parent, fields, now: now() }), (error) =>
      report(fields.email ? childTexts.emailUsed : childTexts.addFailed, error),
    );
    return { ok: true, value: { id } };
  } catch (error) {
    console.error('Adding a child failed', error);
    return { ok: false, error: childTexts.addFailed };
  }
}

export async function editChild(deps: ChildDeps, child: Child, fields: ChildFields): Promise<Outcome> {
  const { data, parent, report, now = nowIso } = deps;
  try {
    const oldLower = emailKey(String(child.profile.emailLower ?? child.profile.email ?? ''));
    const newLower = emailKey(fields.email);
    const addressChanges = !isClaimed(child.profile) && newLower !== oldLower;
    if (addressChanges && newLower && (await isTaken(data, newLower, child.id))) {
      return { ok: false, error: childTexts.emailUsed, field: 'email' };
    }
    // older data may have no entry, and a missing one cannot be deleted
    const ownsOldEntry = addressChanges && (await ownsEntry(data, oldLower, child.id));
    const ops = planEditChild({ child, fields, parent, ownsOldEntry, now: now() });
    data.batch(ops, (error) =>
      report(addressChanges && newLower ? childTexts.emailUsed : childTexts.updateFailed, error),
    );
    const name = childDisplayName(fields);
    if (name !== childDisplayName(child.profile)) {
      // the squads show the name each membership carries (docs/product.md)
      void syncMembershipNames(data, childActor(deps.actor, { id: child.id, name }), (error) =>
        console.error('The child’s name did not reach their squads', error),
      );
    }
    return { ok: true, value: undefined };
  } catch (error) {
    console.error('Editing a child failed', error);
    return { ok: false, error: childTexts.updateFailed };
  }
}

/**
 * The paths of the child's invitations and other guardians' pointers, and of those guardians'
 * links to the child's groups (a link naming a child who is no member grants nothing, and anyone
 * may delete it): they go with the child. None when nobody could tell.
 */
async function readGuardianParts(data: DataPort, child: Child, groups: readonly ChildMembership[]): Promise<string[]> {
  const read = (spec: QuerySpec) =>
    data.query(spec, { timeoutMs: ENTRY_READ_TIMEOUT_MS }).then(
      (result) => result.docs.map((doc) => `${spec.collection}/${doc.id}`),
      (error: unknown) => {
        console.error('The child’s guardians not read', error);
        return [];
      },
    );
  const [invites, pointers] = await Promise.all([
    read(childInvitesQuery(child.id)),
    read(childGuardianshipsQuery(child.id)),
  ]);
  const links = guardianPlaces(child.profile).flatMap(({ personId }) =>
    groups.map((group) => guardianPath(group.kind, group.groupId, personId)),
  );
  return [...invites, ...pointers, ...links];
}

export async function removeChild(deps: ChildDeps, child: Child): Promise<Outcome> {
  const { data, report, parentReads } = deps;
  try {
    let memberships: ChildMembership[] = [];
    let entryToo = false;
    let noteIds: string[] = [];
    let guardianParts: string[] = [];
    if (!isClaimed(child.profile)) {
      // the child's groups (row {kind}Memberships/of-my-child)
      const asChild = childActor(deps.actor, { id: child.id, name: '' });
      const [clubs, teams] = await Promise.all([
        readMyGroupIds(data, asChild, 'club'),
        readMyGroupIds(data, asChild, 'team'),
      ]);
      // teams first: a club's teams never outlive the child's place in the club
      memberships = [
        ...[...teams].map((groupId) => ({ kind: 'team' as const, groupId })),
        ...[...clubs].map((groupId) => ({ kind: 'club' as const, groupId })),
      ];
      entryToo = await ownsEntry(data, String(child.profile.emailLower ?? ''), child.id);
      noteIds = await readNoteIds(data, child.id);
      guardianParts = await readGuardianParts(data, child, memberships);
    }
    // the parent's guardian links through this child go, or move to a sibling in the same group
    // (a claimed child let go stays in their groups, but no longer as this parent's child)
    const links = await readLinksOfChild(data, deps.actor.personId, child.id).catch((error: unknown) => {
      console.error('Guardian links not read', error);
      return [];
    });
    const units = [
      ...planLinksOfGoneChild(deps.actor, deps.actor.personId, child.id, links),
      ...planRemoveChild({ child, memberships, ownsEntry: entryToo, noteIds, guardianParts, parentReads }),
    ];
    fireUnits(data, units, (error) => report(childTexts.removeFailed, error));
    return { ok: true, value: undefined };
  } catch (error) {
    console.error('Removing a child failed', error);
    return { ok: false, error: childTexts.removeFailed };
  }
}
