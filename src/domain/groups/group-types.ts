/**
 * Clubs, teams and their squads (docs/product.md §3, docs/product.md): the shapes shared by the data layer
 * (`groups/model`, `groups/hooks`) and the screens. Every id naming a person (`ownerId`, a
 * membership's `userId`) is a person id (docs/architecture.md, "People and identity").
 */

import type { GroupColour } from '../schema/collections';

export type { GroupColour };
export type GroupKind = 'club' | 'team';
export type MemberRole = 'owner' | 'member';
/** set by owners, seen by every member; '' shows as `—` */
export { SQUAD_ROLES, type SquadRole } from '../choices/squad-roles';
import type { SquadRole } from '../choices/squad-roles';

export const groupCollections = {
  club: { groups: 'clubs', memberships: 'clubMemberships', key: 'clubId' },
  team: { groups: 'teams', memberships: 'teamMemberships', key: 'teamId' },
} as const;
export const joinCodesCollection = 'joinCodes';

export interface ClubFields {
  name: string;
  location: string;
  notes: string;
  /** the crest's colour (`Colour`); absent on a save that leaves it as it is */
  colour?: GroupColour;
}

export interface TeamFields {
  name: string;
  ageGroup: string;
  notes: string;
  /** null: `No club` */
  clubId: string | null;
  /** the team's IANA time zone (`Time zone`); absent on a save that leaves it, and on older teams */
  timeZone?: string;
  /** the crest's colour (`Colour`); absent on a save that leaves it as it is */
  colour?: GroupColour;
}

interface GroupMeta {
  id: string;
  ownerId: string;
  joinCode: string;
  createdAt: string;
  updatedAt: string;
  /** a write to it has not reached the server yet */
  pending: boolean;
}

export type Club = ClubFields & GroupMeta & { colour: GroupColour };
export type Team = TeamFields & GroupMeta & { colour: GroupColour };

/** One row of the manage overview and the dashboard counts: a club or team the user is in. */
export interface MyGroup {
  kind: GroupKind;
  id: string;
  name: string;
  role: MemberRole;
  location?: string;
  notes?: string;
  ageGroup?: string;
  /** a team's club, by the name its membership carries */
  clubName?: string;
  /** the crest's colour, once the group's document is on the device */
  colour: GroupColour;
  pending: boolean;
  /**
   * only my children are on it (not I): their first names, in the family's order
   * (src/domain/groups/family-groups.ts); `role` is then theirs, none of mine
   */
  childNames?: readonly string[];
}

/** One row of a squad (`Members` on a club or team page). */
export interface Member {
  personId: string;
  /** first and last name as the membership carries it, '' when none (shown as `Unnamed`) */
  displayName: string;
  role: MemberRole;
  squadRole: SquadRole;
  /** on a child's membership: the parent who joined them, and their first name ('' when unknown) */
  parentId: string | null;
  parentName: string;
  /** ISO time the membership was made: staff first, then the member who joined first, take over an owner who leaves */
  joinedAt: string;
  pending: boolean;
}

/** What an operation answers: a spec text on failure, and the field it concerns where there is one. */
export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; error: string; field?: string };
