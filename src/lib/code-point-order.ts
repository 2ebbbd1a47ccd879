/**
 * Strings in code point order, which is UTF-8 byte order (Firestore's order for strings, in
 * queries and in rules), not the UTF-16 unit order of `<`: an emoji sorts after U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.codePointAt(i) as number;
    const y = b.codePointAt(j) as number;
    if (x !== y) return x < y ? -1 : 1;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  const restA = a.length - i;
  const restB = b.length - j;
  return restA < restB ? -1 : restA > restB ? 1 : 0;
}
