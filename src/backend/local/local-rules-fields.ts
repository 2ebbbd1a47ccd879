import type { DocData } from '../ports';
import type { PlannedWrite } from './local-write-plan';
import { changedKeys } from './local-rules-users';

/**
 * What each stored field may hold, as firestore.rules checks it (`fieldsWrittenOk` there), part
 * of the permission model in local-rules.ts. Only the fields a write adds or changes are judged
 * (all of a new document's): fields it leaves as they are stay as older data has them (a `dob` or
 * `createdAt` stored as a timestamp). A field not listed may not be written at all; removing a
 * listed field is left to each collection's own checks. The text limits are in local-rules-limits.ts.
 */

type FieldKind = 'text' | 'text or null' | 'time' | 'date' | 'flag';

/** `createdAt`, `updatedAt`: `new Date().toISOString()`, as every screen writes them. */
const ISO_TIME = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[.][0-9]{3}Z$/;
/** `dob`: `YYYY-MM-DD`, or '' until the user gives one (UX-CONTRACT "Data decisions"). */
const DATE_OR_EMPTY = /^([0-9]{4}-[0-9]{2}-[0-9]{2})?$/;

const STAMPS = { createdAt: 'time', updatedAt: 'time' } as const;
const GROUP_TEXT = { name: 'text', notes: 'text', ownerId: 'text', joinCode: 'text' } as const;
const MEMBERSHIP = { userId: 'text', role: 'text', displayName: 'text', groupName: 'text', squadRole: 'text', joinCode: 'text', ...STAMPS } as const;

export const FIELD_KINDS: Readonly<Record<string, Readonly<Record<string, FieldKind>>>> = {
  users: {
    uid: 'text or null',
    email: 'text',
    emailLower: 'text',
    role: 'text',
    firstName: 'text',
    lastName: 'text',
    dob: 'date',
    linkedParentId: 'text or null',
    parentName: 'text or null',
    ...STAMPS,
  },
  accounts: { personId: 'text', createdAt: 'time', claimChecked: 'flag', claimDeclined: 'flag' },
  emails: { childId: 'text', createdAt: 'time' },
  clubs: { ...GROUP_TEXT, location: 'text', ...STAMPS },
  teams: { ...GROUP_TEXT, ageGroup: 'text', clubId: 'text or null', ...STAMPS },
  clubMemberships: { clubId: 'text', ...MEMBERSHIP },
  teamMemberships: { teamId: 'text', ...MEMBERSHIP },
};

function holds(kind: FieldKind, value: unknown): boolean {
  if (kind === 'text') return typeof value === 'string';
  if (kind === 'text or null') return value === null || typeof value === 'string';
  if (kind === 'time') return typeof value === 'string' && ISO_TIME.test(value);
  if (kind === 'date') return typeof value === 'string' && DATE_OR_EMPTY.test(value);
  return typeof value === 'boolean';
}

/** The fields the write adds or changes: `request.resource.data.diff(resource.data).affectedKeys()`. */
const writtenKeys = (before: DocData | null, after: DocData) => (before ? changedKeys(before, after) : Object.keys(after));

/** Every written field is one the collection has, holding its kind (removed ones are not judged here). */
export function fieldsWrittenOk({ collection, before, after }: PlannedWrite): boolean {
  const kinds = FIELD_KINDS[collection];
  if (!kinds || !after) return true;
  return writtenKeys(before, after).every((key) => {
    // own keys only: `constructor` or `__proto__` is no field of any collection
    const kind = Object.hasOwn(kinds, key) ? kinds[key] : undefined;
    return kind !== undefined && (!(key in after) || holds(kind, after[key]));
  });
}
