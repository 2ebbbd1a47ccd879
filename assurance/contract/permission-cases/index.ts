import { type CollectionName, schema } from '../../../src/domain/schema/collections';
import { ANNOUNCEMENT_MARK_AREAS } from './announcement-marks';
import { ANNOUNCEMENT_AREAS } from './announcements';
import { ANSWER_NOTE_AREAS } from './answer-notes';
import { ATTACKER_FAMILY_AREAS } from './attacker-family';
import { ATTACKER_FIELD_AREAS } from './attacker-fields';
import { ATTACKER_ID_AREAS } from './attacker-ids';
import { ATTACKER_ROLE_AREAS } from './attacker-roles';
import { ATTENDANCE_AREAS } from './attendance';
import { CHILD_GUARDIAN_AREAS } from './child-guardians';
import { EVENT_ANSWER_AREAS } from './event-answers';
import { EVENT_AREAS } from './events';
import { type Case, serverAnswered } from './case-kit';
import { FIELD_KIND_AREAS } from './field-kinds';
import { GROUP_DELETE_AREAS } from './group-deletes';
import { GROUP_AREAS } from './groups';
import { GUARDIAN_AREAS } from './guardians';
import { HANDOVER_AREAS } from './handover';
import { IDENTITY_AREAS } from './identity';
import { JOIN_CODE_AREAS } from './join-codes';
import { LEAVING_PITCHSIDE_AREAS } from './leaving-pitchside';
import { MEMBERSHIP_AREAS } from './memberships';
import { NEW_JOIN_CODE_AREAS } from './new-join-code';
import { NOTIFICATION_AREAS } from './notifications';
import { PARENT_MEMBERSHIP_AREAS } from './parent-memberships';
import type { QueryShapeCase } from './query-shape-kit';
import { SHAPE_CASES } from './query-shapes';
import { BATCH_READ_LIMIT_CASES, QUERY_READ_LIMIT_CASES } from './rule-read-limits';
import { TEAM_LIFE_AREAS } from './team-life';
import { USER_AREAS } from './users';

/**
 * The one table of permission cases: every collection's gets and writes, the allowed
 * and refused query shapes, and the rule-read limits, each a case of who does what on which data
 * and whether the rules allow it. The local backend runs it in `npm test`, evaluating
 * firestore.rules (src/backend/local/local-rules-cases.test.ts); a Firestore emulator runs it
 * against the same file in `npm run test:rules` (assurance/firebase/firestore-rules.emulator-suite.ts).
 */

/** Every stored collection: the table holds an allowed and a refused read and write of each (local-rules-cases.test.ts). */
export const TABLE_COLLECTIONS = Object.keys(schema) as CollectionName[];

/** What the rules allow nobody, by design, so that no case can show it allowed. */
export const COVERAGE_EXCEPTIONS: Partial<Record<CollectionName, readonly string[]>> = {
  // `allow read: if false`: a deleted id's mark is for the rules alone
  deletedIds: ['read allowed'],
};

export interface PermissionCase extends Case {
  /** the collection area and topic, e.g. `users: reads` */
  area: string;
}

/** Every query case, shapes and read limits, for the local checks of the row each names. */
export const QUERY_SHAPE_CASES: readonly QueryShapeCase[] = [...SHAPE_CASES, ...QUERY_READ_LIMIT_CASES];

const asQueryCase = (each: QueryShapeCase): Case => ({
  name: each.name,
  as: each.as,
  run: (data) => data.query(each.query).then(serverAnswered),
  allowed: each.allowedBy !== null,
  extra: each.extra,
  readLimit: each.readLimit,
  stricter: each.stricter,
});

const inArea = (areas: Record<string, readonly Case[]>): PermissionCase[] =>
  Object.entries(areas).flatMap(([area, cases]) => cases.map((each) => ({ ...each, area })));

export const PERMISSION_CASES: readonly PermissionCase[] = [
  ...inArea(USER_AREAS),
  ...inArea(IDENTITY_AREAS),
  ...inArea(GROUP_AREAS),
  ...inArea(HANDOVER_AREAS),
  ...inArea(JOIN_CODE_AREAS),
  ...inArea(NEW_JOIN_CODE_AREAS),
  ...inArea(MEMBERSHIP_AREAS),
  ...inArea(PARENT_MEMBERSHIP_AREAS),
  ...inArea(FIELD_KIND_AREAS),
  ...inArea(EVENT_AREAS),
  ...inArea(EVENT_ANSWER_AREAS),
  ...inArea(ANSWER_NOTE_AREAS),
  ...inArea(ATTENDANCE_AREAS),
  ...inArea(TEAM_LIFE_AREAS),
  ...inArea(GUARDIAN_AREAS),
  ...inArea(CHILD_GUARDIAN_AREAS),
  ...inArea(ANNOUNCEMENT_AREAS),
  ...inArea(ANNOUNCEMENT_MARK_AREAS),
  ...inArea(GROUP_DELETE_AREAS),
  ...inArea(NOTIFICATION_AREAS),
  // the attacker's suite (docs/SECURITY.md): areas named `attacker: …`
  ...inArea(ATTACKER_ROLE_AREAS),
  ...inArea(ATTACKER_FAMILY_AREAS),
  ...inArea(ATTACKER_ID_AREAS),
  ...inArea(ATTACKER_FIELD_AREAS),
  ...inArea(LEAVING_PITCHSIDE_AREAS),
  ...inArea({ 'query shapes': SHAPE_CASES.map(asQueryCase) }),
  ...inArea({
    'rule-read limits: queries': QUERY_READ_LIMIT_CASES.map(asQueryCase),
    'rule-read limits: batches': BATCH_READ_LIMIT_CASES,
  }),
];
