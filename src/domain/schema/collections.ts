import { accounts, emails, FULL_NAME_MAX, STAMPS, TEXT_LIMITS, users } from './identity-collections';
import type { CollectionSchema } from './schema-kit';
import { ANSWER_STATUSES } from '../choices/answer-statuses';
import { SQUAD_ROLES } from '../choices/squad-roles';
import { EVENT_TYPES } from '../choices/event-types';

/**
 * Every stored collection, described once (docs/product.md §3 with the fields docs/product.md adds). The data
 * sections of firestore.rules are generated from this file (rules-sections.ts; `npm test` fails
 * until the printed block is pasted), the forms read their limits here, and the stored records'
 * types are derived from it (`SchemaRecord`). Adding a field: add it here, in the place the rules
 * should list it, then paste the block src/domain/schema/rules-sections.test.ts prints.
 * Who may write what stays hand-written in firestore.rules.
 */

export { FULL_NAME_MAX, STAMPS, TEXT_LIMITS } from './identity-collections';

/**
 * The colours a club or team may pick on its form (`Colour`): names, which the design tokens turn
 * into shades (src/styles/base.css `--crest-*`); '' (or none stored) shows as the first.
 */
export const GROUP_COLOURS = ['green', 'teal', 'blue', 'navy', 'purple', 'red', 'orange', 'brown'] as const;
export type GroupColour = (typeof GROUP_COLOURS)[number];

const clubs = {
  name: 'clubs',
  id: "{ownerId}-{random}: its creator's person id, `-` and a random part of letters and digits (no `_`)",
  fields: {
    name: { kind: 'text', max: TEXT_LIMITS.name, requiredByRules: true },
    location: { kind: 'text', max: TEXT_LIMITS.location },
    notes: { kind: 'text', max: TEXT_LIMITS.notes },
    /** the crest's colour, one of GROUP_COLOURS ('' or absent: the first) */
    colour: { kind: 'text', values: ['', ...GROUP_COLOURS], readsAs: GROUP_COLOURS[0], optional: true },
    ownerId: { kind: 'text' },
    /** the code that admits to the club now; its `joinCodes` entry names the club */
    joinCode: { kind: 'text', max: TEXT_LIMITS.joinCode },
    ...STAMPS,
  },
} as const satisfies CollectionSchema;

const teams = {
  name: 'teams',
  id: "{ownerId}-{random}: its creator's person id, `-` and a random part of letters and digits (no `_`)",
  fields: {
    name: { kind: 'text', max: TEXT_LIMITS.name, requiredByRules: true },
    ageGroup: { kind: 'text', max: TEXT_LIMITS.name },
    notes: { kind: 'text', max: TEXT_LIMITS.notes },
    /** the club the team sits in, null for `No club` */
    clubId: { kind: 'text or null' },
    /** the team's IANA time zone (`Europe/London`): its events' times are shown in it; absent: the device's */
    timeZone: { kind: 'text', max: TEXT_LIMITS.timeZone, optional: true },
    /** the crest's colour, one of GROUP_COLOURS ('' or absent: the first) */
    colour: { kind: 'text', values: ['', ...GROUP_COLOURS], readsAs: GROUP_COLOURS[0], optional: true },
    ownerId: { kind: 'text' },
    /** the code that admits to the team now; its `joinCodes` entry names the team */
    joinCode: { kind: 'text', max: TEXT_LIMITS.joinCode },
    ...STAMPS,
  },
} as const satisfies CollectionSchema;

/**
 * A membership's fields after its group's id. The group's id, `userId` and `role` make the
 * document's id and are judged by hand (isValidMembership), as are the role's values.
 */
const membershipFields = {
  userId: { kind: 'text' },
  /** `owner` or `member` */
  role: { kind: 'text' },
  /** the member's first and last name, '' when none: squads show it without opening profiles */
  displayName: { kind: 'text', max: FULL_NAME_MAX },
  /** the club's or team's name, kept current by its owner (a parent sees a child's groups) */
  groupName: { kind: 'text', max: TEXT_LIMITS.name },
  /** set by owners, seen by every member; '' shows as `—` */
  squadRole: { kind: 'text', values: SQUAD_ROLES },
  /** on a child's membership, the parent who joined them (null or absent on anyone else's) */
  parentId: { kind: 'text or null', optional: true },
  /** with parentId: that parent's first name, so a squad shows `child of {name}` (kept current by the parent) */
  parentName: { kind: 'text', max: TEXT_LIMITS.name, optional: true },
  /** the code a member joined with: the rules admit a joiner only through the group's current code */
  joinCode: { kind: 'text', max: TEXT_LIMITS.joinCode, optional: true },
  /**
   * when they joined, on the server's clock (SERVER_TIMESTAMP; the rules ask for it on every new
   * membership): the order of succession ranks by it. Older memberships lack it.
   */
  joinedAt: { kind: 'timestamp', optional: true },
  ...STAMPS,
} as const;

const clubMemberships = {
  name: 'clubMemberships',
  id: '{clubId}_{userId}: firestore.rules cuts it at its first `_`',
  fields: { clubId: { kind: 'text' }, ...membershipFields },
} as const satisfies CollectionSchema;

const teamMemberships = {
  name: 'teamMemberships',
  id: '{teamId}_{userId}: firestore.rules cuts it at its first `_`',
  fields: { teamId: { kind: 'text' }, ...membershipFields },
} as const satisfies CollectionSchema;

/**
 * A join code's entry: reserved at the server's clock, bound at once to its club or team. A
 * club's entry holds `reservedAt`, `clubId`, `name`; a team's also `teamId`, with `clubId` its
 * club's (null for none). The rules judge the entries by hand (isNewClubsEntry, isNewTeamsEntry).
 */
const joinCodes = {
  name: 'joinCodes',
  id: '{code}: 10 characters of A-Z without I and O, and 2-9 (docs/product.md §9)',
  fields: {
    reservedAt: { kind: 'timestamp' },
    teamId: { kind: 'text', optional: true },
    clubId: { kind: 'text or null', optional: true },
    /** the group's name, kept current by its owner, so that whoever joins can put it on the membership */
    name: { kind: 'text', optional: true },
    /** `New code` retired it: it admits nobody and is never taken again (docs/product.md "Join code lifecycle") */
    retired: { kind: 'flag', optional: true },
  },
} as const satisfies CollectionSchema;

/** an event's kinds, as the form's `Type` offers them (`Training`, `Match`, `Social`, `Other`) */
export { EVENT_TYPES } from '../choices/event-types';
/** an answer to an event: the choices' table (src/domain/choices/answer-statuses.ts) */
export { ANSWER_STATUSES } from '../choices/answer-statuses';
/** why someone is not going, or may not (`Reason`); '' for none */
export const ANSWER_REASONS = ['Injury', 'Illness', 'School', 'Work', 'Holiday', 'Other'] as const;
/** the text limits of team life (docs/team-life.md) */
export const EVENT_LIMITS = {
  title: 100,
  opponent: 100,
  location: 200,
  notes: 2000,
  cancelReason: 200,
  note: 140,
} as const;
/**
 * lengths a format fixes: a wall-clock time `HH:MM`; an automatic id (20 letters and digits, with
 * room); an Auth uid; any id a list names, a person's or a group's (`{personId}-{random}`)
 */
export const FORMAT_LIMITS = { clockTime: 5, autoId: 40, uid: 128, id: 160 } as const;

/**
 * A team's event (docs/architecture.md "Team life"): written whole (`set`) by the team's staff. Its
 * times are instants (a `Date` through the port, `timestamp` in the rules, which compare them
 * with `request.time`); the wall clock is the team's zone's.
 */
const events = {
  name: 'events',
  id: '{random}: an automatic id',
  fields: {
    teamId: { kind: 'text' },
    /** an odd or absent type reads as `Other` */
    type: { kind: 'text', values: EVENT_TYPES, readsAs: 'other' },
    title: { kind: 'text', max: EVENT_LIMITS.title },
    startsAt: { kind: 'instant' },
    endsAt: { kind: 'instant' },
    /** the team's IANA zone when the event was saved: its wall clock (an older event without one: UTC) */
    timeZone: { kind: 'text', max: TEXT_LIMITS.timeZone, readsAs: 'UTC' },
    /** `HH:MM` on the event's day in its zone, '' for none */
    meetTime: { kind: 'text', max: FORMAT_LIMITS.clockTime },
    location: { kind: 'text', max: EVENT_LIMITS.location },
    opponent: { kind: 'text', max: EVENT_LIMITS.opponent },
    notes: { kind: 'text', max: EVENT_LIMITS.notes },
    /** answers close at this instant (or at the start when absent) */
    answerBy: { kind: 'instant', optional: true },
    /** "Everyone is going unless they say no": no answer counts as going */
    defaultGoing: { kind: 'flag' },
    status: { kind: 'text', values: ['scheduled', 'cancelled'] },
    cancelReason: { kind: 'text', max: EVENT_LIMITS.cancelReason },
    /** the weekly series the event was made in, null for a single event */
    seriesId: { kind: 'text or null', max: FORMAT_LIMITS.autoId },
    /** raised on each change: the calendar file's SEQUENCE */
    sequence: { kind: 'count' },
    /**
     * the id of the edit that wrote it, the same on every event one edit wrote (one event, or all
     * that `This and following events` changed): the server tells one change per edit; a create
     * carries none (docs/notifications.md "Documents")
     */
    editId: { kind: 'text', max: FORMAT_LIMITS.autoId, optional: true },
    /** the person who made that edit (a person id: an account's uid, or a child profile's id) */
    editedBy: { kind: 'text', max: FORMAT_LIMITS.uid, optional: true },
    /** the person who made it */
    createdBy: { kind: 'text' },
    ...STAMPS,
  },
} as const satisfies CollectionSchema;

/**
 * One person's answer to an event (`{eventId}_{personId}`, idempotent): readable by the team's
 * members and guardians, so it holds nothing private. `startsAt` copies the event's start (kept
 * current by the event's edits) so that "my people's answers from now on" is one query.
 */
const eventAnswers = {
  name: 'eventAnswers',
  id: '{eventId}_{personId}',
  fields: {
    eventId: { kind: 'text' },
    teamId: { kind: 'text' },
    personId: { kind: 'text' },
    /** an odd stored status reads as the one that commits to nothing */
    status: { kind: 'text', values: ANSWER_STATUSES, readsAs: 'maybe' },
    /** the person who gave the answer: the member, their parent, or staff */
    answeredBy: { kind: 'text' },
    /** their first name as their profile has it (`by {first name}`); absent on older answers and for a nameless answerer */
    answeredByName: { kind: 'text', max: TEXT_LIMITS.name, optional: true },
    startsAt: { kind: 'instant' },
    updatedAt: STAMPS.updatedAt,
  },
} as const satisfies CollectionSchema;

/** An answer's reason and note: health and family matters, read by staff, the person and their parent only. */
const eventAnswerNotes = {
  name: 'eventAnswerNotes',
  id: '{eventId}_{personId}',
  fields: {
    eventId: { kind: 'text' },
    teamId: { kind: 'text' },
    personId: { kind: 'text' },
    reason: { kind: 'text', values: ['', ...ANSWER_REASONS] },
    note: { kind: 'text', max: EVENT_LIMITS.note },
    updatedAt: STAMPS.updatedAt,
  },
} as const satisfies CollectionSchema;

/** Who was there (`{eventId}`): taken by staff from the start on, in one write. */
const eventAttendance = {
  name: 'eventAttendance',
  id: '{eventId}',
  fields: {
    teamId: { kind: 'text' },
    /** person id → there or not */
    present: { kind: 'map' },
    takenBy: { kind: 'text' },
    takenAt: STAMPS.updatedAt,
  },
} as const satisfies CollectionSchema;

/**
 * A parent of a child member of a team (`{teamId}_{parentId}`) or club (`{clubId}_{parentId}`):
 * the document the rules read to let a guardian see the group (docs/architecture.md "Team life").
 */
const teamGuardians = {
  name: 'teamGuardians',
  id: '{teamId}_{parentId}',
  fields: { teamId: { kind: 'text' }, parentId: { kind: 'text' }, viaChildId: { kind: 'text' } },
} as const satisfies CollectionSchema;

const clubGuardians = {
  name: 'clubGuardians',
  id: '{clubId}_{parentId}',
  fields: { clubId: { kind: 'text' }, parentId: { kind: 'text' }, viaChildId: { kind: 'text' } },
} as const satisfies CollectionSchema;

/** the places a child's other guardians and pending invitations share: with the first guardian, 4 grown-ups */
export const GUARDIAN_PLACES = ['1', '2', '3'] as const;
export type GuardianPlace = (typeof GUARDIAN_PLACES)[number];
/** days an invitation to be a guardian stays open */
export const GUARDIAN_INVITE_DAYS = 14;

/**
 * An invitation to be a guardian of a child (docs/product.md "Guardians"), at the place it holds:
 * `{childId}_{place}`, written whole by a guardian of the child, read by the child's guardians and
 * by whoever signs in verified with the address. It names the inviter and the child as they were,
 * since the invited person reads neither profile. Accepting deletes it; declining marks it.
 */
const guardianInvites = {
  name: 'guardianInvites',
  id: '{childId}_{place}: the child and the guardian place (1-3) the invitation holds',
  fields: {
    childId: { kind: 'text', max: FORMAT_LIMITS.id },
    emailLower: { kind: 'text', max: TEXT_LIMITS.email },
    inviterId: { kind: 'text', max: FORMAT_LIMITS.id },
    inviterName: { kind: 'text', max: FULL_NAME_MAX },
    childName: { kind: 'text', max: FULL_NAME_MAX },
    childFirstName: { kind: 'text', max: TEXT_LIMITS.name },
    declined: { kind: 'flag' },
    /** when it lapses, on the server's clock at most GUARDIAN_INVITE_DAYS after it was sent */
    expiresAt: { kind: 'instant' },
    createdAt: STAMPS.createdAt,
  },
} as const satisfies CollectionSchema;

/**
 * A guardian's own pointer to a child they guard beside the first guardian (`{childId}_{guardianId}`):
 * what their list of children reads (row guardianships/mine), and the name the child's other
 * guardians see. It grants nothing: the child's profile says who guards it (`guardian1`-`guardian3`).
 */
const guardianships = {
  name: 'guardianships',
  id: '{childId}_{guardianId}',
  fields: {
    childId: { kind: 'text', max: FORMAT_LIMITS.id },
    guardianId: { kind: 'text', max: FORMAT_LIMITS.id },
    guardianName: { kind: 'text', max: FULL_NAME_MAX },
    createdAt: STAMPS.createdAt,
  },
} as const satisfies CollectionSchema;

/** a team's or a club's announcements (docs/team-life.md) */
export const GROUP_KINDS = ['team', 'club'] as const;
export const ANNOUNCEMENT_LIMITS = { message: 2000 } as const;

/**
 * A team's or club's announcement (docs/architecture.md "Team life"): posted whole by its staff,
 * never changed, deleted by its staff. It names its author as they were when posting.
 */
const announcements = {
  name: 'announcements',
  id: '{random}: an automatic id',
  fields: {
    groupKind: { kind: 'text', values: GROUP_KINDS },
    groupId: { kind: 'text' },
    message: { kind: 'text', max: ANNOUNCEMENT_LIMITS.message },
    authorId: { kind: 'text' },
    /** the author's first and last name when posting */
    authorName: { kind: 'text', max: FULL_NAME_MAX },
    postedAt: { kind: 'instant' },
  },
} as const satisfies CollectionSchema;

/**
 * One reader's mark on an announcement (`{announcementId}_{personId}`, idempotent): it copies the
 * announcement's group and time, so "my marks from then on" and "the marks of a group's
 * announcements from then on" are one query each.
 */
const announcementSeen = {
  name: 'announcementSeen',
  id: '{announcementId}_{personId}',
  fields: {
    announcementId: { kind: 'text' },
    groupKind: { kind: 'text', values: GROUP_KINDS },
    groupId: { kind: 'text' },
    personId: { kind: 'text' },
    postedAt: { kind: 'instant' },
    seenAt: STAMPS.updatedAt,
  },
} as const satisfies CollectionSchema;

// ---- notifications (docs/notifications.md "Documents") ---------------------------------------

/**
 * The limits of a person's notification documents: a Web Push subscription's endpoint (an https
 * URL) and keys as the browser gives them, and how many groups may be muted.
 */
export const NOTIFICATION_LIMITS = { endpoint: 1000, p256dh: 200, auth: 100, muted: 100 } as const;

/**
 * One device's Web Push subscription for one person: created and deleted by that person only,
 * never changed. The id joins the person and the first 32 hex digits of SHA-256 of the endpoint,
 * so a device's logout finds its own document without a query.
 */
const pushSubscriptions = {
  name: 'pushSubscriptions',
  id: '{personId}_{endpointHash}: the person id, `_`, 32 lowercase hex digits of SHA-256 of the endpoint',
  fields: {
    personId: { kind: 'text' },
    /** the push service's URL (https) */
    endpoint: { kind: 'text', max: NOTIFICATION_LIMITS.endpoint },
    p256dh: { kind: 'text', max: NOTIFICATION_LIMITS.p256dh },
    auth: { kind: 'text', max: NOTIFICATION_LIMITS.auth },
    createdAt: STAMPS.createdAt,
  },
} as const satisfies CollectionSchema;

/**
 * What a person wants to be told (written whole by that person; none stored means every kind on,
 * nothing muted, no quiet hours).
 */
const notificationSettings = {
  name: 'notificationSettings',
  id: '{personId}',
  fields: {
    /** `New events` */
    newEvents: { kind: 'flag' },
    /** `Changes and cancellations` */
    changes: { kind: 'flag' },
    /** `Answer reminders` */
    reminders: { kind: 'flag' },
    /** `Announcements` */
    announcements: { kind: 'flag' },
    /** the ids of the teams and clubs muted (`Mute`) */
    muted: { kind: 'text list', items: NOTIFICATION_LIMITS.muted, max: FORMAT_LIMITS.id },
    /** `Quiet hours` from and to, `HH:MM` on the person's clock, or both '' for none */
    quietFrom: { kind: 'text', max: FORMAT_LIMITS.clockTime },
    quietTo: { kind: 'text', max: FORMAT_LIMITS.clockTime },
    /** the IANA zone of the quiet hours (the device's when saved) */
    timeZone: { kind: 'text', max: TEXT_LIMITS.timeZone },
    updatedAt: STAMPS.updatedAt,
  },
} as const satisfies CollectionSchema;

/**
 * A person's calendar subscription feed (`/calendar/{token}.ics`): the token is the id, 32
 * lowercase hex digits drawn at random; `Reset link` deletes it and creates another.
 */
const calendarFeeds = {
  name: 'calendarFeeds',
  id: '{token}: 32 lowercase hex digits, drawn at random',
  fields: {
    personId: { kind: 'text' },
    createdAt: STAMPS.createdAt,
  },
} as const satisfies CollectionSchema;

/**
 * The mark a deleted club, team or child profile leaves (src/domain/writes/deleted-ids.ts): no
 * document is created at a marked id again. The rules judge it by hand (`deletedIds`).
 */
const deletedIds = {
  name: 'deletedIds',
  id: '{id}: the id of the deleted club, team or child profile',
  fields: {
    collection: { kind: 'text', values: ['clubs', 'teams', 'users'] },
  },
} as const satisfies CollectionSchema;

export const schema = {
  users,
  accounts,
  emails,
  clubs,
  teams,
  clubMemberships,
  teamMemberships,
  joinCodes,
  events,
  eventAnswers,
  eventAnswerNotes,
  eventAttendance,
  teamGuardians,
  clubGuardians,
  guardianInvites,
  guardianships,
  announcements,
  announcementSeen,
  pushSubscriptions,
  notificationSettings,
  calendarFeeds,
  deletedIds,
} as const;

export type Schema = typeof schema;
export type CollectionName = keyof Schema;
