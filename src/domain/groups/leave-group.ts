import type { WriteUnit } from '../../backend/batch-splitter';
import { type DataPort, type DocData, isDataError } from '../../backend/ports';
import { type Actor, isActor } from './actor';
import { type GuardianKnown, type MembershipLite, ownerCandidates, planLeave, planLeaveClub } from './cascades-exit';
import { readKnownLink } from './guardian-links';
import { membershipDocId } from './group-ids';
import { joinedAtOf, type MembershipRecord } from './group-records';
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

/**
 * Leaves a club or team under the spec's rules (docs/product.md §5, §8; leave-rules.ts): leaving a club
 * also leaves its teams; an owner who leaves while others remain hands the group to the
 * member who joined first. Checked on what the server answers in time, else the device; the
 * writes are fired (`Leave failed` if later refused).
 */

/** Memberships as the exit planners rank them (ownerCandidates): by the server's joining time. */
export const lite = (docs: readonly { data: MembershipRecord }[]): MembershipLite[] =>
  docs.map((doc) => ({
    personId: doc.data.userId,
    joinedAt: joinedAtOf(doc.data),
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

/**
 * A parent taking their child out: their guardian link to the group as they can read it, and
 * the squad (through the link) to re-point it to a sibling. Nothing for anyone else.
 */
async function guardianOf(
  data: DataPort,
  actor: Actor,
  kind: GroupKind,
  id: string,
  squad: readonly { data: MembershipRecord }[] | null,
): Promise<Omit<GuardianKnown, 'parentId'> | undefined> {
  const parentId = actor.forChild ? actor.parent?.personId : undefined;
  if (!parentId) return undefined;
  return { members: squad ? lite(squad) : null, link: await readKnownLink(data, kind, id, parentId) };
}

/**
 * What leaving writes (`newOwner`: whom an owner chose in the leave dialog, `New owner`; else the
 * first candidate), or the spec's text of why one may not leave. Leaving Pitchside plans every
 * group's leave this way before it fires any.
 */
export async function planLeaveGroup(
  deps: OperationDeps,
  kind: GroupKind,
  id: string,
  newOwner?: string,
): Promise<Outcome<WriteUnit[]>> {
  const { data, actor, now = nowIso } = deps;
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
    const guardian = await guardianOf(data, actor, kind, id, squad);
    const unit = planLeave({ actor, now: now(), kind, group: { id, ownerId: owner }, members, newOwner, guardian });
    return { ok: true, value: [unit] };
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
  const clubGuardian = await guardianOf(data, actor, kind, id, squad);
  const teamGuardians = await Promise.all(
    teams.map((team) => guardianOf(data, actor, 'team', team.id, squads?.get(team.id) ?? null)),
  );
  const units = planLeaveClub({
    actor,
    now: now(),
    club: { id, ownerId: owner, members, guardian: clubGuardian },
    newOwner,
    teams: teams.map((team, index) => ({
      id: team.id,
      ownerId: team.ownerId,
      members: lite(squads?.get(team.id) ?? []),
      guardian: teamGuardians[index],
    })),
  });
  return { ok: true, value: units };
}

/** Leaves the group: the planned writes fired (`Leave failed` if later refused). */
export async function leaveGroup(
  deps: OperationDeps,
  kind: GroupKind,
  id: string,
  newOwner?: string,
): Promise<Outcome> {
  try {
    const planned = await planLeaveGroup(deps, kind, id, newOwner);
    if (!planned.ok) return planned;
    fireUnits(deps.data, planned.value, (error) => deps.report(groupTexts.leaveFailed, error));
    return { ok: true, value: undefined };
  } catch (error) {
    console.error(groupTexts.leaveFailed, error);
    return { ok: false, error: groupTexts.leaveFailed };
  }
}
