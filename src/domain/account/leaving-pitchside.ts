import type { DataPort, MailboxPort, WriteOp } from '../../backend/ports';
import type { Actor } from '../groups/actor';
import { LOOKUP_TIMEOUT_MS } from '../groups/group-lookups';
import type { Report } from '../writes/report';
import { deleteOp, path } from '../groups/cascades';
import type { GroupKind } from '../groups/group-types';
import { eventCollections } from '../events/event-collections';
import { notificationCollections } from '../notifications/notification-records';
import { accountsCollection, emailsCollection } from '../person/identity-records';
import { usersCollection } from '../person/user-profile';
import { markDeletedOp } from '../writes/deleted-ids';

/**
 * Leaving Pitchside for good (`Delete my account`, docs/product.md "Leaving Pitchside"): what the
 * device deletes of the person, and what stops them. Their groups are left and their children
 * handed over or removed by the operations that do so elsewhere; this plans the person's own
 * documents, and last the batch the rules take as the end (isOwnProfileDelete): the profile, the
 * account's pointer and the address's entry together, the id marked used.
 */

export const leavingTexts = {
  button: 'Delete my account',
  title: 'Delete your account?',
  description:
    'Your profile, your memberships, your notification settings and your reasons and notes go. Children only you look after are removed; a child with another guardian passes to them. Your answers to past events stay, shown by name.',
  passwordRequired: 'Password is required',
  wrongPassword: 'Wrong password',
  offline: 'Deleting your account needs a connection. Try again when you are online.',
  ownsGroups: 'Hand over or delete what you own first:',
  handOver: 'hand it over: Leave, then choose the new owner',
  deleteIt: 'delete it: you are its only member',
  childOfGuardian: 'Your guardian looks after your profile: ask them to let it go first.',
  failed: 'Deleting your account failed. Try again.',
  deleted: 'Account deleted',
} as const;

/** Who leaves, and how each part of leaving writes and reports. */
export interface LeaverDeps {
  data: DataPort;
  actor: Actor;
  /** `first last` of the person, '' when none */
  name: string;
  /** what the rules read to know the person (one who claimed a profile: their account) */
  parentReads: readonly string[];
  /** the device's mailbox (the local build) */
  mailbox?: MailboxPort;
  /** told of each refused write: the caller then keeps the sign-in */
  report: Report;
  now?: () => string;
}

/** A read of leaving: the server's answer, as what only the device knows could leave something behind. */
export const FROM_SERVER = { source: 'server', timeoutMs: LOOKUP_TIMEOUT_MS } as const;

/** A group the person owns: handed over first when others are in it, else deleted. */
export interface OwnedGroup {
  kind: GroupKind;
  id: string;
  name: string;
  /** nobody else is in it */
  alone: boolean;
}

/** The ids of the person's own documents besides the profile, by collection (rows mine). */
export interface OwnDocs {
  pushSubscriptions: readonly string[];
  calendarFeeds: readonly string[];
  /** their reasons and notes: what they told staff goes with them; their answers stay */
  eventAnswerNotes: readonly string[];
}

/** Deletes of the person's subscriptions, feeds, reasons and notes, and their settings (deleted blind). */
export function planOwnDocsGone(personId: string, docs: OwnDocs): WriteOp[] {
  return [
    ...docs.pushSubscriptions.map((id) => deleteOp(path(notificationCollections.pushSubscriptions, id))),
    ...docs.calendarFeeds.map((id) => deleteOp(path(notificationCollections.calendarFeeds, id))),
    ...docs.eventAnswerNotes.map((id) => deleteOp(path(eventCollections.answerNotes, id))),
    deleteOp(path(notificationCollections.notificationSettings, personId)),
  ];
}

/**
 * The last batch: the address's entry (when it is the person's), the profile, the account's
 * pointer, and the mark that keeps anyone from making a profile at the id again.
 */
export function planOwnRecordsGone(input: {
  personId: string;
  uid: string;
  /** the entry of the address they signed in with, when it is theirs to delete */
  entry: string | null;
}): WriteOp[] {
  return [
    ...(input.entry ? [deleteOp(path(emailsCollection, input.entry))] : []),
    deleteOp(path(usersCollection, input.personId)),
    deleteOp(path(accountsCollection, input.uid)),
    markDeletedOp('users', input.personId),
  ];
}
