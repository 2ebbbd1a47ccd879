import { queryIn } from '../../backend/chunked-lookups';
import type { DataPort, Doc } from '../../backend/ports';
import type { Actor } from './actor';
import { groupIdOf, type MembershipRecord, type TeamRecord, toTeam } from './group-records';
import { type GroupKind, groupCollections, type Team } from './group-types';

/**
 * One-off reads the group operations need (leave, delete, remove, save), each time-boxed: from
 * the server when it answers in time, else from the device (docs/architecture.md "Writes and reads
 * at the pitch side"), through the allowed query shapes only.
 */
export const LOOKUP_TIMEOUT_MS = 5_000;

const byField = (collection: string, field: string, value: string) => ({
  collection,
  where: [{ field, op: '==' as const, value }],
});

/** `{kind}Memberships where {key} == id`: the squad (row of-my-club / of-my-team). */
export async function readMemberships(data: DataPort, kind: GroupKind, id: string): Promise<Doc<MembershipRecord>[]> {
  const { memberships, key } = groupCollections[kind];
  return (await data.query<MembershipRecord>(byField(memberships, key, id), { timeoutMs: LOOKUP_TIMEOUT_MS })).docs;
}

/** `teams where clubId == id` (row teams/of-my-club). */
export async function readClubTeams(data: DataPort, clubId: string): Promise<Team[]> {
  const result = await data.query<TeamRecord>(byField('teams', 'clubId', clubId), { timeoutMs: LOOKUP_TIMEOUT_MS });
  return result.docs.map((doc) => toTeam(doc));
}

/** The ids of one's groups of a kind (row {kind}Memberships/mine). */
export function readMyGroupIds(data: DataPort, actor: Actor, kind: GroupKind): Promise<Set<string>> {
  return readGroupIdsOf(data, actor.personId, kind);
}

/** The ids of the groups of a kind that I or my child (`personId`) am in (rows mine, of-my-child). */
export async function readGroupIdsOf(
  data: DataPort,
  personId: string,
  kind: GroupKind,
  timeoutMs = LOOKUP_TIMEOUT_MS,
): Promise<Set<string>> {
  const result = await data.query<MembershipRecord>(byField(groupCollections[kind].memberships, 'userId', personId), {
    timeoutMs,
  });
  return new Set(result.docs.map((doc) => groupIdOf(kind, doc.data)));
}

/**
 * Lookups by many ids in chunks the rules can judge within 10 reads a query: 10 for most
 * people, 4 for a claimed child (each id's check reads two memberships, plus the account once).
 */
export function chunkFor(actor: Actor): number {
  return actor.personId === actor.uid ? 10 : 4;
}

/**
 * Values per `in` query over groups I only guard (not a member of): each check reads my
 * membership (missing), the link and the child's membership it names; the account once: 3 × 3 + 1.
 * A parent whose person id is not their uid (they claimed a profile) misses a second membership
 * too: 2 × 4 + 1. A guardian beside a child's first (`besideFirst`: the membership names
 * another) has the child's profile read as well: 2 × 4 + 1.
 */
export function guardedChunkFor(actor: Pick<Actor, 'uid' | 'personId'>, besideFirst = false): number {
  return actor.personId === actor.uid && !besideFirst ? 3 : 2;
}

/** The memberships of several teams one is on (row teamMemberships/of-my-team, `in` chunks). */
export async function readTeamsMemberships(
  data: DataPort,
  actor: Actor,
  teamIds: readonly string[],
): Promise<Map<string, Doc<MembershipRecord>[]>> {
  const result = await queryIn<MembershipRecord>(
    data,
    { spec: { collection: 'teamMemberships' }, field: 'teamId', values: teamIds, chunkSize: chunkFor(actor) },
    { timeoutMs: LOOKUP_TIMEOUT_MS },
  );
  const byTeam = new Map<string, Doc<MembershipRecord>[]>(teamIds.map((id) => [id, []]));
  for (const doc of result.docs) byTeam.get(groupIdOf('team', doc.data))?.push(doc);
  return byTeam;
}
