import type { CollectionName } from './collections';
import type { Belonging } from './schema-kit';

/**
 * What each collection's documents belong to (docs/architecture.md "What belongs to what"): the
 * documents they name, by the field that holds the id (or `id`), and `outlives` where a document
 * stays when that one goes (why in a comment beside it). A collection that goes with nothing is a
 * `root`. Every collection of the schema has its entry (the type checker asks for it). It sits
 * beside the schema, not in it, so that the app's first screen does not load it: only a delete
 * reads it (src/domain/writes/find-parts.ts).
 */
export interface CollectionBelongings {
  readonly belongsTo: readonly Belonging[];
  /** nothing it names deletes it */
  readonly root?: true;
}

export const BELONGS_TO = {
  users: {
    belongsTo: [],
    /** a root: a person: a registered adult, kept for life, or a child profile their parent removes by hand */
    root: true,
  },
  accounts: {
    belongsTo: [{ to: 'users', by: 'personId' }],
  },
  emails: {
    /** a parent's entry goes with the child profile it names; the holder's own names nobody */
    belongsTo: [{ to: 'users', by: 'childId' }],
  },
  clubs: {
    belongsTo: [],
    /** a root: made by anyone signed in; its owner deletes it by hand */
    root: true,
  },
  teams: {
    belongsTo: [
      // outlives: a club with teams cannot be deleted: `Cannot delete club with teams`
      { to: 'clubs', by: 'clubId', outlives: true },
    ],
    /** a root: made by anyone signed in; its owner deletes it by hand */
    root: true,
  },
  clubMemberships: {
    belongsTo: [
      { to: 'clubs', by: 'clubId' },
      { to: 'users', by: 'userId' },
    ],
  },
  teamMemberships: {
    belongsTo: [
      { to: 'teams', by: 'teamId' },
      { to: 'users', by: 'userId' },
    ],
  },
  joinCodes: {
    belongsTo: [],
    /** a root: a code is never taken again, so a retired entry stays for ever; a group's current entry goes with the group, found by its `joinCode` */
    root: true,
  },
  events: {
    belongsTo: [{ to: 'teams', by: 'teamId' }],
  },
  eventAnswers: {
    belongsTo: [
      { to: 'events', by: 'eventId' },
      // outlives: a removed child's answers stay in their events' history
      { to: 'users', by: 'personId', outlives: true },
    ],
  },
  eventAnswerNotes: {
    belongsTo: [
      { to: 'events', by: 'eventId' },
      { to: 'users', by: 'personId' },
    ],
  },
  eventAttendance: {
    belongsTo: [{ to: 'events', by: 'id' }],
  },
  teamGuardians: {
    belongsTo: [
      { to: 'teams', by: 'teamId' },
      { to: 'users', by: 'parentId' },
      { to: 'users', by: 'viaChildId' },
    ],
  },
  clubGuardians: {
    belongsTo: [
      { to: 'clubs', by: 'clubId' },
      { to: 'users', by: 'parentId' },
      { to: 'users', by: 'viaChildId' },
    ],
  },
  guardianInvites: {
    belongsTo: [
      { to: 'users', by: 'childId' },
      // outlives: an invitation stays open when its sender stops being a guardian; the child's guardians cancel it
      { to: 'users', by: 'inviterId', outlives: true },
    ],
  },
  guardianships: {
    belongsTo: [
      { to: 'users', by: 'childId' },
      { to: 'users', by: 'guardianId' },
    ],
  },
  announcements: {
    belongsTo: [
      { to: 'teams', by: 'groupId', when: { field: 'groupKind', value: 'team' } },
      { to: 'clubs', by: 'groupId', when: { field: 'groupKind', value: 'club' } },
      // outlives: an announcement stays when its author leaves
      { to: 'users', by: 'authorId', outlives: true },
    ],
  },
  announcementSeen: {
    belongsTo: [
      { to: 'announcements', by: 'announcementId' },
      // outlives: a reader's mark stays in the announcement's count
      { to: 'users', by: 'personId', outlives: true },
    ],
  },
  pushSubscriptions: {
    belongsTo: [{ to: 'users', by: 'personId' }],
  },
  notificationSettings: {
    belongsTo: [{ to: 'users', by: 'id' }],
  },
  calendarFeeds: {
    belongsTo: [{ to: 'users', by: 'personId' }],
  },
  deletedIds: {
    belongsTo: [],
    /** a root: the mark a deleted club, team or child profile leaves, kept for ever so that no document is made at its id again */
    root: true,
  },
} as const satisfies { readonly [C in CollectionName]: CollectionBelongings };

export type BelongsTo = typeof BELONGS_TO;
