import type { At } from './rules-ast';

/**
 * The characters of a rules file as tokens, read on demand by rules-parser.ts. Paths
 * (`/databases/$(database)/documents`) are not tokens: the parser reads their segments raw
 * where a path may start, since `/` elsewhere divides.
 */

export type TokenKind = 'ident' | 'int' | 'float' | 'string' | 'punct' | 'end';

export interface Token {
  kind: TokenKind;
  /** the identifier, the punctuation, or the literal's source text */
  text: string;
  /** a string literal's value */
  value?: string;
  at: At;
  /** offset of the token's first character */
  start: number;
  /** offset just past the token */
  end: number;
}

export class RulesSyntaxError extends Error {
  constructor(
    readonly at: At,
    readonly reason: string,
  ) {
    super(`firestore.rules ${at.line}:${at.column}: ${reason}`);
    this.name = 'RulesSyntaxError';
  }
}

/** two-character punctuation, matched before one character */
const PAIRS = new Set(['==', '!=', '<=', '>=', '&&', '||']);
const SINGLES = new Set([
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  ';',
  ':',
  '.',
  '?',
  '!',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '=',
  '$',
]);

// The scanner reads each character once, on every start of the local build: by character code,
// not by regular expression (docs/PERFORMANCE.md "The start-up chain").
const isDigit = (code: number) => code >= 48 && code <= 57;
/** `[A-Za-z_]` */
const isIdentStart = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95;
/** `[A-Za-z0-9_]` */
const isIdentPart = (code: number) => isIdentStart(code) || isDigit(code);
/** what `/\s/` matches: ASCII space, tab, line breaks, and beyond ASCII as the regular expression says */
const isSpace = (code: number) =>
  code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(String.fromCharCode(code)));
const SLASH = 47;
const STAR = 42;
/** characters of a literal path segment (`documents`, `a-b.c`); `(default)` is read whole */
const SEGMENT_PART = /[A-Za-z0-9_\-.~%@+:]/;

export class Scanner {
  private pos = 0;
  private lookahead: Token | null = null;

  constructor(readonly source: string) {
    for (let at = source.indexOf('\n'); at >= 0; at = source.indexOf('\n', at + 1)) this.lineStarts.push(at + 1);
  }

  /** Offsets where each line starts, for `atOffset`. */
  private readonly lineStarts: number[] = [0];

  /** Where offset `offset` is, 1-based. */
  atOffset(offset: number): At {
    const starts = this.lineStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] as number) + 1 };
  }

  peek(): Token {
    this.lookahead ??= this.scan();
    return this.lookahead;
  }

  next(): Token {
    const token = this.peek();
    this.lookahead = null;
    return token;
  }

  fail(reason: string, offset = this.peek().start): never {
    throw new RulesSyntaxError(this.atOffset(offset), reason);
  }

  /** The raw text of a literal path segment at the current position, after `/`; '' when none. */
  rawSegment(): string {
    this.lookahead = null;
    const from = this.pos;
    if (this.source[from] === '(') {
      const close = this.source.indexOf(')', from);
      const inner = close < 0 ? '' : this.source.slice(from + 1, close);
      if (!inner || ![...inner].every((char) => SEGMENT_PART.test(char)))
        this.fail('a path segment in parentheses must be a name, as (default)', from);
      this.pos = close + 1;
      return this.source.slice(from, this.pos);
    }
    while (this.pos < this.source.length && SEGMENT_PART.test(this.source[this.pos] as string)) this.pos++;
    return this.source.slice(from, this.pos);
  }

  /** The next character, unskipped (inside a path nothing may stand between segments). */
  rawChar(): string {
    this.lookahead = null;
    return this.source[this.pos] ?? '';
  }

  /** Consumes `text` right here, unskipped; false (nothing consumed) when it is not here. */
  rawTake(text: string): boolean {
    this.lookahead = null;
    if (!this.source.startsWith(text, this.pos)) return false;
    this.pos += text.length;
    return true;
  }

  /** Moves back to just after `token`, so the characters after it can be read raw. */
  resumeAfter(token: Token): void {
    this.pos = token.end;
    this.lookahead = null;
  }

  get offset(): number {
    return this.lookahead ? this.lookahead.start : this.pos;
  }

  private skipSpaceAndComments(): void {
    const src = this.source;
    while (this.pos < src.length) {
      const code = src.charCodeAt(this.pos);
      const after = code === SLASH ? src.charCodeAt(this.pos + 1) : 0;
      if (isSpace(code)) {
        this.pos++;
      } else if (after === SLASH) {
        const end = src.indexOf('\n', this.pos);
        this.pos = end < 0 ? src.length : end;
      } else if (after === STAR) {
        const close = src.indexOf('*/', this.pos + 2);
        if (close < 0) this.fail('unterminated comment', this.pos);
        this.pos = close + 2;
      } else {
        return;
      }
    }
  }

  private scan(): Token {
    this.skipSpaceAndComments();
    const src = this.source;
    const start = this.pos;
    const token = (kind: TokenKind, text: string, value?: string): Token => ({
      kind,
      text,
      value,
      at: this.atOffset(start),
      start,
      end: this.pos,
    });
    if (start >= src.length) return token('end', '');
    const char = src[start] as string;
    if ((char === 'r' || char === 'R') && (src[start + 1] === "'" || src[start + 1] === '"')) {
      this.pos++;
      const value = this.scanString(true);
      return token('string', src.slice(start, this.pos), value);
    }
    const code = src.charCodeAt(start);
    if (isIdentStart(code)) {
      this.pos++;
      while (isIdentPart(src.charCodeAt(this.pos))) this.pos++;
      return token('ident', src.slice(start, this.pos));
    }
    if (isDigit(code)) return this.scanNumber(start);
    if (char === "'" || char === '"') {
      const value = this.scanString(false);
      return token('string', src.slice(start, this.pos), value);
    }
    const pair = src.slice(start, start + 2);
    const punct = PAIRS.has(pair) ? pair : SINGLES.has(char) ? char : undefined;
    if (!punct) this.fail(`unexpected character '${char}'`, start);
    this.pos += punct.length;
    return token('punct', punct);
  }

  private scanNumber(start: number): Token {
    const src = this.source;
    const make = (kind: TokenKind): Token => ({
      kind,
      text: src.slice(start, this.pos),
      at: this.atOffset(start),
      start,
      end: this.pos,
    });
    if (src.startsWith('0x', start) || src.startsWith('0X', start)) {
      this.pos += 2;
      while (/[0-9a-fA-F]/.test(src[this.pos] ?? '')) this.pos++;
      if (this.pos === start + 2) this.fail('a hexadecimal number needs digits', start);
      return make('int');
    }
    while (isDigit(src.charCodeAt(this.pos))) this.pos++;
    let isFloat = false;
    if (src[this.pos] === '.' && isDigit(src.charCodeAt(this.pos + 1))) {
      isFloat = true;
      this.pos++;
      while (isDigit(src.charCodeAt(this.pos))) this.pos++;
    }
    if (/[eE]/.test(src[this.pos] ?? '') && /[-+0-9]/.test(src[this.pos + 1] ?? '')) {
      isFloat = true;
      this.pos++;
      if (/[-+]/.test(src[this.pos] ?? '')) this.pos++;
      if (!isDigit(src.charCodeAt(this.pos))) this.fail('an exponent needs digits', start);
      while (isDigit(src.charCodeAt(this.pos))) this.pos++;
    }
    return make(isFloat ? 'float' : 'int');
  }

  /** A quoted literal from the quote at `pos`; escapes unescaped unless `raw`. */
  private scanString(raw: boolean): string {
    const src = this.source;
    const open = this.pos;
    const quote = src[open] as string;
    this.pos++;
    let value = '';
    while (true) {
      const char = src[this.pos];
      if (char === undefined || char === '\n') this.fail('unterminated string', open);
      this.pos++;
      if (char === quote) return value;
      if (char !== '\\' || raw) {
        value += char;
        continue;
      }
      const escaped = src[this.pos];
      this.pos++;
      if (escaped === 'n') value += '\n';
      else if (escaped === 't') value += '\t';
      else if (escaped === 'r') value += '\r';
      else if (escaped === 'u') {
        const hex = src.slice(this.pos, this.pos + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('\\u needs four hexadecimal digits', this.pos - 2);
        value += String.fromCharCode(Number.parseInt(hex, 16));
        this.pos += 4;
      } else if (escaped === '\\' || escaped === "'" || escaped === '"') value += escaped;
      else if (escaped === undefined) this.fail('unterminated string', open);
      // write '\\.' for a regular expression's \. (the stricter reading of CEL's escapes)
      else this.fail(`unknown escape \\${escaped} in a string`, this.pos - 2);
    }
  }
}
