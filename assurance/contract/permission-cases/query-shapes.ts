import { ANNOUNCEMENTS, NOTIFICATIONS } from './query-shapes-announcements';
import { CHILDREN_MEMBERSHIPS, GET_ONLY, GROUPS, MEMBERSHIPS, USERS } from './query-shapes-people';
import { RANGES_AND_ORDER, TEAM_LIFE } from './query-shapes-team-life';
import type { QueryShapeCase } from './query-shape-kit';

/** Every allowed and refused query shape (the rule-read limits of queries are in rule-read-limits.ts). */
export const SHAPE_CASES: readonly QueryShapeCase[] = [
  ...USERS,
  ...MEMBERSHIPS,
  ...CHILDREN_MEMBERSHIPS,
  ...GROUPS,
  ...GET_ONLY,
  ...RANGES_AND_ORDER,
  ...TEAM_LIFE,
  ...ANNOUNCEMENTS,
  ...NOTIFICATIONS,
];
