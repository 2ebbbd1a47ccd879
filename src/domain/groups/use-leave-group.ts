import { type DataPort, type DocData, isDataError } from '../../backend/ports';
import { type Actor, isActor } from './actor';
import { type MembershipLite, ownerCandidates, planLeave, planLeaveClub } from './cascades-exit';
import { membershipDocId } from './group-ids';
import type { MembershipRecord } from './group-records';
import { groupTexts } from './group-texts';
import { type GroupKind, groupCollections, type Outcome } from './group-types';
import { leaveClubProblem, leaveTeamProblem, ownerLeaveProblem } from './leave-rules';
import type { OperationDeps } from './create-group';
import { fireUnits, nowIso } from '../writes/fire-units';
import {
  LOOKUP_TIMEOUT_MS,
  readClubTeams,
  readMemberships,
  readMyGroupIds,
  readTeamsMemberships,
} from './group-lookups';
import { toastFailure } from '../writes/report';
import { useActor } from './use-actor';

/**
 * Leaves a club or team under the spec's rules (docs/product.md §5, §8; leave-rules.ts): leaving a club
 * also leaves its teams; an owner who leaves while others remain hands the group to the
 * member who joined first. Checked on what the server answers in time, else the device; the
 * writes are fired (`Leave failed` if later refused).
 */

const lite = (docs: { data: MembershipRecord }[]): MembershipLite[] =>
  docs.map((doc) => ({
    personId: doc.data.userId,
    joinedAt: String(doc.data.createdAt ?? ''),
    squadRole: doc.data.squadRole,
    parentId: doc.data.parentId ?? null,
  }));

async function isIn(data: DataPort, actor: Actor, kind: GroupKind, id: string) {
  const mine = await data.get(groupCollections[kind].memberships, membershipDocId(id, actor.personId), {
    timeoutMs: LOOKUP_TIMEOUT_MS,
  });
  return mine !== null;
}

async function ownerOf(data: DataPort, kind: GroupKind, id: string): Promise<string> {
  const group = await data.get<DocData>(groupCollections[kind].groups, id, { timeoutMs: LOOKUP_TIMEOUT_MS });
  return typeof group?.data.ownerId === 'string' ? group.data.ownerId : '';
}

/**
 * A parent leaving for their child may not be in the child's squad, and then cannot read it
 * (docs/product.md: the sole-member checks are skipped when the squad cannot be read): what the
 * parent may not read answers `unreadable` instead. Anyone else's refusal is a failure.
 */
async function readableBy<T>(actor: Actor, read: Promise<T>, unreadable: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (actor.forChild && isDataError(error, 'permission-denied')) return unreadable;
    throw error;
  }
}

/** `newOwner`: whom an owner chose in the leave dialog (`New owner`); else the first candidate. */
export async function leaveGroup(
  deps: OperationDeps,
  kind: GroupKind,
  id: string,
  newOwner?: string,
): Promise<Outcome> {
  const { data, actor, report, now = nowIso } = deps;
  try {
    if (!(await isIn(data, actor, kind, id)))
      return { ok: false, error: kind === 'team' ? groupTexts.notOnTeam : groupTexts.leaveFailed };
    const squad = await readableBy(actor, readMemberships(data, kind, id), null);
    const members = lite(squad ?? []);
    const owner = await readableBy(actor, ownerOf(data, kind, id), '');
    const handOverProblem = ownerLeaveProblem({
      kind,
      isOwner: isActor(actor, owner),
      memberCount: members.length,
      candidateCount: ownerCandidates(members, actor.personId).length,
    });
    if (squad && handOverProblem) return { ok: false, error: handOverProblem };
    if (kind === 'team') {
      const problem = squad ? leaveTeamProblem({ onTeam: true, memberCount: members.length }) : null;
      if (problem) return { ok: false, error: problem };
      const unit = planLeave({ actor, now: now(), kind, group: { id, ownerId: owner }, members, newOwner });
      fireUnits(data, [unit], (error) => report(groupTexts.leaveFailed, error));
      return { ok: true, value: undefined };
    }
    const myTeamIds = await readMyGroupIds(data, actor, 'team');
    const teams = (await readableBy(actor, readClubTeams(data, id), [])).filter((team) => myTeamIds.has(team.id));
    const squads = await readableBy(
      actor,
      readTeamsMemberships(
        data,
        actor,
        teams.map((team) => team.id),
      ),
      null,
    );
    const problem =
      squad && squads
        ? leaveClubProblem({
            memberCount: members.length,
            myTeams: teams.map((team) => ({ name: team.name, memberCount: squads.get(team.id)?.length ?? 0 })),
          })
        : null;
    if (problem) return { ok: false, error: problem };
    const units = planLeaveClub({
      actor,
      now: now(),
      club: { id, ownerId: owner, members },
      newOwner,
      teams: teams.map((team) => ({ id: team.id, ownerId: team.ownerId, members: lite(squads?.get(team.id) ?? []) })),
    });
    fireUnits(data, units, (error) => report(groupTexts.leaveFailed, error));
    return { ok: true, value: undefined };
  } catch (error) {
    console.error(groupTexts.leaveFailed, error);
    return { ok: false, error: groupTexts.leaveFailed };
  }
}

export function useLeaveGroup(): (kind: GroupKind, id: string, newOwner?: string) => Promise<Outcome> {
  const context = useActor();
  return async (kind, id, newOwner) =>
    context
      ? leaveGroup({ ...context, report: toastFailure }, kind, id, newOwner)
      : { ok: false, error: groupTexts.leaveFailed };
}
