import type { DataPort, DocData } from '../../../src/backend/ports';
import type { Actor } from '../../../src/domain/groups/actor';
import type { OperationDeps } from '../../../src/domain/groups/create-group';

/** Tests only: clubs and teams stored as the app stores them, and people to act in them. */

export const AT = '2026-01-01T00:00:00.000Z';
export const coach: Actor = { uid: 'coachC', personId: 'coachC', displayName: 'Cara Coach' };
export const player: Actor = { uid: 'playerP', personId: 'playerP', displayName: 'Pat Player' };
/** a child who claimed the profile `kidP` their parent made */
export const kid: Actor = { uid: 'kidUid', personId: 'kidP', displayName: 'Kim Kid' };

export const membership = (
  key: 'clubId' | 'teamId',
  groupId: string,
  userId: string,
  role = 'member',
  extra: DocData = {},
): DocData => ({
  [key]: groupId,
  userId,
  role,
  displayName: `Name ${userId}`,
  groupName: '',
  squadRole: '',
  createdAt: AT,
  updatedAt: AT,
  ...extra,
});

export const clubDoc = (ownerId: string, joinCode: string, name = 'Lions'): DocData => ({
  name,
  location: 'Leeds',
  notes: '',
  ownerId,
  joinCode,
  createdAt: AT,
  updatedAt: AT,
});
export const teamDoc = (ownerId: string, clubId: string | null, joinCode: string, name = 'Team'): DocData => ({
  name,
  ageGroup: 'U10',
  notes: '',
  clubId,
  ownerId,
  joinCode,
  createdAt: AT,
  updatedAt: AT,
});

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The code of the `i`-th team, well-formed: TEAMKEYXAB, TEAMKEYXAC, … */
export const teamCode = (i: number) => `TEAMKEYX${ALPHABET[Math.floor(i / 32) % 32]}${ALPHABET[i % 32]}`;
export const CLUB_CODE = 'CLUBKEY234';

/** `actor`'s profile, naming them as their memberships do (firestore.rules isNamedByProfiles). */
export function profileOf(actor: Actor, extra: DocData = {}): Record<string, DocData> {
  const [firstName = '', ...rest] = actor.displayName.split(' ');
  return {
    [`users/${actor.personId}`]: {
      uid: actor.uid,
      role: 'Parent',
      firstName,
      lastName: rest.join(' '),
      createdAt: AT,
      ...extra,
    },
  };
}

/** The profiles of the people above. */
export const PEOPLE: Record<string, DocData> = { ...profileOf(coach), ...profileOf(player), ...profileOf(kid) };

/** The coach's club `coachC-K1` (code CLUBKEY234) with `teamCount` teams `coachC-T{i}` and `members` besides the coach on the club. */
export function coachClub(teamCount: number, members: string[] = []): Record<string, DocData> {
  const docs: Record<string, DocData> = {
    'clubs/coachC-K1': clubDoc('coachC', CLUB_CODE),
    [`joinCodes/${CLUB_CODE}`]: { reservedAt: new Date(AT), clubId: 'coachC-K1' },
    'clubMemberships/coachC-K1_coachC': membership('clubId', 'coachC-K1', 'coachC', 'owner'),
    ...PEOPLE,
  };
  for (const userId of members) docs[`clubMemberships/coachC-K1_${userId}`] = membership('clubId', 'coachC-K1', userId);
  for (let i = 1; i <= teamCount; i++) {
    docs[`teams/coachC-T${i}`] = teamDoc('coachC', 'coachC-K1', teamCode(i), `Team ${i}`);
    docs[`joinCodes/${teamCode(i)}`] = { reservedAt: new Date(AT), teamId: `coachC-T${i}`, clubId: 'coachC-K1' };
    docs[`teamMemberships/coachC-T${i}_coachC`] = membership('teamId', `coachC-T${i}`, 'coachC', 'owner');
  }
  return docs;
}

/** The operations' dependencies, collecting what they report. */
export function depsFor(data: DataPort, actor: Actor): OperationDeps & { reported: string[] } {
  const reported: string[] = [];
  return { data, actor, report: (message) => reported.push(message), reported };
}
