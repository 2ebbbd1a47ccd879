/**
 * Clubs and teams, and the membership documents that say who is in them. A membership's id is
 * `{groupId}_{userId}`, so a rule can test membership with one read by path.
 */

export type GroupKind = 'club' | 'team';

export const GROUPS = {
  club: { collection: 'clubs', memberships: 'clubMemberships', key: 'clubId' },
  team: { collection: 'teams', memberships: 'teamMemberships', key: 'teamId' },
} as const;

export const MEMBERSHIP_KIND: Readonly<Record<string, GroupKind | undefined>> = {
  clubMemberships: 'club',
  teamMemberships: 'team',
};

export const GROUP_KIND: Readonly<Record<string, GroupKind | undefined>> = { clubs: 'club', teams: 'team' };

export function membershipId(groupId: string, userId: string): string {
  return `${groupId}_${userId}`;
}

/**
 * The group and user a membership id names, cut at the FIRST `_`, exactly as firestore.rules
 * cuts it (`membershipId.split('_')[0]`; the rest is the user), so both backends agree on
 * ids whose user id holds a `_`. Null when there is no `_`.
 */
export function splitMembershipId(id: string): { groupId: string; userId: string } | null {
  const cut = id.indexOf('_');
  return cut < 0 ? null : { groupId: id.slice(0, cut), userId: id.slice(cut + 1) };
}
