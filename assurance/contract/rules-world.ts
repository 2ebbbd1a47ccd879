import type { CollectionName, Schema } from '../../src/domain/schema/collections';
import type { SchemaRecord } from '../../src/domain/schema/schema-kit';
import type { DocData } from '../../src/backend/ports';

/**
 * The stored documents and the people that the permission table (permission-cases/) starts
 * from, as plain data: the local runner seeds them into Dexie, the emulator runner
 * (assurance/firebase/firestore-rules.emulator-suite.ts) writes the same documents with the rules off and signs the same
 * people in (uid, email, email_verified).
 */

export interface RulesUser {
  uid: string;
  email: string;
  emailVerified: boolean;
}

export const AT = '2024-01-01T00:00:00.000Z';
/** a later time, as a write's `updatedAt` */
export const LATER = '2024-06-01T12:00:00.000Z';
const verified = (uid: string, email: string): RulesUser => ({ uid, email, emailVerified: true });

export const parent = verified('parentP', 'pat@example.com');
export const kid = verified('kidK', 'kid@example.com');
export const dee = verified('deeD', 'Dee@Example.com');
export const owner = verified('ownerO', 'olga@example.com');
export const member = verified('memberM', 'max@example.com');
export const stranger = verified('strangerS', 'sam@example.com');
/** a child who registered and claimed the profile `childQ` that parentP made: their person id */
export const claimed = verified('claimedQ', 'quinn@example.com');
/** a member of team t1 whose squad role is Coach: the team's staff */
export const coach = verified('coachH', 'hal@example.com');
/** a parent whose child childG is on club c1 and team t1, linked as the child's guardian to both */
export const guardian = verified('guardianG', 'gus@example.com');
export const newbie: RulesUser = { uid: 'newbieU', email: 'new@example.com', emailVerified: false };
export const unverified = (user: RulesUser): RulesUser => ({ ...user, emailVerified: false });

/**
 * A stored document of the collection as its schema describes it (src/domain/schema): older data
 * may lack fields, but a fixture never holds a field the schema does not have. (Cases that write
 * such a field spell it out.)
 */
export type Stored<C extends CollectionName> = Partial<SchemaRecord<Schema[C]>>;

/**
 * WORLD's paths: each document as its collection's schema describes it; `other/…` is no
 * collection; `outbox/…` is the server's, described in docs/notifications.md, not in the schema.
 */
type StoredWorld = { [C in CollectionName as `${C}/${string}`]: Stored<C> } & {
  [path: `other/${string}` | `outbox/${string}`]: DocData;
};

export const profile = (
  uid: string,
  email: string,
  role: 'Parent' | 'Child',
  linkedParentId: string | null = null,
  firstName = uid,
): Stored<'users'> => ({
  uid,
  email,
  emailLower: email.toLowerCase(),
  role,
  linkedParentId,
  firstName,
  lastName: 'Test',
  dob: '2000-01-01',
  createdAt: AT,
  updatedAt: AT,
});
/** an unclaimed Child profile, as a parent adds it */
export const childProfile = (email: string, linkedParentId: string, firstName = 'Kid'): Stored<'users'> => ({
  ...profile('x', email, 'Child', linkedParentId, firstName),
  uid: null,
  parentName: 'Pat Test',
});
/** `accounts/{uid}`: the person the account is */
export const account = (personId: string): Stored<'accounts'> => ({ personId, createdAt: AT });
export const club = (ownerId: string, joinCode = 'X'): Stored<'clubs'> => ({
  name: 'Club',
  location: '',
  notes: '',
  ownerId,
  joinCode,
  createdAt: AT,
});
export const team = (ownerId: string, clubId: string | null, joinCode = 'X'): Stored<'teams'> => ({
  name: 'Team',
  ageGroup: 'U10',
  notes: '',
  clubId,
  ownerId,
  joinCode,
  createdAt: AT,
});
export const clubMember = (clubId: string, userId: string, role = 'member'): Stored<'clubMemberships'> => ({
  clubId,
  userId,
  role,
  createdAt: AT,
});
export const teamMember = (teamId: string, userId: string, role = 'member'): Stored<'teamMemberships'> => ({
  teamId,
  userId,
  role,
  createdAt: AT,
});

// ---- team life ------------------------------------------------------------------------------
// Rules compare event times with request.time, which is the server's clock on every engine (the
// local commit's `new Date()`, the emulator's own): so the fixtures' times lie far on either side
// of any day the table runs on, not at a time set per case.

/** a start far in the future: answers open, attendance not yet */
export const STARTS = new Date('2100-01-01T10:00:00.000Z');
/** a start long past: answers closed for members, attendance open */
export const STARTED = new Date('2024-01-01T10:00:00.000Z');
/** 90 minutes after `start` */
export const endOf = (start: Date) => new Date(start.getTime() + 90 * 60_000);

/** A whole, valid event of `teamId` (written whole), made by ownerO, starting at STARTS. */
export const event = (teamId: string, overrides: Stored<'events'> = {}): Stored<'events'> => ({
  teamId,
  type: 'training',
  title: 'Training',
  startsAt: STARTS,
  endsAt: endOf(STARTS),
  timeZone: 'Europe/London',
  meetTime: '',
  location: '',
  opponent: '',
  notes: '',
  defaultGoing: false,
  status: 'scheduled',
  cancelReason: '',
  seriesId: null,
  sequence: 0,
  createdBy: 'ownerO',
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});
/** `personId`'s answer to `eventId` of team t1 (starting at STARTS), given by themself unless overridden. */
export const answer = (
  eventId: string,
  personId: string,
  overrides: Stored<'eventAnswers'> = {},
): Stored<'eventAnswers'> => ({
  eventId,
  teamId: 't1',
  personId,
  status: 'going',
  answeredBy: personId,
  startsAt: STARTS,
  updatedAt: AT,
  ...overrides,
});
/** `personId`'s reason and note for `eventId` of team t1. */
export const answerNote = (
  eventId: string,
  personId: string,
  overrides: Stored<'eventAnswerNotes'> = {},
): Stored<'eventAnswerNotes'> => ({
  eventId,
  teamId: 't1',
  personId,
  reason: '',
  note: '',
  updatedAt: AT,
  ...overrides,
});
/** Who was there, taken by `takenBy`. */
export const attendance = (
  teamId: string,
  present: Record<string, boolean>,
  takenBy: string,
): Stored<'eventAttendance'> => ({ teamId, present, takenBy, takenAt: AT });
export const teamGuardian = (teamId: string, parentId: string, viaChildId: string): Stored<'teamGuardians'> => ({
  teamId,
  parentId,
  viaChildId,
});
export const clubGuardian = (clubId: string, parentId: string, viaChildId: string): Stored<'clubGuardians'> => ({
  clubId,
  parentId,
  viaChildId,
});

/** when the fixtures' announcements were posted (a mark copies it) */
export const POSTED = new Date('2024-03-01T09:00:00.000Z');
/** A whole, valid announcement of a team or club (written whole), by ownerO, posted at POSTED. */
export const announcement = (
  groupKind: 'team' | 'club',
  groupId: string,
  overrides: Stored<'announcements'> = {},
): Stored<'announcements'> => ({
  groupKind,
  groupId,
  message: 'Training moves to 18:00 on Thursday.',
  authorId: 'ownerO',
  authorName: 'Olga Test',
  postedAt: POSTED,
  ...overrides,
});
/** `personId`'s mark on `announcementId`, copying the group (team t1 unless overridden) and POSTED. */
export const seenMark = (
  announcementId: string,
  personId: string,
  overrides: Stored<'announcementSeen'> = {},
): Stored<'announcementSeen'> => ({
  announcementId,
  groupKind: 'team',
  groupId: 't1',
  personId,
  postedAt: POSTED,
  seenAt: AT,
  ...overrides,
});

// ---- notifications (docs/notifications.md "Documents") ---------------------------------------

/** the hash part of WORLD's subscription ids: 32 lowercase hex digits */
export const ENDPOINT_HASH = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
/** `personId`'s subscription id on a device whose endpoint hashes to `hash` */
export const subscriptionId = (personId: string, hash = ENDPOINT_HASH) => `${personId}_${hash}`;
/** A Web Push subscription of `personId`, keys of the lengths browsers give. */
export const pushSubscription = (
  personId: string,
  overrides: Stored<'pushSubscriptions'> = {},
): Stored<'pushSubscriptions'> => ({
  personId,
  endpoint: 'https://fcm.googleapis.com/fcm/send/dGhpcyBpcyBhIGRldmljZQ',
  p256dh: `B${'p'.repeat(86)}`,
  auth: 'a'.repeat(22),
  createdAt: AT,
  ...overrides,
});
/** Notification settings as the page saves them: the defaults unless overridden. */
export const notificationSettings = (
  overrides: Stored<'notificationSettings'> = {},
): Stored<'notificationSettings'> => ({
  newEvents: true,
  changes: true,
  reminders: true,
  announcements: true,
  muted: [],
  quietFrom: '',
  quietTo: '',
  timeZone: 'Europe/London',
  updatedAt: AT,
  ...overrides,
});
/** memberM's and childQ's calendar feed tokens */
export const FEED_M = '0123456789abcdef0123456789abcdef';
export const FEED_Q = 'fedcba9876543210fedcba9876543210';
export const calendarFeed = (personId: string): Stored<'calendarFeeds'> => ({ personId, createdAt: AT });
/** An outbox entry as the server writes it (the shape is docs/notifications.md's). */
export const OUTBOX_ENTRY: DocData = {
  kind: 'event-created',
  subject: { kind: 'event', id: 'e1', groupKind: 'team', groupId: 't1' },
  recipients: ['memberM', 'childQ', 'coachH', 'ownerO', 'guardianG'],
  title: 'Team: Training',
  body: 'Fri 1 Jan 10:00',
  url: '/events/e1',
  notBefore: AT,
  expiresAt: STARTS,
  createdAt: AT,
  results: {},
};

/** The name a person's memberships show: their profile's first and last name (firestore.rules fullNameOf). */
export const nameIn = (profile: DocData | undefined): string =>
  [profile?.firstName, profile?.lastName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');

const STORED = {
  // names as the cases' texts have them: a membership shows its member as their profile does
  'users/parentP': profile('parentP', 'pat@example.com', 'Parent', null, 'Pat'),
  'users/childC': childProfile('Kid@Example.com', 'parentP', 'Kim'),
  'users/childD': { uid: null, email: 'Dee@Example.com', role: 'Child', linkedParentId: 'parentP' },
  'users/memberM': profile('memberM', 'max@example.com', 'Child', null, 'Max'),
  'users/strangerS': profile('strangerS', 'sam@example.com', 'Parent', null, 'Sam'),
  'users/ownerO': profile('ownerO', 'olga@example.com', 'Parent', null, 'Olga'),
  // kid registered (their registration profile) but has not claimed childC yet
  'users/kidK': profile('kidK', 'kid@example.com', 'Parent'),
  // claimedQ claimed childQ: the profile kept its id and got their uid; the account points at it
  'users/childQ': { ...profile('claimedQ', 'quinn@example.com', 'Child', 'parentP', 'Quinn'), parentName: 'Pat Test' },
  'accounts/parentP': account('parentP'),
  'accounts/kidK': account('kidK'),
  'accounts/deeD': account('deeD'),
  'accounts/ownerO': account('ownerO'),
  'accounts/memberM': account('memberM'),
  'accounts/strangerS': account('strangerS'),
  'accounts/claimedQ': account('childQ'),
  // whether an address is taken: the holder's entry carries no id, a parent's names the child
  'emails/pat@example.com': { createdAt: AT },
  'emails/sam@example.com': { createdAt: AT },
  'emails/kid@example.com': { createdAt: AT, childId: 'childC' },
  'emails/quinn@example.com': { createdAt: AT, childId: 'childQ' },
  // each club and team holds its current join code (older test codes: not of the 10-character form)
  'clubs/c1': club('ownerO', 'CLUB01'),
  'clubs/c2': club('strangerS', 'OTHER1'),
  'teams/t1': team('ownerO', 'c1', 'TEAM01'),
  'teams/t2': team('ownerO', null, 'TEAM02'),
  // its entry is gone (older data): `Join code reservation missing`
  'teams/t3': team('ownerO', 'c1', 'TEAM03'),
  'clubMemberships/c1_ownerO': clubMember('c1', 'ownerO', 'owner'),
  'clubMemberships/c1_memberM': clubMember('c1', 'memberM'),
  'clubMemberships/c2_strangerS': clubMember('c2', 'strangerS', 'owner'),
  'teamMemberships/t1_ownerO': teamMember('t1', 'ownerO', 'owner'),
  'teamMemberships/t1_memberM': teamMember('t1', 'memberM'),
  'teamMemberships/t2_ownerO': teamMember('t2', 'ownerO', 'owner'),
  'teamMemberships/t3_ownerO': teamMember('t3', 'ownerO', 'owner'),
  // the parent put childQ on the club and a team before the claim: keyed by the person id
  'clubMemberships/c1_childQ': clubMember('c1', 'childQ'),
  'teamMemberships/t1_childQ': teamMember('t1', 'childQ'),
  'joinCodes/CLUB01': { reservedAt: AT, clubId: 'c1' },
  // a team's entry also names the team's club
  'joinCodes/TEAM01': { reservedAt: AT, teamId: 't1', clubId: 'c1' },
  'joinCodes/TEAM02': { reservedAt: AT, teamId: 't2', clubId: null },
  'joinCodes/TAKENKEY22': { reservedAt: AT, clubId: 'c2' },
  'joinCodes/OTHER1': { reservedAt: AT, clubId: 'c2' },
  'joinCodes/NOTYET': { reservedAt: AT },
  'other/x': { any: 1 },
  // team life: coachH is t1's Coach; guardianG's child childG is on c1 and t1, and the links
  // say so; events of t1: e1 (open), ePast (started), eClosed (answers closed), eCancelled
  'users/coachH': profile('coachH', 'hal@example.com', 'Parent', null, 'Hal'),
  'accounts/coachH': account('coachH'),
  'teamMemberships/t1_coachH': { ...teamMember('t1', 'coachH'), squadRole: 'Coach' },
  'users/guardianG': profile('guardianG', 'gus@example.com', 'Parent', null, 'Gus'),
  'accounts/guardianG': account('guardianG'),
  'users/childG': { ...childProfile('gabi@example.com', 'guardianG', 'Gabi'), parentName: 'Gus Test' },
  'clubMemberships/c1_childG': { ...clubMember('c1', 'childG'), parentId: 'guardianG', parentName: 'Gus' },
  'teamMemberships/t1_childG': { ...teamMember('t1', 'childG'), parentId: 'guardianG', parentName: 'Gus' },
  'teamGuardians/t1_guardianG': teamGuardian('t1', 'guardianG', 'childG'),
  'clubGuardians/c1_guardianG': clubGuardian('c1', 'guardianG', 'childG'),
  'events/e1': event('t1'),
  'events/ePast': event('t1', { title: 'Last season', startsAt: STARTED, endsAt: endOf(STARTED) }),
  'events/eClosed': event('t1', { title: 'Cup final', type: 'match', answerBy: STARTED }),
  'events/eCancelled': event('t1', { status: 'cancelled', cancelReason: 'Pitch frozen', sequence: 1 }),
  'eventAnswers/e1_memberM': answer('e1', 'memberM'),
  'eventAnswerNotes/e1_memberM': answerNote('e1', 'memberM', { note: 'Late by ten minutes' }),
  'eventAnswers/e1_childG': answer('e1', 'childG', { status: 'notGoing', answeredBy: 'guardianG' }),
  'eventAnswerNotes/e1_childG': answerNote('e1', 'childG', { reason: 'Illness', note: 'Flu' }),
  'eventAttendance/ePast': attendance('t1', { memberM: true, childG: false }, 'coachH'),
  // announcements by ownerO: a1 of team t1, ac1 of club c1; memberM and guardianG saw a1
  'announcements/a1': announcement('team', 't1'),
  'announcements/ac1': announcement('club', 'c1', { message: 'Club night on Friday.' }),
  'announcementSeen/a1_memberM': seenMark('a1', 'memberM'),
  'announcementSeen/a1_guardianG': seenMark('a1', 'guardianG'),
  // notifications: memberM and claimedQ (as childQ) each have a device, settings and a feed;
  // the outbox holds what the server told about e1
  // (ids spelled out: subscriptionId(personId), FEED_M, FEED_Q)
  'pushSubscriptions/memberM_0f1e2d3c4b5a69788796a5b4c3d2e1f0': pushSubscription('memberM'),
  'pushSubscriptions/childQ_0f1e2d3c4b5a69788796a5b4c3d2e1f0': pushSubscription('childQ'),
  'notificationSettings/memberM': notificationSettings(),
  'notificationSettings/childQ': notificationSettings({ quietFrom: '22:00', quietTo: '07:00' }),
  'calendarFeeds/0123456789abcdef0123456789abcdef': calendarFeed('memberM'),
  'calendarFeeds/fedcba9876543210fedcba9876543210': calendarFeed('childQ'),
  'outbox/event-created_e1': OUTBOX_ENTRY,
} satisfies StoredWorld;

/** Each stored membership shows its member as their profile names them, as the app writes it. */
function withMemberNames(docs: Record<string, DocData>): Record<string, DocData> {
  return Object.fromEntries(
    Object.entries(docs).map(([path, data]) =>
      /^(club|team)Memberships\//.test(path) && !('displayName' in data)
        ? [path, { ...data, displayName: nameIn(docs[`users/${String(data.userId)}`]) }]
        : [path, data],
    ),
  );
}

export const WORLD: Readonly<Record<string, DocData>> = withMemberNames(STORED);

/** `count` more clubs (`k1`…) owned by ownerO, each with one team (`kt1`…), with `userId` a member of both. */
export function clubsAndTeamsOf(userId: string, count: number): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  for (let i = 1; i <= count; i++) {
    docs[`clubs/k${i}`] = club('ownerO');
    docs[`clubMemberships/k${i}_${userId}`] = clubMember(`k${i}`, userId);
    docs[`teams/kt${i}`] = team('ownerO', `k${i}`);
    docs[`teamMemberships/kt${i}_${userId}`] = teamMember(`kt${i}`, userId);
  }
  return docs;
}

export const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
