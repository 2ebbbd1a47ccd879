import { describe, expect, it } from 'vitest';
import { readTypedCode } from './typed-code';

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
