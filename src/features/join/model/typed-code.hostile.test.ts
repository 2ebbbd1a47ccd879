import { describe, expect, it } from 'vitest';
import { readTypedCode } from './typed-code';

/**
 * Hostile input in the join box, beyond typed-code.test.ts. A code becomes a document id
 * (`joinCodes/{code}`), so nothing but 10 characters of the alphabet may get through.
 */

const invalid = { ok: false, error: 'Invalid code' };

describe('join box: hostile input', () => {
  it.each([
    ['too short', 'ABCDEFGH2'],
    ['too long', 'ABCDEFGH234'],
    ['an I', 'ABCDEFGHI2'],
    ['an O', 'ABCDEFGHO2'],
    ['a 0', 'ABCDEFGH20'],
    ['a 1', 'ABCDEFGH21'],
    ['a lower-case i and o (upper-cased, still refused)', 'abcdefghio'],
    ['dashes', 'ABCDE-FGH2'],
    ['punctuation', 'ABCDEFGH2!'],
    ['a path', '../users/x'],
    ['markup', '<script>x'],
    ['a quote and SQL', "A' OR 1=1"],
    ['full-width letters', 'ＡＢＣＤＥＦＧＨ２３'],
    ['a ß that upper-casing would turn into SS', 'abcdefghß'],
    ['a dotless ı that upper-casing would turn into I', 'abcdefgh2ı'],
    ['a ligature that upper-casing would turn into FF', 'abcdefgh\ufb00'],
    ['emoji', 'ABCDEFGH2🦁'],
  ])('%s: `Invalid code`', (_what, typed) => {
    expect(readTypedCode(typed)).toEqual(invalid);
  });

  it.each([
    ['lower case', 'abcdefgh23'],
    ['spaces, tabs and line breaks anywhere', ' ab cd\tef\ngh 2 3 '],
    ['no-break spaces from a pasted message', '\u00a0ABCDE\u00a0FGH23'],
    ['zero-width spaces and direction marks from a pasted message', '\u200fABCDE\u200bFGH23\u200e'],
  ])('%s: normalised to the code', (_what, typed) => {
    expect(readTypedCode(typed)).toEqual({ ok: true, value: 'ABCDEFGH23' });
  });

  it('10,000 characters: refused by length, before it is read as a code', () => {
    expect(readTypedCode('A'.repeat(10_000))).toEqual({ ok: false, error: 'Join code must be at most 80 characters' });
  });

  it('nothing visible typed: `Enter a code`', () => {
    expect(readTypedCode('\u200b\u00a0\u3000')).toEqual({ ok: false, error: 'Enter a code' });
  });
});
