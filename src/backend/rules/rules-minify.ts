/**
 * firestore.rules without its comments and indentation, for the local build's bundle (the
 * comments are half the file): the same tokens, line for line where a line keeps any. The
 * build uses it (scripts/rules-text-plugin.ts); tests and tools read the file as written.
 */
export function minifyRules(source: string): string {
  let out = '';
  let at = 0;
  while (at < source.length) {
    const char = source[at] as string;
    if (char === "'" || char === '"') {
      const start = at++;
      while (at < source.length && source[at] !== char && source[at] !== '\n') at += source[at] === '\\' ? 2 : 1;
      out += source.slice(start, ++at);
    } else if (source.startsWith('//', at)) {
      while (at < source.length && source[at] !== '\n') at++;
    } else if (source.startsWith('/*', at)) {
      const close = source.indexOf('*/', at + 2);
      at = close < 0 ? source.length : close + 2;
      out += ' ';
    } else {
      out += char;
      at++;
    }
  }
  return out
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
