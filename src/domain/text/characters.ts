/**
 * How every form measures text (docs/product.md "Text limits"): in characters as a user counts
 * them and as the rules' `size()` and the local backend's TEXT_LIMITS count them, one per code
 * point (an emoji is one, not the two UTF-16 units of `String.length`; a combining accent is a
 * character of its own).
 */
export function characterCount(text: string): number {
  return [...text].length;
}

/**
 * Whether the text shows anything: not only spaces, control characters or invisible format
 * characters (zero-width space, direction marks, byte order mark), which `trim()` keeps. A
 * required field holding nothing visible is empty.
 */
export function isBlank(text: string): boolean {
  return !/[^\p{White_Space}\p{Cc}\p{Cf}]/u.test(text);
}
