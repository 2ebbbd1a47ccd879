import { watchDocs } from '../../../backend/chunked-lookups';
import type { DocData, DocResult, QueryResult } from '../../../backend/ports';
import { answerId, eventCollections } from '../../../domain/events/event-collections';
import { bySoonest, eventWatch, teamEventsWatch } from '../../../domain/events/event-queries';
import { eventKeys } from '../../../domain/events/event-keys';
import {
  type Answer,
  type AnswerNote,
  hasEnded,
  presentOf,
  type TeamEvent,
  toAnswer,
  toAnswerNote,
  toEvent,
} from '../../../domain/events/event-records';
import { DAY_MS, SERIES_READ_LIMIT, TEAM_EVENTS_LIMIT, windowStart } from '../../../domain/events/event-window';
import { isRefusal, type ReadState, toReadState } from '../../../domain/read-state';
import { useWatchedQuery } from '../../../lib/watched-query';
import { useSession } from '../../../session/session';

/**
 * The live reads of an event and a team's events (docs/architecture.md "Team life"), each an
 * allowed query shape of firestore.rules: events/of-my-team, eventAnswers/of-an-event,
 * eventAnswerNotes/of-an-event-for-staff, and gets by id. Device cache first.
 */

/** One event, live: `missing` when it is gone or not mine to see (`Event not found`). */
export function useEvent(id: string): ReadState<TeamEvent> {
  const data = useSession()?.backend.data;
  const query = useWatchedQuery<DocResult<DocData>>(
    eventKeys.event(id),
    data && id ? eventWatch(data, id).subscribe : null,
  );
  if (query.isError) return isRefusal(query.error) ? { status: 'missing' } : { status: 'failed' };
  if (!query.data) return { status: 'loading' };
  const { doc, fromCache } = query.data;
  if (!doc) return fromCache ? { status: 'not-on-device' } : { status: 'missing' };
  return { status: 'ready', value: toEvent(doc) };
}

/** A team's events that have not ended, soonest first: of the first `limit` from a day ago (a team page reads more as it shows more). */
export function useTeamEvents(teamId: string, now: Date, limit = TEAM_EVENTS_LIMIT): ReadState<TeamEvent[]> {
  const data = useSession()?.backend.data;
  const from = windowStart(now);
  const query = useWatchedQuery<QueryResult<DocData>>(
    eventKeys.teamEvents(teamId, from, limit),
    data && teamId ? teamEventsWatch(data, teamId, from, limit).subscribe : null,
  );
  return toReadState(query, (result) =>
    result.docs
      .map(toEvent)
      .filter((event) => !hasEnded(event, now))
      .sort(bySoonest),
  );
}

/** An event's answers, live, by person (row eventAnswers/of-an-event). */
export function useEventAnswers(event: TeamEvent | null): ReadState<Map<string, Answer>> {
  const data = useSession()?.backend.data;
  const query = useWatchedQuery<QueryResult<DocData>>(
    eventKeys.answers(event?.id ?? '-'),
    data && event
      ? (onNext, onError) =>
          data.watchQuery(
            {
              collection: eventCollections.answers,
              where: [
                { field: 'teamId', op: '==', value: event.teamId },
                { field: 'eventId', op: '==', value: event.id },
              ],
            },
            onNext,
            onError,
          )
      : null,
  );
  return toReadState(query, (result) => new Map(result.docs.map((doc) => [String(doc.data.personId), toAnswer(doc)])));
}

/**
 * The reasons and notes I may read, by person: staff every one of the event (row
 * eventAnswerNotes/of-an-event-for-staff), anyone else only those of the people they answer for,
 * by id.
 */
export function useAnswerNotes(
  event: TeamEvent | null,
  isStaff: boolean,
  personIds: readonly string[],
): ReadState<Map<string, AnswerNote>> {
  const data = useSession()?.backend.data;
  const ids = [...personIds].sort();
  const key = isStaff ? eventKeys.staffNotes(event?.id ?? '-') : eventKeys.myNotes(event?.id ?? '-', ids);
  const query = useWatchedQuery<QueryResult<DocData>>(
    key,
    data && event && (isStaff || ids.length > 0)
      ? isStaff
        ? (onNext, onError) =>
            data.watchQuery(
              {
                collection: eventCollections.answerNotes,
                where: [
                  { field: 'teamId', op: '==', value: event.teamId },
                  { field: 'eventId', op: '==', value: event.id },
                ],
              },
              onNext,
              onError,
            )
        : (onNext, onError) =>
            watchDocs(
              data,
              eventCollections.answerNotes,
              ids.map((personId) => answerId(event.id, personId)),
              onNext,
              onError,
            )
      : null,
  );
  if (data && event && !isStaff && ids.length === 0) return { status: 'ready', value: new Map() };
  return toReadState(
    query,
    (result) => new Map(result.docs.map((doc) => [String(doc.data.personId), toAnswerNote(doc)])),
  );
}

/** Who was there, as staff last saved it (absent: nobody has taken it yet). */
export function useAttendance(event: TeamEvent | null, enabled: boolean): ReadState<Map<string, boolean> | null> {
  const data = useSession()?.backend.data;
  const query = useWatchedQuery<DocResult<DocData>>(
    eventKeys.attendance(event?.id ?? '-'),
    data && event && enabled
      ? (onNext, onError) => data.watchDoc(eventCollections.attendance, event.id, onNext, onError)
      : null,
  );
  return toReadState(query, (result) => (result.doc ? presentOf(result.doc.data) : null));
}

/** The later events of an event's series (for `This and following events`), soonest first. */
export function useSeriesFollowing(event: TeamEvent): ReadState<TeamEvent[]> {
  const data = useSession()?.backend.data;
  const seriesId = event.seriesId;
  const query = useWatchedQuery<QueryResult<DocData>>(
    eventKeys.series(event.teamId, seriesId ?? '-', event.startsAt.getTime()),
    data && seriesId
      ? (onNext, onError) =>
          data.watchQuery(
            {
              collection: eventCollections.events,
              where: [
                { field: 'teamId', op: '==', value: event.teamId },
                { field: 'startsAt', op: '>', value: event.startsAt },
              ],
              orderBy: [{ field: 'startsAt' }],
              limit: SERIES_READ_LIMIT,
            },
            onNext,
            onError,
          )
      : null,
  );
  if (!seriesId) return { status: 'ready', value: [] };
  return toReadState(query, (result) =>
    result.docs.map(toEvent).filter((each) => each.seriesId === seriesId && each.id !== event.id),
  );
}

/** A team's events that have ended, latest first (`Earlier events`), at most `limit`. */
export function useEarlierEvents(teamId: string, now: Date, limit: number): ReadState<TeamEvent[]> {
  const data = useSession()?.backend.data;
  const before = windowStart(now) + DAY_MS;
  const query = useWatchedQuery<QueryResult<DocData>>(
    eventKeys.earlier(teamId, before, limit),
    data && teamId
      ? (onNext, onError) =>
          data.watchQuery(
            {
              collection: eventCollections.events,
              where: [
                { field: 'teamId', op: '==', value: teamId },
                { field: 'startsAt', op: '<', value: new Date(before) },
              ],
              orderBy: [{ field: 'startsAt', direction: 'desc' }],
              limit,
            },
            onNext,
            onError,
          )
      : null,
  );
  return toReadState(query, (result) => result.docs.map(toEvent).filter((event) => hasEnded(event, now)));
}
