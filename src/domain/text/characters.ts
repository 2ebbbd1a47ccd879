/**
 * How every form and the schema measure text (docs/product.md "Text limits"): in UTF-16 code
 * units, `String.length`, because that is what Firestore's `size()` counts in firestore.rules,
 * and Firestore has the last word on what is stored. An emoji outside the Basic Multilingual
 * Plane is 2, a letter with a combining accent is 2, any other letter 1: a limit of 100 holds
 * 100 letters or 50 such emoji. Measuring any other way lets a form accept a text that Firestore
 * then refuses, and the edit reverts after it showed.
 */
export function textSize(text: string): number {
  return text.length;
}

/**
 * Whether the text shows anything: not only spaces, control characters or invisible format
 * characters (zero-width space, direction marks, byte order mark), which `trim()` keeps. A
 * required field holding nothing visible is empty.
 */
export function isBlank(text: string): boolean {
  return !/[^\p{White_Space}\p{Cc}\p{Cf}]/u.test(text);
}
