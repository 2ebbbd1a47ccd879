/**
 * Join codes this device knows to be taken (its groups' codes and every code it tried), so a
 * new club or team does not even try them (docs/product.md §9: up to 8 attempts). The server still
 * refuses a code that exists; this only spares a round trip.
 */
const known = new Set<string>();

export function rememberJoinCode(code: string | null | undefined): void {
  if (code) known.add(code);
}

export function isKnownJoinCode(code: string): boolean {
  return known.has(code);
}
