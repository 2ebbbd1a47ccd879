import { queryIn } from '../../backend/chunked-lookups';
import { LOOKUP_TIMEOUT_MS } from '../groups/group-lookups';
import type { DataPort, DocData, DocResult, QueryResult } from '../../backend/ports';
import type { WatchDef } from '../../lib/watched-query';
import { eventCollections } from './event-collections';
import { eventKeys } from './event-keys';
import type { TeamEvent } from './event-records';
import { TEAM_EVENTS_LIMIT } from './event-window';

/**
 * The watches and reads of events (docs/architecture.md "Team life"), each an allowed query shape
 * of firestore.rules. The screens' live reads are hooks (src/features/events/hooks/use-event-reads.ts);
 * the watches stay here so that the route loaders' warmers start the same ones.
 */

export const eventWatch = (data: DataPort, id: string): WatchDef<DocResult<DocData>> => ({
  key: eventKeys.event(id),
  subscribe: (onNext, onError) => data.watchDoc(eventCollections.events, id, onNext, onError),
});

export function teamEventsWatch(
  data: DataPort,
  teamId: string,
  from: number,
  limit = TEAM_EVENTS_LIMIT,
): WatchDef<QueryResult<DocData>> {
  const spec = {
    collection: eventCollections.events,
    where: [
      { field: 'teamId', op: '==' as const, value: teamId },
      { field: 'startsAt', op: '>=' as const, value: new Date(from) },
    ],
    orderBy: [{ field: 'startsAt' }],
    limit,
  };
  return {
    key: eventKeys.teamEvents(teamId, from, limit),
    subscribe: (onNext, onError) => data.watchQuery(spec, onNext, onError),
  };
}

export const bySoonest = (a: TeamEvent, b: TeamEvent) =>
  a.startsAt.getTime() - b.startsAt.getTime() || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);

/**
 * The answers of several events of a team, by event (row eventAnswers/of-an-event, `eventId in`
 * chunks of 10 beside `teamId ==`): one time-boxed read, the device's copy when the server is
 * silent. For the edits that move many events and must move their answers' copied start too.
 */
export async function readAnswerIds(
  data: DataPort,
  teamId: string,
  eventIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = await queryIn(
    data,
    {
      spec: { collection: eventCollections.answers, where: [{ field: 'teamId', op: '==', value: teamId }] },
      field: 'eventId',
      values: eventIds,
    },
    { timeoutMs: LOOKUP_TIMEOUT_MS },
  );
  const byEvent = new Map<string, string[]>(eventIds.map((id) => [id, []]));
  for (const doc of result.docs) byEvent.get(String(doc.data.eventId))?.push(doc.id);
  return byEvent;
}
