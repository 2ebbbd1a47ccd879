import type { DocData } from '../../ports';
import { AT, member, seenMark, stranger } from '../rules-world';
import { allow, batch, type Case, deny, set } from './case-kit';
import { joins } from './memberships';

/**
 * More of the marks on announcements (firestore.rules isMySeenMark; announcements.ts holds the
 * rest): who the marker is and whether they read the group are judged as the database is before
 * the batch, as for every other read. The membership a batch adds does not yet make its holder a
 * reader, and the account pointer a batch writes does not yet say who its holder is.
 */

/** `personId`'s mark on an announcement (of team t1 unless overridden), as the app writes it */
const marks = (announcementId: string, personId: string, overrides: DocData = {}) =>
  set(`announcementSeen/${announcementId}_${personId}`, { ...seenMark(announcementId, personId), ...overrides });

const MARKS_AND_THE_BATCH: Case[] = [
  deny(
    'a newcomer joins the team with its code and marks its announcement seen in the same batch',
    stranger,
    batch(joins('team', 't1', 'strangerS', 'TEAM01'), marks('a1', 'strangerS')),
  ),
  deny(
    'a newcomer joins the club with its code and marks its announcement seen in the same batch',
    stranger,
    batch(joins('club', 'c1', 'strangerS', 'CLUB01'), marks('ac1', 'strangerS', { groupKind: 'club', groupId: 'c1' })),
  ),
  // no pointer before the batch: the member is their uid, so the author (ownerO) is someone else
  allow(
    'a member with no account pointer (older data) writes it and marks an announcement seen, in one batch',
    member,
    batch(set('accounts/memberM', { personId: 'memberM', createdAt: AT }), marks('a1', 'memberM')),
    { 'accounts/memberM': null },
  ),
];

export const MORE_ANNOUNCEMENT_AREAS = {
  'announcement marks: judged before the batch': MARKS_AND_THE_BATCH,
};
