import { squadRoleOf } from '../../../src/domain/choices/squad-roles';
import type { DocumentData } from 'firebase-admin/firestore';
import type { EventState, SquadMember } from '../notify/notice-types';
import type { GuardianRow } from '../notify/recipients';

/**
 * Stored documents as the decisions read them (shapes: src/domain/schema/collections.ts). Older or
 * partial documents read with defaults, as the app reads them, never as errors.
 */

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A Firestore Timestamp (anything with `toDate`), a Date or an ISO string, as a Date; else null. */
export function instantOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate(): Date }).toDate();
  if (typeof value === 'string' && value) {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  return null;
}

export function eventState(id: string, data: DocumentData): EventState {
  const startsAt = instantOf(data.startsAt) ?? new Date(Number.NaN);
  return {
    id,
    teamId: text(data.teamId),
    title: text(data.title),
    startsAt,
    endsAt: instantOf(data.endsAt) ?? startsAt,
    timeZone: text(data.timeZone) || 'UTC',
    location: text(data.location),
    status: data.status === 'cancelled' ? 'cancelled' : 'scheduled',
    cancelReason: text(data.cancelReason),
    answerBy: instantOf(data.answerBy),
    defaultGoing: data.defaultGoing === true,
    seriesId: text(data.seriesId) || null,
    sequence: typeof data.sequence === 'number' ? data.sequence : 0,
    editId: text(data.editId) || null,
    editedBy: text(data.editedBy) || null,
    createdAt: instantOf(data.createdAt),
    createdBy: text(data.createdBy),
  };
}

export function squadMember(data: DocumentData): SquadMember {
  const squadRole = data.squadRole;
  return {
    personId: text(data.userId),
    parentId: text(data.parentId) || null,
    role: data.role === 'owner' ? 'owner' : 'member',
    squadRole: squadRoleOf(squadRole),
  };
}

export function guardianRow(data: DocumentData): GuardianRow {
  return { parentId: text(data.parentId), viaChildId: text(data.viaChildId) };
}
