import { type DataPort, DEFAULT_SERVER_READ_TIMEOUT_MS, type Doc, isDataError } from '../../../backend/ports';
import type { Actor } from '../../../domain/groups/actor';
import { planJoinClub, planJoinClubTeams, planJoinTeam, planJoinTeamNames } from '../../../domain/groups/cascades-join';
import { membershipDocId } from '../../../domain/groups/group-ids';
import { entryTarget, type JoinCodeRecord, type MembershipRecord } from '../../../domain/groups/group-records';
import { groupTexts } from '../../../domain/groups/group-texts';
import { type GroupKind, groupCollections, joinCodesCollection } from '../../../domain/groups/group-types';
import type { OperationDeps } from '../../../domain/groups/create-group';
import { fireUnits, nowIso } from '../../../domain/writes/fire-units';
import { readClubTeams, readMyGroupIds } from '../../../domain/groups/group-lookups';
import { clubCodeJoin } from '../model/club-code-join';
import { alreadyIn, type JoinFailure, joinFailureOf } from '../model/join-failure';
import { readTypedCode } from '../model/typed-code';

/**
 * Joining by code (docs/product.md §4, §5, §8; docs/product.md): the one flow that talks to the server in
 * steps, each time-boxed, and the exception to "never await a write". A non-member can read
 * nothing of the group, so: read the code's entry from the server; write one's own membership
 * (and, for a team's code, the team's club's) carrying the code, and wait for the server to
 * accept it; then, for a club, read its teams and join them in batches.
 */

type Joined = { kind: GroupKind; id: string; message: 'Joined club' | 'Joined team' };

/** A join: what was joined, or the words to show and why (a code the flow decides on). */
export type JoinOutcome = { ok: true; value: Joined } | { ok: false; error: string; reason: JoinFailure };

export type JoinDeps = OperationDeps & {
  timeoutMs?: number;
  /**
   * Replaying a queued join first tried at this time (ISO). Its confirmed write may have
   * reached the server after that try's time box (Firestore keeps such a write and sends it
   * later): a membership carrying this code and created since then is this join's own, so it
   * is not `Already…`; the join goes on from there (a club's teams, the names).
   */
  resumeSince?: string;
};

const fail = (error: string, reason: JoinFailure): JoinOutcome => ({ ok: false, error, reason });

export async function joinByCode(deps: JoinDeps, typed: string): Promise<JoinOutcome> {
  const typedCode = readTypedCode(typed);
  if (!typedCode.ok) return fail(typedCode.error, 'code');
  const code = typedCode.value;
  const { data, actor } = deps;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_SERVER_READ_TIMEOUT_MS;
  try {
    const entry = await data.get<JoinCodeRecord>(joinCodesCollection, code, { source: 'server', timeoutMs });
    // a code its group replaced (`New code`) stays reserved, retired: to a joiner it is no code
    if (!entry || entry.data.retired === true) return fail(groupTexts.invalidCode, 'unknown-code');
    const target = entryTarget(entry.data);
    if (!target) return fail(groupTexts.codeNotActive, 'code');
    if (!(await exists(data, target.kind, target.id, timeoutMs))) return fail(groupTexts.notFound[target.kind], 'code');
    const mine = await myMembership(data, actor, target.kind, target.id, timeoutMs);
    const resumed = mine !== null && isOwnEarlierTry(mine.data, code, deps.resumeSince);
    // in a club already (joining one of its teams joins it too), its code may still have teams to join
    if (target.kind === 'club')
      return await joinClub(deps, code, { id: target.id, name: target.name }, timeoutMs, {
        inClub: mine !== null && !resumed,
        resumed,
      });
    if (mine && !resumed) return fail(groupTexts.already[target.kind], alreadyIn(target.kind));
    return await joinTeam(deps, code, { id: target.id, name: target.name }, target.clubId, timeoutMs, resumed);
  } catch (error) {
    console.error('Joining failed', error);
    return { ok: false, ...joinFailureOf(error) };
  }
}

async function isOwnClubMembership(deps: JoinDeps, clubId: string, code: string, timeoutMs: number): Promise<boolean> {
  const club = await myMembership(deps.data, deps.actor, 'club', clubId, timeoutMs);
  return club !== null && isOwnEarlierTry(club.data, code, deps.resumeSince);
}

/** A missing group reads as null; one that exists but is not one's own yet is refused. */
async function exists(data: DataPort, kind: GroupKind, id: string, timeoutMs: number): Promise<boolean> {
  try {
    return (await data.get(groupCollections[kind].groups, id, { source: 'server', timeoutMs })) !== null;
  } catch (error) {
    if (isDataError(error, 'permission-denied')) return true;
    throw error;
  }
}

function myMembership(
  data: DataPort,
  actor: Actor,
  kind: GroupKind,
  id: string,
  timeoutMs: number,
): Promise<Doc<Partial<MembershipRecord>> | null> {
  return data.get<Partial<MembershipRecord>>(groupCollections[kind].memberships, membershipDocId(id, actor.personId), {
    source: 'server',
    timeoutMs,
  });
}

async function isIn(data: DataPort, actor: Actor, kind: GroupKind, id: string, timeoutMs: number): Promise<boolean> {
  return (await myMembership(data, actor, kind, id, timeoutMs)) !== null;
}

/** A membership the earlier try of this queued join wrote (see `JoinDeps.resumeSince`). */
function isOwnEarlierTry(membership: Partial<MembershipRecord>, code: string, since: string | undefined): boolean {
  return (
    since !== undefined &&
    membership.joinCode === code &&
    typeof membership.createdAt === 'string' &&
    membership.createdAt >= since
  );
}

/**
 * The group's name as the group has it; where the joiner cannot read the group (a parent
 * joining a child to a squad the parent is not in), the name the code's entry carries.
 */
async function nameOf(data: DataPort, kind: GroupKind, id: string, timeoutMs: number, known = ''): Promise<string> {
  try {
    const group = await data.get(groupCollections[kind].groups, id, { timeoutMs });
    return typeof group?.data.name === 'string' ? group.data.name : known;
  } catch (error) {
    if (known && isDataError(error, 'permission-denied')) return known;
    throw error;
  }
}

/**
 * A club's code: one's club membership, confirmed, unless one is in the club already (joined
 * with one of its teams' codes); then the club's name on it and every team of the club one is
 * not on, each carrying the club's code, in batches within the rules' limits (a club with 25
 * teams: 1 + 26 writes in 3 batches). `Already in this club` only when nothing is left to join
 * (clubCodeJoin).
 */
async function joinClub(
  deps: JoinDeps,
  code: string,
  target: { id: string; name: string },
  timeoutMs: number,
  was: { inClub: boolean; resumed: boolean },
): Promise<JoinOutcome> {
  const { data, actor, report, now = nowIso } = deps;
  const clubId = target.id;
  const already = () => fail(groupTexts.already.club, alreadyIn('club'));
  if (!was.inClub && !was.resumed)
    await data.confirmedBatch(planJoinClub({ actor, now: now(), code, clubId, clubName: target.name }).ops, timeoutMs);
  try {
    const club = { id: clubId, name: await nameOf(data, 'club', clubId, timeoutMs, target.name) };
    const clubTeams = await readClubTeams(data, clubId);
    const onTeams = await readMyGroupIds(data, actor, 'team');
    const left = clubCodeJoin({ inClub: was.inClub, clubTeamIds: clubTeams.map((team) => team.id), onTeams });
    if (!left) return already();
    const teams = clubTeams.filter((team) => left.teamIds.includes(team.id));
    fireUnits(data, planJoinClubTeams({ actor, now: now(), code, club, teams, onTeams }), (error) =>
      report(groupTexts.joinFailed, error),
    );
  } catch (error) {
    // in the club before this join: what is left of it cannot be known, so nothing was joined
    if (was.inClub) return already();
    // in the club now; its teams could not be read
    report(groupTexts.joinFailed, error);
  }
  return { ok: true, value: { kind: 'club', id: clubId, message: groupTexts.joined.club } };
}

/** A team's code: one's team membership and, when one is not in it yet, the team's club's, confirmed together. */
async function joinTeam(
  deps: JoinDeps,
  code: string,
  target: { id: string; name: string },
  clubId: string | null,
  timeoutMs: number,
  resumed: boolean,
): Promise<JoinOutcome> {
  const { data, actor, now = nowIso } = deps;
  const teamId = target.id;
  // resumed: the earlier try's batch held the club's membership too, when one was not in it yet
  const joinsClub =
    clubId !== null &&
    (resumed
      ? await isOwnClubMembership(deps, clubId, code, timeoutMs)
      : !(await isIn(data, actor, 'club', clubId, timeoutMs)));
  if (!resumed)
    await data.confirmedBatch(
      planJoinTeam({ actor, now: now(), code, teamId, teamName: target.name, clubId: joinsClub ? clubId : null }).ops,
      timeoutMs,
    );
  try {
    const team = { id: teamId, name: await nameOf(data, 'team', teamId, timeoutMs, target.name) };
    // a parent who joined a child reads the club through the guardian link the join wrote
    // (guardian-links.ts), so the child's club membership gets the club's name; where even that
    // read fails, the membership stays unnamed
    const clubName = joinsClub && clubId ? await nameOf(data, 'club', clubId, timeoutMs).catch(() => '') : '';
    const club = clubId && clubName ? { id: clubId, name: clubName } : null;
    // names only: a refusal changes nothing the user sees
    fireUnits(data, planJoinTeamNames({ actor, now: now(), team, club }), (error) =>
      console.error('Group names not set', error),
    );
  } catch (error) {
    console.error('Group names not set', error);
  }
  return { ok: true, value: { kind: 'team', id: teamId, message: groupTexts.joined.team } };
}
