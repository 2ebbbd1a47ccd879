import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { namedPeople } from '../notify/family';
import type { EventState } from '../notify/notice-types';
import { newOutboxEntry } from '../notify/outbox-entry';
import {
  answerDeadline,
  REMINDER_LEAD_MS,
  reminderConcerns,
  reminderDue,
  reminderId,
  reminderWords,
} from '../notify/reminders';
import { createOnce } from './create-once';
import { readFirstNames, readGroupPeople } from './group-people';
import { sendOutboxEntry } from './send-entry';
import { eventState } from './stored-docs';
import type { PushSend } from './web-push-send';

/**
 * `remindersEvery15`'s body (docs/notifications.md "Outbox ids: a replay writes nothing new"):
 * first the sends whose time has come (deferred past quiet hours, or an entry whose trigger never
 * ran), then a reminder entry for each event whose deadline is within 24 h. A tick run twice
 * creates nothing new: the entries' ids are keyed on the event and its deadline. Returns the
 * reminder entries it created.
 */
export async function remindersTick(db: Firestore, now: Date, push: PushSend): Promise<string[]> {
  await sendDueEntries(db, now, push);
  const created: string[] = [];
  for (const event of await eventsClosingSoon(db, now)) {
    if (!reminderDue(event, now)) continue;
    const id = await remindEvent(db, event, now);
    if (id) created.push(id);
  }
  return created;
}

async function sendDueEntries(db: Firestore, now: Date, push: PushSend): Promise<void> {
  const due = await db.collection('outbox').where('nextSendAt', '<=', Timestamp.fromDate(now)).get();
  for (const doc of due.docs) await sendOutboxEntry(db, doc.id, now, push);
}

/** Events whose answers close within the next 24 h: by `Answer by`, or by the start when there is none. */
async function eventsClosingSoon(db: Firestore, now: Date): Promise<EventState[]> {
  const from = Timestamp.fromDate(now);
  const to = Timestamp.fromDate(new Date(now.getTime() + REMINDER_LEAD_MS));
  const events = db.collection('events');
  const [byAnswer, byStart] = await Promise.all([
    events.where('answerBy', '>', from).where('answerBy', '<=', to).get(),
    events.where('startsAt', '>', from).where('startsAt', '<=', to).get(),
  ]);
  const found = new Map<string, EventState>();
  for (const doc of [...byAnswer.docs, ...byStart.docs]) found.set(doc.id, eventState(doc.id, doc.data()));
  return [...found.values()].filter((event) => answerDeadline(event).getTime() > now.getTime());
}

async function remindEvent(db: Firestore, event: EventState, now: Date): Promise<string | null> {
  const id = reminderId(event);
  const ref = db.collection('outbox').doc(id);
  // most ticks find the entry made by an earlier one: read nothing else then
  if ((await ref.get()).exists) return null;
  const [people, answers] = await Promise.all([
    readGroupPeople(db, 'team', event.teamId),
    db.collection('eventAnswers').where('eventId', '==', event.id).get(),
  ]);
  const answered = new Set(answers.docs.map((doc) => doc.get('personId')).filter((id) => typeof id === 'string'));
  const concerns = reminderConcerns(people.members, answered, people.readers, people.places);
  if (concerns.size === 0) return null;
  const words = reminderWords(event, people.name, now);
  const entry = newOutboxEntry({
    kind: 'reminder',
    subject: { kind: 'event', id: event.id, groupKind: 'team', groupId: event.teamId },
    concerns,
    firstNames: await readFirstNames(db, namedPeople(concerns)),
    title: words.title,
    body: words.body,
    now,
    expiresAt: answerDeadline(event),
  });
  return (await createOnce(ref, { ...entry })) ? id : null;
}
