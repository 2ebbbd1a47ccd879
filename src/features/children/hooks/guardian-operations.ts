import type { DataPort, Doc, DocData, MailboxPort } from '../../../backend/ports';
import { childDisplayName } from '../../../domain/children/child-list';
import type { Child } from '../../../domain/children/child-list';
import { guardianTexts } from '../../../domain/children/guardian-texts';
import {
  freePlace,
  type GuardianInvite,
  guardianPlaces,
  isOpenInvite,
  planAcceptInvite,
  planCancelInvite,
  planDeclineInvite,
  planInvite,
  planLeaveGuardian,
  myGuardianshipsQuery,
} from '../../../domain/children/guardians';
import { readGroupIdsOf } from '../../../domain/groups/group-lookups';
import { linkSet, readMyLinks } from '../../../domain/groups/guardian-links';
import type { Actor } from '../../../domain/groups/actor';
import type { GroupKind, Outcome } from '../../../domain/groups/group-types';
import { emailKey } from '../../../domain/person/identity-records';
import type { Report } from '../../../domain/writes/report';
import { textSize } from '../../../domain/text/characters';
import { EMAIL_MAX, looksLikeAddress } from '../model/child-fields';

/**
 * What a guardian does with a child's guardians (docs/product.md "Guardians"): invite, cancel,
 * remove, stop; and what the invited person does: accept, decline. Every write is fired, never
 * awaited (offline first); a refusal is reported with `guardianTexts.saveFailed`. Whether an
 * address belongs to anyone is never looked up: `Invite sent` whoever holds it.
 */

export interface GuardianDeps {
  data: DataPort;
  /** the device's mailbox (the local build): the invitation is a mail there too */
  mailbox?: MailboxPort;
  actor: Actor;
  /** the acting person's `first last` ('' when none) */
  name: string;
  /** the address they signed in with: nobody invites themself */
  ownEmail?: string;
  report: Report;
  now?: () => Date;
}

const fail = (deps: GuardianDeps) => (error: unknown) => deps.report(guardianTexts.saveFailed, error);

/** The address checked (trimmed, bounded, shaped like one), then a free place. */
export function inviteGuardian(
  deps: GuardianDeps,
  child: Child,
  invites: readonly Doc<DocData>[],
  address: string,
): Outcome {
  const email = address.trim();
  if (!email) return { ok: false, error: guardianTexts.emailRequired, field: 'email' };
  if (textSize(email) > EMAIL_MAX || !looksLikeAddress.test(email))
    return { ok: false, error: guardianTexts.emailInvalid, field: 'email' };
  const now = (deps.now ?? (() => new Date()))();
  const emailLower = emailKey(email);
  if (deps.ownEmail && emailKey(deps.ownEmail) === emailLower)
    return { ok: false, error: guardianTexts.ownAddress, field: 'email' };
  if (invites.some((each) => each.data.emailLower === emailLower && isOpenInvite(each.data, now.getTime())))
    return { ok: false, error: guardianTexts.alreadyInvited, field: 'email' };
  const free = freePlace(child.profile, invites, now.getTime());
  if (!free) return { ok: false, error: guardianTexts.tooMany, field: 'email' };
  deps.data.batch(
    planInvite({
      childId: child.id,
      child: child.profile,
      place: free,
      emailLower,
      inviter: { personId: deps.actor.personId, name: deps.name },
      now,
    }),
    fail(deps),
  );
  const childName = childDisplayName(child.profile) || 'a child';
  void deps.mailbox
    ?.sendInvite(emailLower, guardianTexts.question(deps.name, childName).replace(/ Accept\?$/, ''))
    .catch((error: unknown) => console.error('The invitation’s mail was not kept', error));
  return { ok: true, value: undefined };
}

export function cancelInvite(deps: GuardianDeps, inviteId: string): void {
  deps.data.batch(planCancelInvite(inviteId), fail(deps));
}

/** The child's groups, for the links of a guardian who leaves (none known: their links simply stop granting). */
async function childGroups(data: DataPort, childId: string): Promise<{ kind: GroupKind; groupId: string }[]> {
  const kinds: GroupKind[] = ['team', 'club'];
  const byKind = await Promise.all(
    kinds.map((kind) => readGroupIdsOf(data, childId, kind).catch(() => new Set<string>())),
  );
  return kinds.flatMap((kind, index) => [...(byKind[index] ?? [])].map((groupId) => ({ kind, groupId })));
}

/** The first guardian removes another, or a guardian stops: their place, pointer and links go. */
export async function leaveChild(
  deps: GuardianDeps,
  child: Child,
  guardianId: string,
  invites: readonly Doc<DocData>[] = [],
): Promise<Outcome> {
  const held = guardianPlaces(child.profile).find((each) => each.personId === guardianId);
  if (!held) return { ok: false, error: guardianTexts.saveFailed };
  const groups = await childGroups(deps.data, child.id);
  const now = (deps.now ?? (() => new Date()))().toISOString();
  const theirInvites = invites.filter((each) => each.data.inviterId === guardianId).map((each) => each.id);
  deps.data.batch(
    planLeaveGuardian({ childId: child.id, place: held.place, guardianId, groups, theirInvites, now }),
    fail(deps),
  );
  return { ok: true, value: undefined };
}

export function declineInvite(deps: GuardianDeps, inviteId: string): void {
  deps.data.batch(planDeclineInvite(inviteId), fail(deps));
}

/**
 * Accepting: the place, then, once the server has it, the new guardian's links to the child's
 * groups (the rules let them list the child's groups only as a guardian).
 */
export function acceptInvite(deps: GuardianDeps, inviteId: string, invite: GuardianInvite): Outcome {
  const now = (deps.now ?? (() => new Date()))().toISOString();
  const ops = planAcceptInvite({ id: inviteId, invite, me: { personId: deps.actor.personId, name: deps.name }, now });
  if (!ops) return { ok: false, error: guardianTexts.saveFailed };
  deps.data.batch(ops, fail(deps));
  void deps.data
    .allWritesSynced(60_000)
    .then((synced) => (synced ? linkMeToChildGroups(deps, invite.childId) : undefined))
    .catch((error: unknown) => console.error('The new guardian’s links were not written', error));
  return { ok: true, value: undefined };
}

/**
 * The guardian's own link to each group of the child that has none yet (a join by another
 * guardian links every guardian already; this covers the groups the child was in before the
 * guardian accepted, and an owner's cascades, which link only the first guardian).
 */
export async function linkMeToChildGroups(deps: GuardianDeps, childId: string): Promise<void> {
  const me = deps.actor.personId;
  const [groups, teamLinks, clubLinks] = await Promise.all([
    childGroups(deps.data, childId),
    readMyLinks(deps.data, 'team', me),
    readMyLinks(deps.data, 'club', me),
  ]);
  const linked = { team: teamLinks, club: clubLinks };
  const ops = groups
    .filter(({ kind, groupId }) => !linked[kind].has(groupId))
    .map(({ kind, groupId }) => linkSet(deps.actor, kind, groupId, me, childId).op);
  for (let start = 0; start < ops.length; start += 4) deps.data.batch(ops.slice(start, start + 4), fail(deps));
}

/** On a verified session: the links of every child the person guards beside the first guardian. */
export async function linkMeToGuardedChildren(deps: GuardianDeps): Promise<void> {
  const pointers = await deps.data.query(myGuardianshipsQuery(deps.actor.personId), { timeoutMs: 10_000 });
  if (pointers.fromCache) return;
  for (const doc of pointers.docs)
    if (typeof doc.data.childId === 'string') await linkMeToChildGroups(deps, doc.data.childId);
}
