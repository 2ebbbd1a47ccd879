import { familyNames } from './family';
import type { Concerns, NoticeKind } from './notice-types';
import { noticeTexts } from './notice-texts';
import { type PushAction, type PushPayload, REMINDER_ACTIONS } from './payload';

/** What an outbox entry tells about (docs/notifications.md "Documents"): a group's event or news, or a child. */
export type OutboxSubject =
  | { kind: 'event' | 'announcement'; id: string; groupKind: 'team' | 'club'; groupId: string }
  | { kind: 'child'; id: string };

/** The group a notice is about, which a person may have muted; null for a child's. */
export const subjectGroupId = (subject: OutboxSubject): string | null =>
  subject.kind === 'child' ? null : subject.groupId;

/**
 * What the sender did for one recipient (docs/notifications.md "Sending"). `sending` marks a claim
 * while the push is on its way, so a second run of the sender leaves that person alone.
 */
export type RecipientResult =
  | { status: 'sending'; at: Date }
  | { status: 'sent'; count: number; at: Date }
  | { status: 'deferred'; until: Date }
  | { status: 'off' | 'muted' | 'no-device' | 'gone' | 'expired'; at: Date }
  | { status: 'failed'; at: Date; error: string };

export interface OutboxEntry {
  kind: NoticeKind;
  subject: OutboxSubject;
  recipients: string[];
  /** person id → the names that lead their body (`Leo and Mia`), for those a notice names others to */
  namesFor: Record<string, string>;
  title: string;
  body: string;
  url: string;
  tag: string;
  actions: PushAction[] | null;
  notBefore: Date;
  expiresAt: Date;
  createdAt: Date;
  /** the earliest instant someone on it is still to be sent to: the scheduler's query; null when none */
  nextSendAt: Date | null;
  results: Record<string, RecipientResult>;
}

export interface NewEntry {
  kind: NoticeKind;
  subject: OutboxSubject;
  concerns: Concerns;
  firstNames: ReadonlyMap<string, string>;
  title: string;
  body: string;
  now: Date;
  expiresAt: Date;
}

/** The page a notice opens: the event's, the announcements', or the child's (its `Guardians`). */
export const subjectUrl = (subject: OutboxSubject) =>
  subject.kind === 'event'
    ? `/events/${subject.id}`
    : subject.kind === 'child'
      ? `/edit-child/${subject.id}`
      : '/announcements';

/** A new entry: everyone concerned, due now, sent by the outbox trigger (or the scheduler if that never ran). */
export function newOutboxEntry(entry: NewEntry): OutboxEntry {
  const recipients = [...entry.concerns.keys()].sort();
  const namesFor: Record<string, string> = {};
  for (const personId of recipients) {
    const names = familyNames(personId, entry.concerns.get(personId) ?? [], entry.firstNames);
    if (names) namesFor[personId] = names;
  }
  return {
    kind: entry.kind,
    subject: entry.subject,
    recipients,
    namesFor,
    title: entry.title,
    body: entry.body,
    url: subjectUrl(entry.subject),
    tag: `${entry.subject.kind}-${entry.subject.id}`,
    actions: entry.kind === 'reminder' ? REMINDER_ACTIONS : null,
    notBefore: entry.now,
    expiresAt: entry.expiresAt,
    createdAt: entry.now,
    nextSendAt: entry.now,
    results: {},
  };
}

/** The push one person receives: the entry's words, led by the names it concerns for them. */
export function payloadFor(
  entry: Pick<OutboxEntry, 'title' | 'body' | 'url' | 'tag' | 'actions' | 'namesFor'>,
  personId: string,
): PushPayload {
  return {
    to: personId,
    title: entry.title,
    body: noticeTexts.about(entry.namesFor[personId] ?? '', entry.body),
    url: entry.url,
    tag: entry.tag,
    ...(entry.actions ? { actions: entry.actions } : {}),
  };
}

/**
 * Whom the sender takes at `now`: those with no result yet, and those deferred whose time has
 * come. A claim (`sending`) or a final result is never taken again.
 */
export function dueRecipients(entry: Pick<OutboxEntry, 'recipients' | 'results' | 'notBefore'>, now: Date): string[] {
  if (entry.notBefore.getTime() > now.getTime()) return [];
  return entry.recipients.filter((personId) => {
    const result = entry.results[personId];
    if (!result) return true;
    return result.status === 'deferred' && result.until.getTime() <= now.getTime();
  });
}

/** The earliest deferred instant among the results, or null: when the scheduler should look again. */
export function nextSendAt(results: Record<string, RecipientResult>): Date | null {
  let next: Date | null = null;
  for (const result of Object.values(results))
    if (result.status === 'deferred' && (!next || result.until.getTime() < next.getTime())) next = result.until;
  return next;
}
