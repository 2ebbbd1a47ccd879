import { formatEventMoment } from '../../../src/domain/events/event-times';
import type { EventState } from './notice-types';
import { noticeTexts } from './notice-texts';

/**
 * What an event's write tells (docs/notifications.md "Outbox ids: a replay writes nothing new"): a new
 * event or series, or a change that matters, as one outbox entry's id and words; null when it
 * tells nothing.
 */
export interface EventNotice {
  id: string;
  kind: 'event-created' | 'event-changed';
  title: string;
  body: string;
  /** the notice is stale once the event has started: its push's TTL ends there */
  expiresAt: Date;
}

/**
 * The first event (by start) of the series a create belongs to, or of the events one edit wrote,
 * and how many there are: the handler reads them, so that every trigger of one series or edit
 * writes the same words whichever of them runs first.
 */
export interface EventGroupLead {
  first: EventState;
  count: number;
}

export interface EventWrite {
  before: EventState | null;
  after: EventState | null;
  now: Date;
  teamName: string;
  lead?: EventGroupLead | null;
}

type Change = 'cancelled' | 'reinstated' | 'moved' | null;

/** The change that matters between two versions: cancelled, reinstated, a new time or place; else null. */
export function changeThatMatters(before: EventState, after: EventState): Change {
  if (before.status !== after.status) return after.status === 'cancelled' ? 'cancelled' : 'reinstated';
  if (after.status === 'cancelled') return null;
  const moved =
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.location.trim() !== after.location.trim();
  return moved ? 'moved' : null;
}

const started = (event: EventState, now: Date) => event.startsAt.getTime() <= now.getTime();

/** `Sat 5 Dec 10:00` on the team's wall clock (its year when not this year there). */
const momentOf = (event: EventState, now: Date) => formatEventMoment(event.startsAt, event.timeZone, now);

/** When: the event's moment, or `From …, 12 events` for several. */
function whenOf(event: EventState, lead: EventGroupLead | null | undefined, now: Date): string {
  if (lead && lead.count > 1) return noticeTexts.fromMany(momentOf(lead.first, now), lead.count);
  return momentOf(event, now);
}

export function eventNotice({ before, after, now, teamName, lead }: EventWrite): EventNotice | null {
  // a delete tells nothing: a cancellation is how a team calls an event off
  if (!after) return null;
  const shown = lead && lead.count > 1 ? lead.first : after;
  const title = (text: string) => noticeTexts.teamTitle(teamName, text);
  if (!before) {
    if (after.status === 'cancelled' || started(after, now)) return null;
    const series = after.seriesId !== null && (lead?.count ?? 1) > 1;
    return {
      id: `event-created_${after.seriesId ?? after.id}`,
      kind: 'event-created',
      title: title(series ? noticeTexts.createdSeries(shown.title) : noticeTexts.created(shown.title)),
      body: noticeTexts.join([whenOf(after, lead, now), shown.location]),
      expiresAt: shown.startsAt,
    };
  }
  // offline edits reach the server late (docs/notifications.md "Sending"): news of a started event is no news
  if (started(before, now) || started(after, now)) return null;
  const change = changeThatMatters(before, after);
  if (!change) return null;
  const id = after.editId ? `event-changed_${after.editId}` : `event-changed_${after.id}_${after.sequence}`;
  const several = lead !== null && lead !== undefined && lead.count > 1;
  const when = several
    ? whenOf(after, lead, now)
    : change === 'moved' && before.startsAt.getTime() !== after.startsAt.getTime()
      ? noticeTexts.moved(momentOf(after, now), momentOf(before, now))
      : momentOf(after, now);
  const words = {
    cancelled: { head: noticeTexts.cancelled(shown.title), tail: after.cancelReason },
    reinstated: { head: noticeTexts.reinstated(shown.title), tail: after.location },
    moved: { head: noticeTexts.changed(shown.title), tail: after.location },
  }[change];
  return {
    id,
    kind: 'event-changed',
    title: title(words.head),
    body: noticeTexts.join([when, words.tail]),
    expiresAt: shown.startsAt,
  };
}
