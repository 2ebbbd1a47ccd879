import { TEXT_LIMITS } from '../schema/collections';

/**
 * A team's `Time zone` (docs/product.md, "clubs and teams"): the IANA zones this device knows,
 * from the platform's own list (no table shipped with the app), and the device's zone as the
 * default of a new team.
 */

let known: readonly string[] | null = null;

export function timeZoneChoices(): readonly string[] {
  if (!known) {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    known = [...new Set([...zones, 'UTC', deviceTimeZone()])]
      .filter((zone) => zone.length <= TEXT_LIMITS.timeZone)
      .sort();
  }
  return known;
}

export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function isKnownTimeZone(zone: string): boolean {
  return timeZoneChoices().includes(zone);
}
