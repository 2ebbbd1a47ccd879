import { guardsBesideFirst } from '../../../domain/children/guardians';
import { isStaffRole } from '../../../domain/choices/squad-roles';
import { useSession } from '../../../session/session';
import { queryIn, watchIn } from '../../../backend/chunked-lookups';
import type { DataPort, DocData, QueryResult } from '../../../backend/ports';
import { useWatchedQuery } from '../../../lib/watched-query';
import { useChildren } from '../../../shared/hooks/use-children';
import { childDisplayName } from '../../../domain/children/child-list';
import { useChildMemberships } from '../../../shared/hooks/use-child-memberships';
import { type MembershipRecord, groupIdOf } from '../../../domain/groups/group-records';
import { groupLabel, personLabel } from '../../../domain/groups/group-texts';
import { chunkFor, guardedChunkFor } from '../../../domain/groups/group-lookups';
import { useMyMemberships } from '../../../shared/hooks/use-my-memberships';
import { usePersonId } from '../../../shared/hooks/use-person-id';
import { useProfile } from '../../../shared/hooks/use-profile';
import { isParent } from '../../../domain/person/user-profile';
import type { ReadState } from '../../../domain/read-state';
import { answerId, eventCollections } from '../../../domain/events/event-collections';
import { eventKeys } from '../../../domain/events/event-keys';
import { type Answer, hasEnded, type TeamEvent, toAnswer, toEvent } from '../../../domain/events/event-records';
import { bySoonest } from '../../../domain/events/event-queries';
import { windowStart } from '../../../domain/events/event-window';

/**
 * The schedule (docs/team-life.md): every event of my teams and my children's teams that
 * has not ended, soonest first, with the people I answer for on each team and their answers. Reads
 * (docs/PERFORMANCE.md "Reads that grow"): my team memberships, my children and their team
 * memberships (shared with the other screens), events by team in `in` chunks with a range on the
 * start, an order and a limit (members' teams in chunks of 10, guarded teams in smaller ones: a
 * guardian check costs a read), and my people's answers from the same time on.
 */

/** a child's membership check reads the child's profile (and my account once) */
const CHILD_CHUNK = 9;

export interface SchedulePerson {
  personId: string;
  /** `Your answer`, or the child's first and last name */
  label: string;
}

export interface ScheduleItem {
  event: TeamEvent;
  teamName: string;
  people: SchedulePerson[];
  /** staff of the team (answers stay open to them) */
  isStaff: boolean;
}

export interface Schedule {
  items: ScheduleItem[];
  /** every upcoming event of the schedule's teams, not only those shown (`Export calendar`) */
  readAll: () => Promise<{ event: TeamEvent; teamName: string }[]>;
  /** `{eventId}_{personId}` → answer */
  answers: Map<string, Answer>;
  /** the reads were cut at `limit`: `Show more` */
  hasMore: boolean;
}

interface TeamSeat {
  name: string;
  people: SchedulePerson[];
  isStaff: boolean;
  member: boolean;
}

/** The teams of the schedule, from memberships alone (each carries its team's name). */
function seatsOf(
  me: string,
  mine: readonly MembershipRecord[],
  childNames: ReadonlyMap<string, string>,
  children: readonly MembershipRecord[],
): Map<string, TeamSeat> {
  const seats = new Map<string, TeamSeat>();
  const seat = (membership: MembershipRecord) => {
    const id = groupIdOf('team', membership);
    let known = seats.get(id);
    if (!known) {
      known = { name: groupLabel('team', membership.groupName), people: [], isStaff: false, member: false };
      seats.set(id, known);
    }
    return known;
  };
  for (const membership of mine) {
    const known = seat(membership);
    known.member = true;
    known.isStaff = membership.role === 'owner' || isStaffRole(membership.squadRole);
    known.people.unshift({ personId: me, label: 'Your answer' });
  }
  for (const membership of children) {
    if (!childNames.has(membership.userId)) continue;
    seat(membership).people.push({
      personId: membership.userId,
      label: personLabel(childNames.get(membership.userId)),
    });
  }
  return seats;
}

function useEventsOf(teamIds: readonly string[], chunkSize: number, from: number, limit: number, part: string) {
  const data = useSession()?.backend.data;
  const ids = [...teamIds].sort();
  const spec = {
    collection: eventCollections.events,
    where: [{ field: 'startsAt', op: '>=' as const, value: new Date(from) }],
    orderBy: [{ field: 'startsAt' }],
    limit,
  };
  return useWatchedQuery<QueryResult<DocData>>(
    eventKeys.schedule(part === 'member' ? ids : [], part === 'guard' ? ids : [], from, limit),
    data && ids.length > 0
      ? (onNext, onError) => watchIn(data, { spec, field: 'teamId', values: ids, chunkSize }, onNext, onError)
      : null,
  );
}

function usePeopleAnswers(personIds: readonly string[], from: number) {
  const data = useSession()?.backend.data;
  const ids = [...new Set(personIds)].sort();
  const spec = {
    collection: eventCollections.answers,
    where: [{ field: 'startsAt', op: '>=' as const, value: new Date(from) }],
  };
  return useWatchedQuery<QueryResult<DocData>>(
    eventKeys.peopleAnswers(ids, from),
    data && ids.length > 0
      ? (onNext, onError) =>
          watchIn(data, { spec, field: 'personId', values: ids, chunkSize: CHILD_CHUNK }, onNext, onError)
      : null,
  );
}

const EMPTY: QueryResult<never> = { docs: [], fromCache: false };

/** the most events `Export calendar` reads per chunk of teams: a season of every team, with room */
export const EXPORT_LIMIT = 500;
/** how long the export waits for the server before it takes what the device has */
const EXPORT_TIMEOUT_MS = 3_000;

/** Every event of these teams from `from` on (at most EXPORT_LIMIT a chunk), soonest first: one time-boxed read. */
async function readUpcoming(
  data: DataPort,
  groups: readonly { teamIds: readonly string[]; chunkSize: number }[],
  from: number,
): Promise<TeamEvent[]> {
  const spec = {
    collection: eventCollections.events,
    where: [{ field: 'startsAt', op: '>=' as const, value: new Date(from) }],
    orderBy: [{ field: 'startsAt' }],
    limit: EXPORT_LIMIT,
  };
  const parts = await Promise.all(
    groups.map(({ teamIds, chunkSize }) =>
      queryIn(data, { spec, field: 'teamId', values: teamIds, chunkSize }, { timeoutMs: EXPORT_TIMEOUT_MS }),
    ),
  );
  return parts
    .flatMap((part) => part.docs)
    .map(toEvent)
    .sort(bySoonest);
}

/** The schedule from `now`, the first `limit` events. */
export function useSchedule(now: Date, limit: number): ReadState<Schedule> {
  const me = usePersonId();
  const mine = useMyMemberships('team');
  // only a Parent has children: nobody else pays for the list
  const profile = useProfile();
  const children = useChildren(isParent(profile.data?.doc?.data));
  // the people I answer for are known once the profile (and, for a Parent, the children) are
  const peopleKnown = profile.data !== undefined && children.status === 'ready';
  const childIds = children.status === 'ready' ? children.value.map((child) => child.id) : [];
  const childTeams = useChildMemberships('team', childIds);
  const from = windowStart(now);

  const childNames = new Map(
    children.status === 'ready' ? children.value.map((child) => [child.id, childDisplayName(child.profile)]) : [],
  );
  const seats =
    me && mine.data
      ? seatsOf(
          me,
          mine.data.docs.map((doc) => doc.data),
          childNames,
          (childTeams.data ?? EMPTY).docs.map((doc) => doc.data),
        )
      : new Map<string, TeamSeat>();
  const memberTeams = [...seats].filter(([, seat]) => seat.member).map(([id]) => id);
  const guardTeams = [...seats].filter(([, seat]) => !seat.member).map(([id]) => id);
  const session = useSession();
  const data = session?.backend.data;
  const uid = session?.user?.uid ?? '';
  const memberChunk = chunkFor({ uid, personId: me ?? uid, displayName: '' });
  const memberEvents = useEventsOf(memberTeams, memberChunk, from, limit, 'member');
  const guardChunk = guardedChunkFor({ uid, personId: me ?? uid }, guardsBesideFirst(children, me));
  const guardEvents = useEventsOf(guardTeams, guardChunk, from, limit, 'guard');
  // once the children are known, so the key (and its listen) does not change as they arrive
  const answers = usePeopleAnswers(me && peopleKnown ? [me, ...childIds] : [], from);

  const failed = [mine, childTeams, memberEvents, guardEvents, answers].some((query) => query.isError);
  if (failed || profile.isError || children.status === 'failed') return { status: 'failed' };
  const waiting =
    !me ||
    !profile.data ||
    !mine.data ||
    children.status !== 'ready' ||
    (childIds.length > 0 && !childTeams.data) ||
    (memberTeams.length > 0 && !memberEvents.data) ||
    (guardTeams.length > 0 && !guardEvents.data);
  const anyEvents = (memberEvents.data?.docs.length ?? 0) + (guardEvents.data?.docs.length ?? 0) > 0;
  // the answers matter only beside events: an empty schedule does not wait for them
  if (waiting || (anyEvents && !answers.data)) return { status: 'loading' };

  const events = [...(memberEvents.data ?? EMPTY).docs, ...(guardEvents.data ?? EMPTY).docs]
    .map(toEvent)
    .filter((event) => !hasEnded(event, now))
    .sort(bySoonest);
  const shown = events.slice(0, limit);
  const readAll = async () => {
    if (!data) return [];
    const upcoming = await readUpcoming(
      data,
      [
        { teamIds: memberTeams, chunkSize: memberChunk },
        { teamIds: guardTeams, chunkSize: guardChunk },
      ],
      from,
    );
    return upcoming
      .filter((event) => !hasEnded(event, now))
      .map((event) => ({ event, teamName: seats.get(event.teamId)?.name ?? '' }));
  };
  const answerMap = new Map<string, Answer>();
  for (const doc of (answers.data ?? EMPTY).docs) {
    const answer = toAnswer(doc);
    answerMap.set(answerId(String(doc.data.eventId), answer.personId), answer);
  }
  return {
    status: 'ready',
    value: {
      items: shown.map((event) => {
        const seat = seats.get(event.teamId);
        return { event, teamName: seat?.name ?? '', people: seat?.people ?? [], isStaff: seat?.isStaff ?? false };
      }),
      answers: answerMap,
      readAll,
      hasMore: (memberEvents.data?.docs.length ?? 0) >= limit || (guardEvents.data?.docs.length ?? 0) >= limit,
    },
  };
}
