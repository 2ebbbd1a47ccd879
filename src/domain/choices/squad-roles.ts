/**
 * The squad roles an owner sets on a member (docs/product.md "Squads"), one row each: the
 * words the squad shows, and whether the role holds staff's powers (events, attendance, posting,
 * reasons, `Answer for`). The schema's allowed values, the squad's select, the staff checks of the
 * app and the functions read this table; firestore.rules' `isTeamStaff` lists the same staff roles
 * (squad-roles.test.ts holds them to it).
 */

export interface SquadRoleChoice {
  /** the words in the squad and its select ('' shows as `—`) */
  readonly label: string;
  /** the role holds staff's powers */
  readonly staff: boolean;
}

export const SQUAD_ROLE_CHOICES = {
  '': { label: '—', staff: false },
  Player: { label: 'Player', staff: false },
  Coach: { label: 'Coach', staff: true },
  Staff: { label: 'Staff', staff: true },
} as const satisfies Record<string, SquadRoleChoice>;

export type SquadRole = keyof typeof SQUAD_ROLE_CHOICES;

/** the roles, in the order the select offers them */
export const SQUAD_ROLES = Object.keys(SQUAD_ROLE_CHOICES) as SquadRole[];

/** the roles that hold staff's powers */
export const STAFF_ROLES = SQUAD_ROLES.filter((role) => SQUAD_ROLE_CHOICES[role].staff);

export const isSquadRole = (value: unknown): value is SquadRole => (SQUAD_ROLES as unknown[]).includes(value);

/** whether a stored squad role holds staff's powers */
export const isStaffRole = (value: unknown): boolean => isSquadRole(value) && SQUAD_ROLE_CHOICES[value].staff;

/** a stored squad role, '' for anything else */
export const squadRoleOf = (value: unknown): SquadRole => (isSquadRole(value) ? value : '');
