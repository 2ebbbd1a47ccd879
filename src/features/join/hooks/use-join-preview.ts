import { useQuery } from '@tanstack/react-query';
import type { DataPort } from '../../../backend/ports';
import { membershipDocId } from '../../../domain/groups/group-ids';
import { readClubTeams, readGroupIdsOf } from '../../../domain/groups/group-lookups';
import { entryTarget, type JoinCodeRecord } from '../../../domain/groups/group-records';
import { type GroupKind, groupCollections, joinCodesCollection } from '../../../domain/groups/group-types';
import { useActor } from '../../../shared/hooks/use-actor';
import { clubCodeJoin } from '../model/club-code-join';
import { readTypedCode } from '../model/typed-code';
import { joinKeys } from './join-keys';

/** A lookup while typing must not hold anything up: no answer in this time is no answer. */
const PREVIEW_TIMEOUT_MS = 5_000;

export interface CodeTarget {
  kind: GroupKind;
  id: string;
  name: string;
}

export interface JoinPreview {
  /** the club or team the typed code names; null while unknown (an unknown code, offline, loading) */
  target: CodeTarget | null;
  /** the person ids known to be on it */
  alreadyOn: ReadonlySet<string>;
}

const NOBODY: ReadonlySet<string> = new Set();

/**
 * `joinCodes/{code}`, from the device when it holds it, else the server (any verified user may
 * get an entry by its code). Failing quietly: the join itself reads the entry from the server
 * and says what is wrong.
 */
export async function readCodeTarget(data: DataPort, code: string): Promise<CodeTarget | null> {
  try {
    const entry = await data.get<JoinCodeRecord>(joinCodesCollection, code, { timeoutMs: PREVIEW_TIMEOUT_MS });
    const target = entry ? entryTarget(entry.data) : null;
    return target ? { kind: target.kind, id: target.id, name: target.name } : null;
  } catch (error) {
    console.warn('The join code could not be looked up', error);
    return null;
  }
}

/**
 * Who of these people (oneself, one's children) has nothing left to join with the code: for a
 * team's code, who is on the team; for a club's code, who is on the club and every one of its
 * teams (clubCodeJoin: joining a team joins its club too, so the club alone says nothing). A get
 * of each membership by its id, which the rules allow for one's own and one's children's, there
 * or missing; for a club, its teams (row teams/of-my-club, as a member or guardian) and each
 * person's teams (rows mine, of-my-child). A read that fails counts as not on it (the join
 * itself says `Already…`).
 */
export async function readAlreadyOn(
  data: DataPort,
  target: Pick<CodeTarget, 'kind' | 'id'>,
  personIds: readonly string[],
): Promise<Set<string>> {
  const collection = groupCollections[target.kind].memberships;
  const found = await Promise.all(
    personIds.map((personId) =>
      data
        .get(collection, membershipDocId(target.id, personId), { timeoutMs: PREVIEW_TIMEOUT_MS })
        .then((doc) => (doc ? personId : null))
        .catch(() => null),
    ),
  );
  const onGroup = found.filter((personId): personId is string => personId !== null);
  if (target.kind === 'team' || onGroup.length === 0) return new Set(onGroup);
  const clubTeamIds = await readClubTeams(data, target.id).then(
    (teams) => teams.map((team) => team.id),
    () => null,
  );
  if (!clubTeamIds) return new Set();
  const done = await Promise.all(
    onGroup.map((personId) =>
      readGroupIdsOf(data, personId, 'team', PREVIEW_TIMEOUT_MS).then(
        (onTeams) => (clubCodeJoin({ inClub: true, clubTeamIds, onTeams }) ? null : personId),
        () => null,
      ),
    ),
  );
  return new Set(done.filter((personId): personId is string => personId !== null));
}

/**
 * `/join` while a code is typed: the club or team it names and who of `personIds` is on it
 * already. Read afresh each time the page opens (a join just made changes the answer).
 */
export function useJoinPreview(typed: string, personIds: readonly string[]): JoinPreview {
  const context = useActor();
  const data = context?.data;
  const typedCode = readTypedCode(typed);
  const code = typedCode.ok ? typedCode.value : '';
  const targetQuery = useQuery({
    queryKey: joinKeys.codeTarget(code),
    queryFn: () => (data ? readCodeTarget(data, code) : null),
    enabled: Boolean(data && code),
    retry: false,
    gcTime: 0,
  });
  const target = code ? (targetQuery.data ?? null) : null;
  const alreadyQuery = useQuery({
    queryKey: joinKeys.alreadyOn(target?.kind ?? '', target?.id ?? '', personIds),
    queryFn: () => (data && target ? readAlreadyOn(data, target, personIds) : new Set<string>()),
    enabled: Boolean(data && target && personIds.length > 0),
    retry: false,
    gcTime: 0,
  });
  return { target, alreadyOn: target ? (alreadyQuery.data ?? NOBODY) : NOBODY };
}
