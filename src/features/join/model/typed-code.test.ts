import { describe, expect, it } from 'vitest';
import { readTypedCode, TYPED_CODE_MAX, typedCodeTexts } from './typed-code';

describe('the typed join code', () => {
  it('is trimmed, spaces removed, upper-cased', () => {
    expect(readTypedCode('  abcd efgh 23 ')).toEqual({ ok: true, value: 'ABCDEFGH23' });
  });

  it('empty or blank: `Enter a code`', () => {
    expect(readTypedCode('')).toEqual({ ok: false, error: 'Enter a code' });
    expect(readTypedCode(' \t ')).toEqual({ ok: false, error: 'Enter a code' });
  });

  it('not 10 characters of the alphabet: `Invalid code`', () => {
    expect(readTypedCode('ABC')).toEqual({ ok: false, error: 'Invalid code' });
    expect(readTypedCode('ABCDEFGHIO')).toEqual({ ok: false, error: 'Invalid code' });
  });
});

describe('the typed join code’s limit', () => {
  it('over the schema’s joinCode limit, in UTF-16 units: named, even when its letters make a code', () => {
    const spaced = `ABCDE${' '.repeat(TYPED_CODE_MAX - 10)}FGH23`;
    expect(readTypedCode(spaced)).toEqual({ ok: true, value: 'ABCDEFGH23' });
    expect(readTypedCode(`${spaced} `)).toEqual({ ok: false, error: typedCodeTexts.tooLong });
    expect(typedCodeTexts.tooLong).toBe('Join code must be at most 80 characters');
  });
});
