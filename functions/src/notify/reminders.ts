import type { GuardianPlaces } from './recipients';
import { formatEventMoment } from '../../../src/domain/events/event-times';
import { isListedAsStaff } from '../../../src/domain/groups/squad-sections';
import type { Concerns, EventState, SquadMember } from './notice-types';
import { noticeTexts } from './notice-texts';

/**
 * Answer reminders (docs/notifications.md "Outbox ids: a replay writes nothing new"): 24 h
 * before answers close, once per deadline, to the squad members who have not answered and the
 * parents who answer for them.
 */

export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * When answers close: `Answer by` when it comes before the start, else the start (docs/team-life.md
 * "Data").
 */
export function answerDeadline(event: Pick<EventState, 'answerBy' | 'startsAt'>): Date {
  const { answerBy, startsAt } = event;
  return answerBy && answerBy.getTime() < startsAt.getTime() ? answerBy : startsAt;
}

/**
 * Is a reminder due at `now`: inside the 24 h before the deadline, for an event that asks for
 * answers ("going unless they say no" does not), is not cancelled, and was not made inside that
 * window already (its people heard of it as a new event a moment ago).
 */
export function reminderDue(event: EventState, now: Date): boolean {
  if (event.defaultGoing || event.status === 'cancelled') return false;
  const deadline = answerDeadline(event).getTime();
  const opens = deadline - REMINDER_LEAD_MS;
  if (event.createdAt && event.createdAt.getTime() > opens) return false;
  return opens <= now.getTime() && now.getTime() < deadline;
}

/** Keyed on the deadline's instant: only a new deadline reminds again. */
export function reminderId(event: Pick<EventState, 'id' | 'answerBy' | 'startsAt'>): string {
  return `reminder_${event.id}_${answerDeadline(event).getTime()}`;
}

/**
 * Whom a reminder tells, and about whom: each squad member (not staff: docs/team-life.md "Who")
 * with no answer who reads the team themselves, about themselves; and for a child member with no
 * answer, the parent who joined them, once, about all of their children due (and themselves
 * when they are due too).
 */
export function reminderConcerns(
  members: readonly SquadMember[],
  answered: ReadonlySet<string>,
  readers: readonly string[],
  places: GuardianPlaces = new Map(),
): Concerns {
  const reads = new Set(readers);
  const concerns = new Map<string, string[]>();
  const add = (to: string, about: string) => {
    const list = concerns.get(to) ?? [];
    if (!list.includes(about)) list.push(about);
    concerns.set(to, list);
  };
  for (const member of members) {
    if (isListedAsStaff(member) || answered.has(member.personId)) continue;
    if (reads.has(member.personId)) add(member.personId, member.personId);
    if (member.parentId) add(member.parentId, member.personId);
    // the child's other guardians, each their own reminder (docs/product.md "Guardians")
    for (const guardianId of places.get(member.personId) ?? []) add(guardianId, member.personId);
  }
  for (const list of concerns.values()) list.sort();
  return concerns;
}

/** A reminder's words: `U12 Lions: Training: are you going?`, `Sat 5 Dec 10:00 · Answer by Fri 4 Dec 18:00`. */
export function reminderWords(event: EventState, teamName: string, now: Date): { title: string; body: string } {
  const moment = (at: Date) => formatEventMoment(at, event.timeZone, now);
  const deadline = answerDeadline(event);
  const closesEarly = deadline.getTime() < event.startsAt.getTime();
  return {
    title: noticeTexts.teamTitle(teamName, noticeTexts.reminder(event.title)),
    body: noticeTexts.join([
      moment(event.startsAt),
      closesEarly ? noticeTexts.answerBy(moment(deadline)) : '',
      event.location,
    ]),
  };
}
