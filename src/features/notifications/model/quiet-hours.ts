/**
 * `Quiet hours` (docs/notifications.md "Who is told"): `From` and `To` as the time inputs give them
 * (`HH:mm`), both or neither. They may cross midnight (22:00 to 07:00); the server defers what falls
 * in them to their end, in the zone saved with them.
 */
export const quietHoursTexts = {
  both: 'Fill in both From and To, or leave both empty',
  same: 'From and To must differ',
  invalid: 'Enter a time as hours and minutes',
} as const;

export type QuietField = 'quietFrom' | 'quietTo';

export type QuietHoursCheck =
  | { ok: true; quietFrom: string; quietTo: string }
  | { ok: false; error: string; field: QuietField };

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The quiet hours to store, or what is wrong and where. A time input may give seconds: they go. */
export function checkQuietHours(from: string, to: string): QuietHoursCheck {
  const quietFrom = from.trim().slice(0, 5);
  const quietTo = to.trim().slice(0, 5);
  if (!quietFrom && !quietTo) return { ok: true, quietFrom: '', quietTo: '' };
  if (!quietFrom) return { ok: false, error: quietHoursTexts.both, field: 'quietFrom' };
  if (!quietTo) return { ok: false, error: quietHoursTexts.both, field: 'quietTo' };
  if (!HH_MM.test(quietFrom)) return { ok: false, error: quietHoursTexts.invalid, field: 'quietFrom' };
  if (!HH_MM.test(quietTo)) return { ok: false, error: quietHoursTexts.invalid, field: 'quietTo' };
  if (quietFrom === quietTo) return { ok: false, error: quietHoursTexts.same, field: 'quietTo' };
  return { ok: true, quietFrom, quietTo };
}
