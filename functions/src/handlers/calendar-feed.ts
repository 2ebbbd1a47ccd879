import { type DocumentData, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { toCalendarEvent } from '../../../src/domain/events/calendar-event';
import { type CalendarEvent, calendarFile } from '../../../src/domain/events/calendar-file';
import { toEvent } from '../../../src/domain/events/event-records';
import { instantOf } from './stored-docs';

/**
 * `calendarFeed`: `/calendar/{token}.ics` (a Hosting rewrite) → the events of the person's teams
 * and their children's teams from 30 days back, made by the same calendar module as the app's
 * downloads (stable UID, SEQUENCE, STATUS:CANCELLED, UTC times: docs/notifications.md). The token
 * is the only key: an unknown one, or one reset away, answers 404.
 */

export const FEED_PAST_MS = 30 * 24 * 60 * 60 * 1000;
/** Calendar apps poll; five minutes of caching keeps a busy token cheap and changes still come soon. */
const CACHE = 'private, max-age=300';
const TOKEN_PATH = /\/calendar\/([0-9a-f]{32})\.ics$/;
/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

export interface FeedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const notFound = (): FeedResponse => ({
  status: 404,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE },
  body: 'Not found',
});

/** `origin` makes each event's link absolute (`https://pitchside.app/events/{id}`). */
export async function calendarFeed(db: Firestore, path: string, origin: string, now: Date): Promise<FeedResponse> {
  const token = TOKEN_PATH.exec(path)?.[1];
  if (!token) return notFound();
  const feed = await db.collection('calendarFeeds').doc(token).get();
  const personId = feed.get('personId');
  if (!feed.exists || typeof personId !== 'string' || !personId) return notFound();
  const teamIds = await familyTeamIds(db, personId);
  const [teams, events] = await Promise.all([readTeamNames(db, teamIds), readEvents(db, teamIds, now)]);
  const calendar = events.map(({ id, data }) =>
    calendarEventOf(id, data, teams.get(String(data.teamId)) ?? '', origin),
  );
  return {
    status: 200,
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': CACHE },
    body: calendarFile(calendar, { now, name: 'Pitchside' }),
  };
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += IN_LIMIT) out.push(items.slice(at, at + IN_LIMIT));
  return out;
}

/**
 * The teams the person is on, and those their children are on: the profiles they made
 * (`linkedParentId` them) and those whose guardian place they hold (their `guardianships`
 * pointers, each checked against the child's places: a pointer left behind counts for nothing).
 */
async function familyTeamIds(db: Firestore, personId: string): Promise<string[]> {
  const [children, pointers] = await Promise.all([
    db.collection('users').where('linkedParentId', '==', personId).get(),
    db.collection('guardianships').where('guardianId', '==', personId).get(),
  ]);
  const pointed = pointers.docs.map((doc) => doc.get('childId')).filter((id): id is string => typeof id === 'string');
  const guarded =
    pointed.length === 0
      ? []
      : (await db.getAll(...pointed.map((id) => db.collection('users').doc(id))))
          .filter((doc) => ['guardian1', 'guardian2', 'guardian3'].some((field) => doc.get(field) === personId))
          .map((doc) => doc.id);
  const people = [personId, ...new Set([...children.docs.map((doc) => doc.id), ...guarded])];
  const memberships = await Promise.all(
    chunks(people).map((ids) => db.collection('teamMemberships').where('userId', 'in', ids).get()),
  );
  const teamIds = new Set<string>();
  for (const batch of memberships)
    for (const doc of batch.docs) if (typeof doc.get('teamId') === 'string') teamIds.add(doc.get('teamId'));
  return [...teamIds].sort();
}

async function readTeamNames(db: Firestore, teamIds: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (teamIds.length === 0) return names;
  for (const doc of await db.getAll(...teamIds.map((id) => db.collection('teams').doc(id))))
    names.set(doc.id, typeof doc.get('name') === 'string' ? doc.get('name') : '');
  return names;
}

async function readEvents(db: Firestore, teamIds: readonly string[], now: Date) {
  const since = Timestamp.fromDate(new Date(now.getTime() - FEED_PAST_MS));
  const perTeam = await Promise.all(
    teamIds.map((teamId) =>
      db.collection('events').where('teamId', '==', teamId).where('startsAt', '>=', since).orderBy('startsAt').get(),
    ),
  );
  return perTeam
    .flatMap((snapshot) => snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() })))
    .sort((a, b) => (instantOf(a.data.startsAt)?.getTime() ?? 0) - (instantOf(b.data.startsAt)?.getTime() ?? 0));
}

/**
 * A stored event as the calendar module takes it: the app's own reading of the document
 * (`toEvent`, with the Admin SDK's timestamps as dates) and the downloads' mapping.
 */
export function calendarEventOf(id: string, data: DocumentData, teamName: string, origin: string): CalendarEvent {
  const startsAt = instantOf(data.startsAt) ?? new Date(0);
  const stored = { ...data, startsAt, endsAt: instantOf(data.endsAt) ?? startsAt, answerBy: instantOf(data.answerBy) };
  return toCalendarEvent(toEvent({ id, data: stored, pending: false }), teamName, origin);
}
