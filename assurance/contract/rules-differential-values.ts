import { schema } from '../../src/domain/schema/collections';
import { type DocData, SERVER_TIMESTAMP, ServerTimestamp } from '../../src/backend/ports';

/**
 * The values the rules differential (rules-differential.ts) draws near the interesting edges:
 * strings at a field's schema limit in ASCII and in emoji (an emoji is 1 code point, 2 UTF-16
 * units), characters outside ASCII that `trim()`, `lower()` and `upper()` may treat differently,
 * values of the wrong type, and the ids of other people and groups.
 */

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** `count` distinct items of `items` (all of them when there are fewer), in a random order. */
export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return chosen;
}

export const EMOJI = '🏆';

/** The schema's text limit of each field of a collection (src/domain/schema). */
export function textLimitsOf(collection: string): Record<string, number> {
  const described = (schema as Record<string, { fields: Record<string, { max?: number }> }>)[collection];
  return Object.fromEntries(
    Object.entries(described?.fields ?? {}).flatMap(([field, spec]) => (spec.max ? [[field, spec.max]] : [])),
  );
}

/**
 * Strings around a limit of `max` characters: ASCII at and past it, emoji that fit it in UTF-16
 * units or only in code points, ASCII ending in one emoji (max code points, max + 1 units).
 */
export function stringsAround(max: number): { note: string; value: string }[] {
  const half = Math.floor(max / 2);
  return [
    { note: `'x'×${max}`, value: 'x'.repeat(max) },
    { note: `'x'×${max + 1}`, value: 'x'.repeat(max + 1) },
    { note: `${EMOJI}×${half}`, value: EMOJI.repeat(half) },
    { note: `${EMOJI}×${half + 1}`, value: EMOJI.repeat(half + 1) },
    { note: `${EMOJI}×${max}`, value: EMOJI.repeat(max) },
    { note: `${EMOJI}×${max + 1}`, value: EMOJI.repeat(max + 1) },
    { note: `'x'×${max - 1}+${EMOJI}`, value: `${'x'.repeat(max - 1)}${EMOJI}` },
    { note: `'é'×${max}`, value: 'é'.repeat(max) },
  ];
}

/** Short strings outside ASCII: blanks `trim()` may or may not strip, letters `lower()` may or may not change. */
export const ODD_STRINGS: readonly { note: string; value: string }[] = [
  { note: 'NBSP', value: '\u00a0' },
  { note: 'em space', value: '\u2003' },
  { note: 'tab', value: '\t' },
  { note: `${EMOJI}`, value: EMOJI },
  { note: "'É'", value: 'É' },
  { note: "'ÉMILE'", value: 'ÉMILE' },
  { note: "''", value: '' },
];

/** Values of the wrong type for a text, a date, a flag, a count or a map. */
export const WRONG_TYPES: readonly { note: string; value: unknown }[] = [
  { note: '42', value: 42 },
  { note: '4.5', value: 4.5 },
  { note: 'true', value: true },
  { note: 'null', value: null },
  { note: '[]', value: [] },
  { note: "['x']", value: ['x'] },
  { note: '{}', value: {} },
  { note: '{a: 1}', value: { a: 1 } },
  { note: 'a Date', value: new Date('2024-01-01T00:00:00.000Z') },
  { note: "''", value: '' },
  { note: "'2024-01-01'", value: '2024-01-01' },
  { note: '-1', value: -1 },
  { note: '-0', value: -0 },
  { note: '2**53', value: 2 ** 53 },
  { note: 'NaN', value: Number.NaN },
  { note: 'SERVER_TIMESTAMP', value: SERVER_TIMESTAMP },
];

/** Near-misses of the ISO time and the date the rules match with regular expressions. */
export const FORMAT_STRINGS: readonly { note: string; value: string }[] = [
  { note: 'a time and a newline', value: '2024-01-01T00:00:00.000Z\n' },
  { note: 'a time and a space', value: '2024-01-01T00:00:00.000Z ' },
  { note: 'a time in Arabic-Indic digits', value: '٢٠٢٤-٠١-٠١T٠٠:٠٠:٠٠.٠٠٠Z' },
  { note: 'a time in full-width digits', value: '２０２４-01-01T00:00:00.000Z' },
  { note: 'a date and a newline', value: '2000-01-01\n' },
  { note: 'a short date', value: '2000-1-01' },
  { note: 'a date in Arabic-Indic digits', value: '٢٠٠٠-٠١-٠١' },
  { note: 'a date and a time', value: '2000-01-01T00:00:00.000Z' },
];

/** The fields the rules match as an ISO time or a date. */
export const FORMAT_FIELDS = ['createdAt', 'updatedAt', 'dob', 'seenAt', 'takenAt'];

/** Person ids and uids of WORLD, and ones nobody has. */
export const PEOPLE = [
  'parentP',
  'kidK',
  'deeD',
  'ownerO',
  'memberM',
  'strangerS',
  'claimedQ',
  'childQ',
  'childC',
  'childD',
  'childG',
  'coachH',
  'guardianG',
  'newbieU',
  'nobodyN',
] as const;
export const CLUBS = ['c1', 'c2', 'cNone'] as const;
export const TEAMS = ['t1', 't2', 't3', 'tNone'] as const;
export const EVENTS = ['e1', 'ePast', 'eClosed', 'eCancelled', 'eNone'] as const;
export const ANNOUNCEMENTS = ['a1', 'ac1', 'aNone'] as const;
export const CODES = ['CLUB01', 'TEAM01', 'TEAM02', 'OTHER1', 'TAKENKEY22', 'NOTYET', 'NEWCLUB234'] as const;
export const EMAILS = [
  'pat@example.com',
  'kid@example.com',
  'Kid@Example.com',
  'dee@example.com',
  'Dee@Example.com',
  'quinn@example.com',
  'nobody@example.com',
] as const;

/** The fields holding an id, and where their other values come from. */
export const ID_FIELDS: Readonly<Record<string, readonly string[]>> = {
  uid: PEOPLE,
  userId: PEOPLE,
  personId: PEOPLE,
  ownerId: PEOPLE,
  createdBy: PEOPLE,
  authorId: PEOPLE,
  answeredBy: PEOPLE,
  parentId: PEOPLE,
  linkedParentId: PEOPLE,
  takenBy: PEOPLE,
  viaChildId: PEOPLE,
  childId: PEOPLE,
  teamId: TEAMS,
  clubId: CLUBS,
  eventId: EVENTS,
  announcementId: ANNOUNCEMENTS,
  groupId: [...TEAMS, ...CLUBS],
};

/** A join code of the valid form (10 of A-Z without I and O, and 2-9), unique to `n`. */
export function joinCodeOf(n: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  let rest = n;
  for (let i = 0; i < 8; i++) {
    code += alphabet[rest % alphabet.length];
    rest = Math.floor(rest / alphabet.length);
  }
  return `DX${code}`;
}

/** A short, readable form of a value for a sample line. */
export function brief(value: unknown): string {
  if (typeof value === 'string') {
    const units = [...value];
    const first = units[0] ?? '';
    if (units.length > 12 && units.every((unit) => unit === first)) return `'${first}'×${units.length}`;
    return JSON.stringify(value.length > 24 ? `${value.slice(0, 21)}…` : value);
  }
  if (value instanceof Date) return value.toISOString();
  if (value instanceof ServerTimestamp) return 'SERVER_TIMESTAMP';
  if (Array.isArray(value)) return `[${value.map(brief).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as DocData);
    if (entries.length > 4) return `{${entries.length} fields}`;
    return `{${entries.map(([key, inner]) => `${key}: ${brief(inner)}`).join(', ')}}`;
  }
  return String(value);
}
