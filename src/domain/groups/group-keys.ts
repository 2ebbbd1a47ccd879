import type { GroupKind } from './group-types';

/** Every React Query key of clubs, teams, squads and join codes, in one place (house rule 3). */
export const groupKeys = {
  all: ['groups'] as const,
  /** one's own memberships of a kind (`{kind}Memberships where userId == me`) */
  myMemberships: (kind: GroupKind, personId: string) => ['groups', 'my-memberships', kind, personId] as const,
  /** the club or team documents of these ids, sorted */
  docs: (kind: GroupKind, ids: readonly string[]) => ['groups', 'docs', kind, ...ids] as const,
  group: (kind: GroupKind, id: string) => ['groups', 'group', kind, id] as const,
  members: (kind: GroupKind, id: string) => ['groups', 'members', kind, id] as const,
  /** a club's teams (`teams where clubId == id`), as its members see them on its page */
  clubTeams: (clubId: string) => ['groups', 'club-teams', clubId] as const,
  joinCodeEntry: (code: string) => ['groups', 'join-code', code] as const,
};
