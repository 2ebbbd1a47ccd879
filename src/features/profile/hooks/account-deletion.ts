import type { DataPort, DocData, QuerySpec } from '../../../backend/ports';
import type { WriteUnit } from '../../../backend/batch-splitter';
import { fireUnits } from '../../../domain/writes/fire-units';
import { claimedReads, isActor } from '../../../domain/groups/actor';
import { readMemberships, readMyGroupIds } from '../../../domain/groups/group-lookups';
import { planLeaveGroup } from '../../../domain/groups/leave-group';
import { type GroupKind, groupCollections, type Outcome } from '../../../domain/groups/group-types';
import { eventCollections } from '../../../domain/events/event-collections';
import { notificationCollections } from '../../../domain/notifications/notification-records';
import { type EmailEntry, emailKey, emailsCollection } from '../../../domain/person/identity-records';
import { type UserProfile, usersCollection } from '../../../domain/person/user-profile';
import {
  FROM_SERVER,
  type LeaverDeps,
  leavingTexts,
  type OwnDocs,
  type OwnedGroup,
  planOwnDocsGone,
  planOwnRecordsGone,
} from '../../../domain/account/leaving-pitchside';

/**
 * Leaving Pitchside for good (docs/product.md "Leaving Pitchside"): everything the person's
 * account holds is planned from the server's answers, then fired in order, the profile, pointer
 * and entry last. The caller has checked the password, and waits for the server to have it all
 * before it deletes the sign-in itself.
 */

export interface LeavingDeps extends LeaverDeps {
  /** the address they signed in with */
  email: string;
  /** the children's part (src/features/children, composed by the route): handed over, stopped, removed */
  passOnChildren: (deps: LeaverDeps) => Promise<void>;
}

async function idsOf(data: DataPort, spec: QuerySpec): Promise<string[]> {
  return (await data.query(spec, FROM_SERVER)).docs.map((doc) => doc.id);
}

const mine = (collection: string, personId: string): QuerySpec => ({
  collection,
  where: [{ field: 'personId', op: '==', value: personId }],
});

/** The groups the person owns, each with whether anyone else is in it. */
export async function readOwnedGroups(deps: LeaverDeps): Promise<OwnedGroup[]> {
  const owned: OwnedGroup[] = [];
  for (const kind of ['club', 'team'] as const) {
    for (const id of await readMyGroupIds(deps.data, deps.actor, kind)) {
      const group = await deps.data.get<DocData>(groupCollections[kind].groups, id, FROM_SERVER);
      if (!group || !isActor(deps.actor, group.data.ownerId)) continue;
      const members = await readMemberships(deps.data, kind, id);
      const name = typeof group.data.name === 'string' ? group.data.name : '';
      owned.push({ kind, id, name, alone: members.length <= 1 });
    }
  }
  return owned;
}

/** Every group's leave, planned before any is fired: a club's takes the person's teams in it. */
async function planLeavingGroups(deps: LeaverDeps): Promise<Outcome<WriteUnit[]>> {
  const opDeps = { data: deps.data, actor: deps.actor, report: deps.report, now: deps.now };
  const clubIds = await readMyGroupIds(deps.data, deps.actor, 'club');
  const units: WriteUnit[] = [];
  /** the spec's text of why the group cannot be left, or null once its leave is planned */
  const leave = async (kind: GroupKind, id: string): Promise<{ ok: false; error: string } | null> => {
    const planned = await planLeaveGroup(opDeps, kind, id);
    if (!planned.ok) return { ok: false, error: planned.error };
    units.push(...planned.value);
    return null;
  };
  for (const id of clubIds) {
    const refused = await leave('club', id);
    if (refused) return refused;
  }
  for (const id of await readMyGroupIds(deps.data, deps.actor, 'team')) {
    const team = await deps.data.get<DocData>(groupCollections.team.groups, id, FROM_SERVER);
    if (typeof team?.data.clubId === 'string' && clubIds.has(team.data.clubId)) continue;
    const refused = await leave('team', id);
    if (refused) return refused;
  }
  return { ok: true, value: units };
}

/** The address's entry, when it is the person's own (naming nobody, or their claimed profile). */
async function ownEntry(deps: LeavingDeps): Promise<string | null> {
  const emailLower = emailKey(deps.email);
  if (!emailLower) return null;
  const entry = await deps.data.get<EmailEntry>(emailsCollection, emailLower, FROM_SERVER);
  if (!entry) return null;
  return entry.data.childId === undefined || isActor(deps.actor, entry.data.childId) ? emailLower : null;
}

/** Why the person cannot leave yet: the spec's text, and the groups they own when that is why. */
export type LeavingOutcome = { ok: true } | { ok: false; error: string; owned?: readonly OwnedGroup[] };

/**
 * Fires everything leaving Pitchside deletes, the person's records last. The server is asked
 * first (a read that does not answer throws, and nothing is written); a reason the person may not
 * leave yet (a group of theirs, a guardian who manages their profile) answers before anything is
 * written.
 */
export async function leavePitchside(deps: LeavingDeps): Promise<LeavingOutcome> {
  const { data, actor } = deps;
  const me = await data.get<UserProfile>(usersCollection, actor.personId, FROM_SERVER);
  if (!me) return { ok: false, error: leavingTexts.failed };
  if (typeof me.data.linkedParentId === 'string' && me.data.linkedParentId)
    return { ok: false, error: leavingTexts.childOfGuardian };
  const owned = await readOwnedGroups(deps);
  if (owned.length > 0) return { ok: false, error: leavingTexts.ownsGroups, owned };
  const groups = await planLeavingGroups(deps);
  if (!groups.ok) return { ok: false, error: groups.error };
  const [pushSubscriptions, calendarFeeds, eventAnswerNotes, entry] = await Promise.all([
    idsOf(data, mine(notificationCollections.pushSubscriptions, actor.personId)),
    idsOf(data, mine(notificationCollections.calendarFeeds, actor.personId)),
    idsOf(data, mine(eventCollections.answerNotes, actor.personId)),
    ownEntry(deps),
  ]);
  const refused = (error: unknown) => deps.report(leavingTexts.failed, error);
  fireUnits(data, groups.value, refused);
  await deps.passOnChildren(deps);
  const docs: OwnDocs = { pushSubscriptions, calendarFeeds, eventAnswerNotes };
  const ruleReads = claimedReads(actor);
  fireUnits(
    data,
    planOwnDocsGone(actor.personId, docs).map((op) => ({ ops: [op], ruleReads })),
    refused,
  );
  data.batch(planOwnRecordsGone({ personId: actor.personId, uid: actor.uid, entry }), refused);
  return { ok: true };
}
