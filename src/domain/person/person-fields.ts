import { schema } from '../schema/collections';
import { parseCalendarDate } from './calendar-date';
import { textSize, isBlank } from '../text/characters';

/**
 * The name and birth-date fields a profile and a child profile share (docs/product.md §5): trimmed,
 * required, bounded (the text limits of docs/product.md: a name as the schema bounds a profile's first
 * and last name, src/domain/schema, which the rules enforce on both backends), and a real date
 * in the past.
 */
export const personLimits = { nameMax: schema.users.fields.firstName.max, oldestYear: 1900 } as const;

export const personMessages = {
  required: 'Please fill in first name, last name, and date of birth',
  firstNameTooLong: `First name must be at most ${personLimits.nameMax} characters`,
  lastNameTooLong: `Last name must be at most ${personLimits.nameMax} characters`,
  invalidDob: 'Enter a real date of birth, not in the future',
} as const;

export interface PersonFields {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealPastDate(value: string, today: string): boolean {
  const date = parseCalendarDate(value);
  return date !== null && date.year >= personLimits.oldestYear && value <= today;
}

export type PersonField = keyof PersonFields;

/** what `dobTyped` gives for a date the browser could not read: no date matches it */
const UNREADABLE_DATE = 'unreadable';

/**
 * What a date field holds for the check: its value, or, when the browser could not read what
 * was typed (an impossible date such as 30 February, or an incomplete one: `validity.badInput`,
 * while its value is ''), a text no date matches, so the user reads the date message rather
 * than being told the date is missing.
 */
export function dobTyped(value: string, badInput: boolean | undefined): string {
  return value === '' && badInput ? UNREADABLE_DATE : value;
}

/** The trimmed fields, or the message and the field that caused it (the first empty one when several are). */
export function checkPersonFields(
  input: PersonFields,
  today: string = new Date().toISOString().slice(0, 10),
): { ok: true; value: PersonFields } | { ok: false; error: string; field: PersonField } {
  const value = { firstName: input.firstName.trim(), lastName: input.lastName.trim(), dob: input.dob.trim() };
  const firstEmpty = (['firstName', 'lastName', 'dob'] as const).find((field) => isBlank(value[field]));
  if (firstEmpty) return { ok: false, error: personMessages.required, field: firstEmpty };
  if (textSize(value.firstName) > personLimits.nameMax) {
    return { ok: false, error: personMessages.firstNameTooLong, field: 'firstName' };
  }
  if (textSize(value.lastName) > personLimits.nameMax) {
    return { ok: false, error: personMessages.lastNameTooLong, field: 'lastName' };
  }
  if (!isRealPastDate(value.dob, today)) return { ok: false, error: personMessages.invalidDob, field: 'dob' };
  return { ok: true, value };
}

/**
 * A stored date of birth as `YYYY-MM-DD` for a date input. Stored as that string by this app;
 * older data may hold a timestamp (a Date from the adapters, or `{ seconds }`) or an ISO date-time.
 */
export function dobForInput(stored: unknown): string {
  if (typeof stored === 'string')
    return isoDate.test(stored) ? stored : (stored.match(/^\d{4}-\d{2}-\d{2}/)?.[0] ?? '');
  if (stored instanceof Date && !Number.isNaN(stored.getTime())) return stored.toISOString().slice(0, 10);
  if (stored && typeof stored === 'object' && typeof (stored as { seconds?: unknown }).seconds === 'number') {
    return new Date((stored as { seconds: number }).seconds * 1000).toISOString().slice(0, 10);
  }
  return '';
}
