/**
 * Join codes (docs/product.md §9): 10 characters from an alphabet of 32, upper-case letters without I
 * and O (read as 1 and 0) and the digits 2 to 9, drawn from the browser's crypto random
 * source. A code is its `joinCodes` entry's id.
 */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 10;
/** how many codes creating a club or team tries before `Could not generate join code` */
export const JOIN_CODE_ATTEMPTS = 8;

const WELL_FORMED = /^[A-HJ-NP-Z2-9]{10}$/;

export type RandomBytes = (count: number) => Uint8Array;

const cryptoBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/** A fresh code. 256 is a multiple of 32, so taking a byte's low 5 bits is unbiased. */
export function newJoinCode(randomBytes: RandomBytes = cryptoBytes): string {
  let code = '';
  for (const byte of randomBytes(JOIN_CODE_LENGTH)) code += JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length];
  return code;
}

/**
 * What the user typed, as a code: no whitespace anywhere (codes get read out and retyped), nor
 * the invisible format characters a pasted message may carry (zero-width space, direction
 * marks); a-z in upper case. Only ASCII letters change case: `toUpperCase()` would turn `ß` into
 * `SS` or `ı` into `I`, making a code out of characters nobody typed.
 */
export function normalizeJoinCode(input: string): string {
  return input.replace(/[\s\p{Cf}]+/gu, '').replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

export function isWellFormedJoinCode(code: string): boolean {
  return WELL_FORMED.test(code);
}

/**
 * A code that `isKnown` does not already know, trying at most `attempts` fresh codes; null when
 * every one was known (the caller says `Could not generate join code. Try reloading.`).
 */
export function pickJoinCode(
  isKnown: (code: string) => boolean,
  attempts: number = JOIN_CODE_ATTEMPTS,
  generate: () => string = newJoinCode,
): string | null {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const code = generate();
    if (!isKnown(code)) return code;
  }
  return null;
}
