import { invalidArgument } from './local-errors';

/**
 * Firestore's timestamps run from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z; the
 * Web SDK refuses a Date outside them, in a write or a query's filter, with 'invalid-argument'
 * (docs/product.md "Dates"). The local port refuses the same, in the SDK's words, so a date the
 * app lets through fails on both backends alike. In whole seconds since the epoch, as the SDK
 * judges them (a Date's milliseconds floored).
 */
const FIRST_SECOND = -62_135_596_800;
const AFTER_LAST_SECOND = 253_402_300_800;

export function assertTimestampInRange(date: Date, path: string): void {
  const seconds = Math.floor(date.getTime() / 1000);
  // an invalid Date (NaN) passes, as the SDK's own comparisons let it
  if (seconds < FIRST_SECOND || seconds >= AFTER_LAST_SECOND) {
    throw invalidArgument(`Timestamp seconds out of range: ${seconds} (found in field ${path})`);
  }
}
