import type { Doc, DocData } from '../../../backend/ports';
import type { Club, GroupKind, Member, MemberRole, SquadRole, Team } from './group-types';
import { SQUAD_ROLES } from './group-types';

/**
 * The stored documents of clubs, teams, memberships and join code entries (SPEC §3 with the
 * fields UX-CONTRACT adds), and what the screens make of them. Older or partial documents
 * read with defaults, never as errors.
 */

export interface ClubRecord extends DocData {
  name: string;
  location: string;
  notes: string;
  ownerId: string;
  joinCode: string;
  createdAt: string;
  updatedAt: string;
}

export interface TeamRecord extends DocData {
  name: string;
  ageGroup: string;
  notes: string;
  clubId: string | null;
  ownerId: string;
  joinCode: string;
  createdAt: string;
  updatedAt: string;
}

/** `clubMemberships/{clubId}_{personId}` or `teamMemberships/{teamId}_{personId}`. */
export interface MembershipRecord extends DocData {
  clubId?: string;
  teamId?: string;
  userId: string;
  role: MemberRole;
  /** the member's first and last name, '' when none: squads show it without opening profiles */
  displayName: string;
  /** the club's or team's name, kept current by its owner (a parent sees a child's groups) */
  groupName: string;
  squadRole: SquadRole;
  /** the code a member joined with: the rules admit a joiner only through the group's current code */
  joinCode?: string;
  createdAt: string;
  updatedAt: string;
}

/** `joinCodes/{code}`: reserved at the server's clock, bound at once; a team's also names its club. */
export interface JoinCodeRecord extends DocData {
  reservedAt: unknown;
  clubId?: string | null;
  teamId?: string;
  /** the group's name, kept current by its owner, so that whoever joins can put it on the membership */
  name?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const time = (value: unknown): string => (typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : '');

export function toClub(doc: Doc<DocData>): Club {
  const data = doc.data;
  return {
    id: doc.id,
    name: text(data.name),
    location: text(data.location),
    notes: text(data.notes),
    ownerId: text(data.ownerId),
    joinCode: text(data.joinCode),
    createdAt: time(data.createdAt),
    updatedAt: time(data.updatedAt),
    pending: doc.pending,
  };
}

export function toTeam(doc: Doc<DocData>): Team {
  const data = doc.data;
  return {
    id: doc.id,
    name: text(data.name),
    ageGroup: text(data.ageGroup),
    notes: text(data.notes),
    clubId: typeof data.clubId === 'string' && data.clubId ? data.clubId : null,
    ownerId: text(data.ownerId),
    joinCode: text(data.joinCode),
    createdAt: time(data.createdAt),
    updatedAt: time(data.updatedAt),
    pending: doc.pending,
  };
}

export const roleOf = (data: DocData): MemberRole => (data.role === 'owner' ? 'owner' : 'member');

const squadRoleOf = (value: unknown): SquadRole => (SQUAD_ROLES.includes(value as SquadRole) ? (value as SquadRole) : '');

export function toMember(doc: Doc<DocData>): Member {
  return {
    personId: text(doc.data.userId),
    displayName: text(doc.data.displayName).trim(),
    role: roleOf(doc.data),
    squadRole: squadRoleOf(doc.data.squadRole),
    joinedAt: time(doc.data.createdAt),
    pending: doc.pending,
  };
}

/** The group a membership document names. */
export function groupIdOf(kind: GroupKind, data: DocData): string {
  return text(kind === 'club' ? data.clubId : data.teamId);
}

/** What a membership carries as the member's name: first and last name, else ''. */
export function displayNameOf(profile: { firstName?: unknown; lastName?: unknown } | null | undefined): string {
  return [text(profile?.firstName).trim(), text(profile?.lastName).trim()].filter(Boolean).join(' ');
}

/** A join code entry is bound once it names a club or a team; one with neither is `Code not active yet`. */
export function entryTarget(entry: DocData): { kind: GroupKind; id: string; clubId: string | null; name: string } | null {
  const name = typeof entry.name === 'string' ? entry.name : '';
  if (typeof entry.teamId === 'string' && entry.teamId) {
    return { kind: 'team', id: entry.teamId, clubId: typeof entry.clubId === 'string' && entry.clubId ? entry.clubId : null, name };
  }
  if (typeof entry.clubId === 'string' && entry.clubId) return { kind: 'club', id: entry.clubId, clubId: entry.clubId, name };
  return null;
}
