import type { SquadRole } from '../../../src/domain/choices/squad-roles';
/**
 * What the pure decisions of the server part read and write (docs/notifications.md). The
 * handlers turn stored documents into these shapes; nothing here knows Firestore.
 */

/** The kinds a person can turn off, one checkbox each on the `Notifications` page. */
export type { NoticeKind } from '../../../src/domain/choices/notice-kinds';

/** An event as the decisions need it: its stored fields, times as instants. */
export interface EventState {
  id: string;
  teamId: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** the team's IANA zone when the event was saved: the wall clock notices are written in */
  timeZone: string;
  location: string;
  status: 'scheduled' | 'cancelled';
  cancelReason: string;
  answerBy: Date | null;
  defaultGoing: boolean;
  seriesId: string | null;
  sequence: number;
  /** the id every event one edit wrote carries (docs/notifications.md "Documents"); null on a create */
  editId: string | null;
  /** who made that edit; null on a create and on an older document */
  editedBy: string | null;
  /** when it was made; null when unknown (an older document) */
  createdAt: Date | null;
  /** the person who made it */
  createdBy: string;
}

/** A membership of a team or club as the decisions need it. */
export interface SquadMember {
  personId: string;
  /** on a child's membership, the parent who joined them */
  parentId: string | null;
  role: 'owner' | 'member';
  squadRole: SquadRole;
}

/** What one person is told about: the people it concerns for them (themselves, their children). */
export type Concerns = ReadonlyMap<string, readonly string[]>;
