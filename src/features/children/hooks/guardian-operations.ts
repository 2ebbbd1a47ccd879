import type { Doc, DocData } from '../../../backend/ports';
import { type Child, childDisplayName } from '../../../domain/children/child-list';
import { guardianTexts } from '../../../domain/children/guardian-texts';
import {
  freePlace,
  guardianPlaces,
  isOpenInvite,
  planCancelInvite,
  planInvite,
  planLeaveGuardian,
} from '../../../domain/children/guardians';
import type { Outcome } from '../../../domain/groups/group-types';
import { emailKey } from '../../../domain/person/identity-records';
import { childGroups, fail, type GuardianDeps } from './guardian-answers';
import { textSize } from '../../../domain/text/characters';
import { EMAIL_MAX, looksLikeAddress } from '../model/child-fields';

/**
 * What a guardian does with a child's guardians (docs/product.md "Guardians"): invite, cancel,
 * remove, stop (the invited person's accept and decline: guardian-answers.ts). Every write is fired, never
 * awaited (offline first); a refusal is reported with `guardianTexts.saveFailed`. Whether an
 * address belongs to anyone is never looked up: `Invite sent` whoever holds it.
 */

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
