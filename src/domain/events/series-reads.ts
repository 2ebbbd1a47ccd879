import { queryIn } from '../../backend/chunked-lookups';
import type { DataPort } from '../../backend/ports';
import { LOOKUP_TIMEOUT_MS } from '../groups/group-lookups';
import { eventCollections } from './event-collections';
import { readAnswerIds } from './event-queries';

/**
 * What deleting several events of a team takes with them (docs/team-life.md "Editing a series"):
 * their answers (row eventAnswers/of-an-event), the reasons and notes staff read (row
 * eventAnswerNotes/of-an-event-for-staff), both as `eventId in` chunks of 10 beside `teamId ==`,
 * and their attendance, by id. Each read is time-boxed and answers from the device when the
 * server is silent; a read that fails leaves its part empty: on the Cloud build the server deletes
 * those documents once the event's delete reaches it (docs/notifications.md "Tidying after a delete").
 */
export interface EventBelongings {
  answerIds: string[];
  noteIds: string[];
  hasAttendance: boolean;
}

export async function readEventBelongings(
  data: DataPort,
  teamId: string,
  eventIds: readonly string[],
): Promise<Map<string, EventBelongings>> {
  const byEvent = new Map<string, EventBelongings>(
    eventIds.map((id) => [id, { answerIds: [], noteIds: [], hasAttendance: false }]),
  );
  if (eventIds.length === 0) return byEvent;
  const [answers, notes, attendance] = await Promise.all([
    readAnswerIds(data, teamId, eventIds).catch(() => new Map<string, string[]>()),
    queryIn(
      data,
      {
        spec: { collection: eventCollections.answerNotes, where: [{ field: 'teamId', op: '==', value: teamId }] },
        field: 'eventId',
        values: eventIds,
      },
      { timeoutMs: LOOKUP_TIMEOUT_MS },
    ).catch(() => ({ docs: [] })),
    Promise.all(
      eventIds.map((id) =>
        data.get(eventCollections.attendance, id, { timeoutMs: LOOKUP_TIMEOUT_MS }).then(
          (doc) => doc !== null,
          () => false,
        ),
      ),
    ),
  ]);
  eventIds.forEach((id, index) => {
    const entry = byEvent.get(id) as EventBelongings;
    entry.answerIds = answers.get(id) ?? [];
    entry.hasAttendance = attendance[index] === true;
  });
  for (const doc of notes.docs) byEvent.get(String(doc.data.eventId))?.noteIds.push(doc.id);
  return byEvent;
}
