import type { QueryResult } from '../../backend/ports';
import { groupIdOf, type MembershipRecord } from './group-records';
import type { GroupKind } from './group-types';
import type { ReadState } from '../read-state';
import { toReadState } from '../read-state';
import { useMyMemberships } from './my-memberships-query';

const idsOf = (kind: GroupKind) => (result: QueryResult<MembershipRecord>) =>
  result.docs.map((doc) => groupIdOf(kind, doc.data));

/**
 * The ids of one's clubs and teams, live, from one's memberships alone: what the dashboard's
 * cards count ("3 teams"). Unlike useMyGroups it reads no club or team document, so it costs
 * the two membership queries however many groups one is in (docs/PERFORMANCE.md, "Reads that
 * grow with the data"); it shares their cache entries with useMyGroups.
 */
export function useMyGroupCounts(): { clubs: ReadState<string[]>; teams: ReadState<string[]> } {
  const clubs = useMyMemberships('club');
  const teams = useMyMemberships('team');
  return { clubs: toReadState(clubs, idsOf('club')), teams: toReadState(teams, idsOf('team')) };
}
