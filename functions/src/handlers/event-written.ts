import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { type EventGroupLead, eventNotice } from '../notify/event-notice';
import { groupNewsConcerns, namedPeople, withoutMaker } from '../notify/family';
import type { EventState } from '../notify/notice-types';
import { newOutboxEntry } from '../notify/outbox-entry';
import { createOnce } from './create-once';
import { readFirstNames, readGroupPeople } from './group-people';
import { eventState } from './stored-docs';

/**
 * `eventWritten`: an event created, changed or deleted → at most one outbox entry
 * (docs/notifications.md "Outbox ids: a replay writes nothing new"). Several events of one
 * series or one edit give the same entry: its id is theirs, and its words come from the first of
 * them (`EventGroupLead`).
 * Returns the entry's id when this call created it, else null.
 */
export async function handleEventWritten(
  db: Firestore,
  eventId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  now: Date,
): Promise<string | null> {
  const beforeState = before ? eventState(eventId, before) : null;
  const afterState = after ? eventState(eventId, after) : null;
  if (!afterState) return null;
  // a first look without the team or the lead, so that most writes (title edits, answers' echoes) read nothing more
  if (!eventNotice({ before: beforeState, after: afterState, now, teamName: '' })) return null;
  const [people, lead] = await Promise.all([
    readGroupPeople(db, 'team', afterState.teamId),
    readLead(db, beforeState, afterState, now),
  ]);
  const notice = eventNotice({ before: beforeState, after: afterState, now, teamName: people.name, lead });
  if (!notice) return null;
  const all = groupNewsConcerns(people.readers, people.members, people.guardians, people.places);
  // whoever made the news is not told it: an event's maker, a change's editor
  const maker = notice.kind === 'event-created' ? afterState.createdBy : afterState.editedBy;
  const concerns = maker ? withoutMaker(all, maker) : all;
  if (concerns.size === 0) return null;
  const entry = newOutboxEntry({
    kind: notice.kind,
    subject: { kind: 'event', id: lead?.first.id ?? eventId, groupKind: 'team', groupId: afterState.teamId },
    concerns,
    firstNames: await readFirstNames(db, namedPeople(concerns)),
    title: notice.title,
    body: notice.body,
    now,
    expiresAt: notice.expiresAt,
  });
  return (await createOnce(db.collection('outbox').doc(notice.id), { ...entry })) ? notice.id : null;
}

/** The events a new series (or one edit) wrote still to come, when there are several: the first, and how many. */
async function readLead(
  db: Firestore,
  before: EventState | null,
  after: EventState,
  now: Date,
): Promise<EventGroupLead | null> {
  const field = before ? 'editId' : 'seriesId';
  const value = before ? after.editId : after.seriesId;
  if (!value) return null;
  const written = await db.collection('events').where(field, '==', value).get();
  const events = written.docs
    .map((doc) => eventState(doc.id, doc.data()))
    // news of events already started is no news: the lead is the first still to come
    .filter((event) => event.teamId === after.teamId && event.startsAt.getTime() > now.getTime())
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : 1));
  const first = events[0];
  return first && events.length > 1 ? { first, count: events.length } : null;
}
