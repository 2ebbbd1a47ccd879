import { SERVER_TIMESTAMP } from '../../../src/backend/ports';
import { club, clubMember, team, teamMember } from '../rules-world';
import { set, setMembership } from './case-kit';

/**
 * The batches the app sends to create a club or a team (features/groups/model/cascades.ts): the
 * group, its owner membership and its join code entry, reserved at the server's time. Ids of new
 * groups carry their creator's person id (`{personId}-{random}`).
 */

export const NOW = SERVER_TIMESTAMP;
export const CODE = 'NEWCLUB234';
export const TEAM_CODE = 'NEWTEAM234';

/** The batch the app sends to create a club (features/groups/model/cascades.ts). */
export const createClub = (id: string, ownerId: string, code = CODE) => [
  set(`clubs/${id}`, club(ownerId, code)),
  setMembership(`clubMemberships/${id}_${ownerId}`, clubMember(id, ownerId, 'owner')),
  set(`joinCodes/${code}`, { reservedAt: NOW, clubId: id }),
];
export const createTeam = (id: string, ownerId: string, clubId: string | null, code = TEAM_CODE) => [
  set(`teams/${id}`, team(ownerId, clubId, code)),
  setMembership(`teamMemberships/${id}_${ownerId}`, teamMember(id, ownerId, 'owner')),
  set(`joinCodes/${code}`, { reservedAt: NOW, teamId: id, clubId }),
];
