import type { Doc, DocData } from '../../backend/ports';
import type { GroupKind } from '../groups/group-types';
import { type Schema, schema } from '../schema/collections';
import { type ReadFields, readFields } from '../schema/read-fields';
import type { SchemaRecord } from '../schema/schema-kit';

/**
 * Announcements and the marks of who has seen them (docs/team-life.md "Announcements"): the
 * collections, their ids, the stored records and what the screens make of them. Older or partial
 * documents read with defaults, never as errors.
 */
export const announcementCollections = {
  announcements: 'announcements',
  seen: 'announcementSeen',
} as const;

/** one mark per announcement and reader: writing it twice is harmless */
export const seenMarkId = (announcementId: string, personId: string): string => `${announcementId}_${personId}`;

export interface AnnouncementRecord extends DocData, SchemaRecord<Schema['announcements']> {}
export interface SeenMarkRecord extends DocData, SchemaRecord<Schema['announcementSeen']> {}

/** a team or club, by kind and id */
export interface GroupRef {
  kind: GroupKind;
  id: string;
}

export interface Announcement {
  id: string;
  group: GroupRef;
  message: string;
  authorId: string;
  /** `first last` when it was posted, '' when none */
  authorName: string;
  postedAt: Date;
  pending: boolean;
}

/** What a mark copies of its announcement, for the queries: the screens read only who saw which. */
const COPIED_FIELDS = ['groupKind', 'groupId', 'postedAt', 'seenAt'] as const;

export type SeenMark = Omit<ReadFields<Schema['announcementSeen']>, (typeof COPIED_FIELDS)[number]>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toAnnouncement(doc: Doc<DocData>): Announcement {
  const data = doc.data;
  return {
    id: doc.id,
    group: { kind: data.groupKind === 'club' ? 'club' : 'team', id: text(data.groupId) },
    message: text(data.message),
    authorId: text(data.authorId),
    authorName: text(data.authorName),
    postedAt: data.postedAt instanceof Date ? data.postedAt : new Date(0),
    pending: doc.pending,
  };
}

export function toSeenMark(doc: Doc<DocData>): SeenMark {
  return readFields(schema.announcementSeen, doc.data, COPIED_FIELDS);
}

/** newest first; ties by id, so the order never flickers */
export const byNewest = (a: Announcement, b: Announcement): number =>
  b.postedAt.getTime() - a.postedAt.getTime() || a.id.localeCompare(b.id);
