import type { Doc, DocData } from '../../backend/ports';
import { GROUP_COLOURS, type GroupColour, type Schema, schema } from '../schema/collections';
import { readFields } from '../schema/read-fields';
import type { SchemaRecord } from '../schema/schema-kit';
import type { Club, GroupKind, Member, MemberRole, Team } from './group-types';
import { squadRoleOf } from '../choices/squad-roles';

/**
 * The stored documents of clubs, teams, memberships and join code entries, as the schema
 * describes them (src/domain/schema/collections.ts: docs/product.md §3 with the fields docs/product.md adds),
 * and what the screens make of them. Older or partial documents read with defaults, never as
 * errors.
 */

export interface ClubRecord extends DocData, SchemaRecord<Schema['clubs']> {}

export interface TeamRecord extends DocData, SchemaRecord<Schema['teams']> {}

/**
 * `clubMemberships/{clubId}_{personId}` or `teamMemberships/{teamId}_{personId}`: the fields
 * both hold, with the group's id under its collection's key.
 */
export interface MembershipRecord extends DocData, Omit<SchemaRecord<Schema['clubMemberships']>, 'clubId' | 'role'> {
  clubId?: string;
  teamId?: string;
  role: MemberRole;
}

/** `joinCodes/{code}`: reserved at the server's clock, bound at once; a team's also names its club. */
export interface JoinCodeRecord extends DocData, SchemaRecord<Schema['joinCodes']> {}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored colour as the crest shows it: one of GROUP_COLOURS, the first for '' or anything else. */
export function colourOf(value: unknown): GroupColour {
  return GROUP_COLOURS.includes(value as GroupColour) ? (value as GroupColour) : GROUP_COLOURS[0];
}
const time = (value: unknown): string =>
  typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : '';

/**
 * When a member joined, as the order of succession ranks it (cascades-exit.ts ownerCandidates):
 * the server's `joinedAt`, else (an older membership, or one whose time the server has not
 * given yet) the device's `createdAt`.
 */
export const joinedAtOf = (data: DocData): string => time(data.joinedAt) || time(data.createdAt);

export function toClub(doc: Doc<DocData>): Club {
  return { id: doc.id, ...readFields(schema.clubs, doc.data), pending: doc.pending };
}

export function toTeam(doc: Doc<DocData>): Team {
  const { timeZone, ...fields } = readFields(schema.teams, doc.data);
  // an older team has no zone: its events show in the device's
  return { id: doc.id, ...fields, ...(timeZone ? { timeZone } : {}), pending: doc.pending };
}

export const roleOf = (data: DocData): MemberRole => (data.role === 'owner' ? 'owner' : 'member');

export function toMember(doc: Doc<DocData>): Member {
  return {
    personId: text(doc.data.userId),
    displayName: text(doc.data.displayName).trim(),
    role: roleOf(doc.data),
    squadRole: squadRoleOf(doc.data.squadRole),
    parentId: text(doc.data.parentId) || null,
    parentName: text(doc.data.parentName).trim(),
    joinedAt: joinedAtOf(doc.data),
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

/** The parent a child's membership names (who joined them), null on anyone else's. */
export function parentOf(data: DocData): { personId: string; firstName: string } | null {
  const personId = text(data.parentId);
  return personId ? { personId, firstName: text(data.parentName).trim() } : null;
}

/** A person's first name as a child's memberships name their parent, else ''. */
export function firstNameOf(profile: { firstName?: unknown } | null | undefined): string {
  return text(profile?.firstName).trim();
}

/** A join code entry is bound once it names a club or a team; one with neither is `Code not active yet`. */
export function entryTarget(
  entry: DocData,
): { kind: GroupKind; id: string; clubId: string | null; name: string } | null {
  // retired by `New code`: it names its group still, but admits to nothing
  if (entry.retired === true) return null;
  const name = typeof entry.name === 'string' ? entry.name : '';
  if (typeof entry.teamId === 'string' && entry.teamId) {
    return {
      kind: 'team',
      id: entry.teamId,
      clubId: typeof entry.clubId === 'string' && entry.clubId ? entry.clubId : null,
      name,
    };
  }
  if (typeof entry.clubId === 'string' && entry.clubId)
    return { kind: 'club', id: entry.clubId, clubId: entry.clubId, name };
  return null;
}
