import type { DataPort, MailboxPort } from '../../../backend/ports';
import { guardianTexts } from '../../../domain/children/guardian-texts';
import {
  type GuardianInvite,
  myGuardianshipsQuery,
  planAcceptInvite,
  planDeclineInvite,
} from '../../../domain/children/guardians';
import { readGroupIdsOf } from '../../../domain/groups/group-lookups';
import { linkSet, readMyLinks } from '../../../domain/groups/guardian-links';
import type { Actor } from '../../../domain/groups/actor';
import type { GroupKind, Outcome } from '../../../domain/groups/group-types';
import type { Report } from '../../../domain/writes/report';

/**
 * What the invited person does with an invitation (docs/product.md "Guardians"), accept or
 * decline, and a guardian's own links to their children's groups. Apart from the guardians'
 * region's operations (guardian-operations.ts), so that the question every verified session may
 * ask carries no form checks. Every write is fired, never awaited.
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

export const fail = (deps: GuardianDeps) => (error: unknown) => deps.report(guardianTexts.saveFailed, error);

/** The child's groups, for the links of a guardian who leaves (none known: their links simply stop granting). */
export async function childGroups(data: DataPort, childId: string): Promise<{ kind: GroupKind; groupId: string }[]> {
  const kinds: GroupKind[] = ['team', 'club'];
  const byKind = await Promise.all(
    kinds.map((kind) => readGroupIdsOf(data, childId, kind).catch(() => new Set<string>())),
  );
  return kinds.flatMap((kind, index) => [...(byKind[index] ?? [])].map((groupId) => ({ kind, groupId })));
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
