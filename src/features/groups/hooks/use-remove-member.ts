import type { DataPort, DocData } from '../../../backend/ports';
import { isActor } from '../../../domain/groups/actor';
import {
  type GuardianKnown,
  type MembershipLite,
  planRemoveFromClubTeams,
  planRemoveMember,
} from '../../../domain/groups/cascades-exit';
import { readKnownLink } from '../../../domain/groups/guardian-links';
import { membershipDocId } from '../../../domain/groups/group-ids';
import { parentOf } from '../../../domain/groups/group-records';
import { groupCollections } from '../../../domain/groups/group-types';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { GroupKind, Outcome } from '../../../domain/groups/group-types';
import type { OperationDeps } from '../../../domain/groups/create-group';
import { fireUnits } from '../../../domain/writes/fire-units';
import { LOOKUP_TIMEOUT_MS, readClubTeams, readMemberships } from '../../../domain/groups/group-lookups';
import { toastFailure } from '../../../domain/writes/report';
import { useActor } from '../../../shared/hooks/use-actor';
import { lite } from '../../../domain/groups/leave-group';

/**
 * The owner removes someone (after the screen's confirmation): their membership goes, fired
 * (works offline); from a club, they then leave its teams too (docs/product.md), once the
 * club's teams are read. One's own row has no `Remove`: one leaves instead. A child's removal
 * takes the parent's guardian link with it, or re-points it to a sibling still in the squad
 * (guardian-links.ts), so the membership, the squad and the link are read first (time-boxed,
 * the device's copy when offline); what cannot be read is planned without.
 */
export async function removeMember(
  deps: OperationDeps,
  kind: GroupKind,
  groupId: string,
  personId: string,
): Promise<Outcome> {
  const { actor } = deps;
  if (isActor(actor, personId)) return { ok: false, error: groupTexts.deleteFailed };
  await removeWithLinks(deps, kind, groupId, personId);
  return { ok: true, value: undefined };
}

/** The parent a member's membership names (null for an adult), or undefined when it cannot be read. */
async function parentOfMember(data: DataPort, kind: GroupKind, groupId: string, personId: string) {
  try {
    const doc = await data.get<DocData>(groupCollections[kind].memberships, membershipDocId(groupId, personId), {
      timeoutMs: LOOKUP_TIMEOUT_MS,
    });
    return doc ? (parentOf(doc.data)?.personId ?? null) : null;
  } catch {
    return undefined;
  }
}

async function squadOf(data: DataPort, kind: GroupKind, groupId: string): Promise<MembershipLite[] | null> {
  return readMemberships(data, kind, groupId)
    .then(lite)
    .catch(() => null);
}

async function guardianOf(
  data: DataPort,
  kind: GroupKind,
  groupId: string,
  parentId: string | null | undefined,
): Promise<GuardianKnown | undefined> {
  if (!parentId) return undefined;
  const [members, link] = await Promise.all([
    squadOf(data, kind, groupId),
    readKnownLink(data, kind, groupId, parentId),
  ]);
  return { parentId, members, link };
}

async function removeWithLinks(deps: OperationDeps, kind: GroupKind, groupId: string, personId: string) {
  const { data, actor, report } = deps;
  const parentId = await parentOfMember(data, kind, groupId, personId);
  const guardian = await guardianOf(data, kind, groupId, parentId);
  fireUnits(data, [planRemoveMember({ actor, kind, groupId, personId, guardian })], (error) =>
    report(groupTexts.deleteFailed, error),
  );
  if (kind === 'club') void removeFromTeams(deps, groupId, personId, parentId ?? null);
}

async function removeFromTeams(deps: OperationDeps, clubId: string, personId: string, parentId: string | null) {
  const { data, actor, report } = deps;
  try {
    const teams = await readClubTeams(data, clubId);
    // only the teams they are on: deleting a membership that is not there is refused
    const on = await Promise.all(
      teams.map((team) =>
        data
          .get<DocData>('teamMemberships', membershipDocId(team.id, personId), { timeoutMs: LOOKUP_TIMEOUT_MS })
          .then((doc) => doc !== null)
          .catch(() => false),
      ),
    );
    const theirs = teams.filter((_, index) => on[index]);
    // a child's teams: each squad, to re-point the parent's link to a sibling (null: not readable)
    const [squads, links] = parentId
      ? await Promise.all([
          Promise.all(theirs.map((team) => squadOf(data, 'team', team.id))),
          Promise.all(theirs.map((team) => readKnownLink(data, 'team', team.id, parentId))),
        ])
      : [theirs.map(() => null), theirs.map(() => undefined)];
    const { units, unsureLinks } = planRemoveFromClubTeams({
      actor,
      clubId,
      personId,
      parentId,
      teams: theirs.map((team, index) => ({
        id: team.id,
        ownerId: team.ownerId,
        members: squads[index] ?? null,
        link: links[index],
      })),
    });
    fireUnits(data, units, (error) => report(groupTexts.deleteFailed, error));
    // each on its own: a refusal means the link names a sibling still on the team (RemovalFromTeams)
    for (const unit of unsureLinks)
      fireUnits(data, [unit], (error) => console.error('A guardian link was left', error));
  } catch (error) {
    report(groupTexts.deleteFailed, error);
  }
}

export function useRemoveMember(): (kind: GroupKind, groupId: string, personId: string) => Promise<Outcome> {
  const context = useActor();
  return async (kind, groupId, personId) =>
    context
      ? removeMember({ ...context, report: toastFailure }, kind, groupId, personId)
      : { ok: false, error: groupTexts.deleteFailed };
}
