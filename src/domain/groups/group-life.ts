import { queryIn } from '../../backend/chunked-lookups';
import type { DataPort } from '../../backend/ports';
import { announcementCollections } from '../announcements/announcement-records';
import { eventCollections } from '../events/event-collections';
import type { GroupLife } from './cascades-delete';
import { LOOKUP_TIMEOUT_MS } from './group-lookups';
import type { GroupKind } from './group-types';

/**
 * What hangs under a club or team, for its delete (docs/architecture.md "Deleting a group"), each
 * a time-boxed read through an allowed query shape: from the server when it answers in time, else
 * the device's copy (offline: what this device has loaded, no more). A team's events (row
 * events/of-my-team), their answers and notes (rows eventAnswers/of-an-event and
 * eventAnswerNotes/of-an-event-for-staff, `eventId in` chunks of 10 beside `teamId ==`), the
 * group's announcements (row announcements/of-my-group) and their marks (row
 * announcementSeen/of-a-group-for-staff). Attendance is one document per event: never read,
 * deleted by id with its event.
 */
export async function readGroupLife(data: DataPort, kind: GroupKind, groupId: string): Promise<GroupLife> {
  const options = { timeoutMs: LOOKUP_TIMEOUT_MS };
  const { events, answers, answerNotes } = eventCollections;
  const { announcements, seen } = announcementCollections;
  const ofGroup = [
    { field: 'groupKind', op: '==' as const, value: kind },
    { field: 'groupId', op: '==' as const, value: groupId },
  ];
  const ofTeam = [{ field: 'teamId', op: '==' as const, value: groupId }];
  const [announcementDocs, seenDocs, eventDocs] = await Promise.all([
    data.query({ collection: announcements, where: ofGroup }, options),
    data.query({ collection: seen, where: ofGroup }, options),
    kind === 'team' ? data.query({ collection: events, where: ofTeam }, options) : null,
  ]);
  const eventIds = eventDocs?.docs.map((doc) => doc.id) ?? [];
  const ofEvents = (collection: string) =>
    eventIds.length === 0
      ? Promise.resolve([])
      : queryIn(data, { spec: { collection, where: ofTeam }, field: 'eventId', values: eventIds }, options).then(
          (result) => result.docs.map((doc) => doc.id),
        );
  const [answerIds, noteIds] = await Promise.all([ofEvents(answers), ofEvents(answerNotes)]);
  return {
    eventIds,
    answerIds,
    noteIds,
    announcementIds: announcementDocs.docs.map((doc) => doc.id),
    seenIds: seenDocs.docs.map((doc) => doc.id),
  };
}
