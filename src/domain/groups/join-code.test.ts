import { describe, expect, it } from 'vitest';
import { isWellFormedJoinCode, JOIN_CODE_ALPHABET, newJoinCode, normalizeJoinCode, pickJoinCode } from './join-code';

describe('join codes', () => {
  it('use an alphabet of 32: A-Z without I and O, digits 2-9', () => {
    expect(JOIN_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(32);
    for (const forbidden of ['I', 'O', '0', '1']) expect(JOIN_CODE_ALPHABET).not.toContain(forbidden);
  });

  it('are 10 characters of the alphabet, never I, O, 0 or 1', () => {
    for (let i = 0; i < 1_000; i++) {
      const code = newJoinCode();
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
      expect(code).not.toMatch(/[IO01]/);
      expect(isWellFormedJoinCode(code)).toBe(true);
    }
  });

  it('spread over 10,000 codes: every character used, none more than about twice as often as expected', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) for (const char of newJoinCode()) counts.set(char, (counts.get(char) ?? 0) + 1);
    const expected = (10_000 * 10) / 32; // 3125 per character
    expect([...counts.keys()].sort()).toEqual([...JOIN_CODE_ALPHABET].sort());
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(expected / 2);
      expect(count).toBeLessThan(expected * 2);
    }
  });

  it('are unique among 10,000', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => newJoinCode()));
    expect(codes.size).toBe(10_000);
  });

  it('map random bytes onto the alphabet without bias (low 5 bits)', () => {
    expect(newJoinCode(() => new Uint8Array([0, 31, 32, 255, 8, 9, 14, 24, 25, 30]))).toBe('A9A9JKQ238');
  });

  it('normalise what was typed: trimmed, inner whitespace removed, upper case', () => {
    expect(normalizeJoinCode('  ab2c de3f\tgh ')).toBe('AB2CDE3FGH');
    expect(normalizeJoinCode('')).toBe('');
    expect(normalizeJoinCode('   ')).toBe('');
  });

  it('tell well-formed codes from others', () => {
    expect(isWellFormedJoinCode('ABCDEFGH23')).toBe(true);
    expect(isWellFormedJoinCode('ABCDEFGH2')).toBe(false);
    expect(isWellFormedJoinCode('ABCDEFGH234')).toBe(false);
    expect(isWellFormedJoinCode('ABCDEFGHI2')).toBe(false);
    expect(isWellFormedJoinCode('ABCDEFGHO2')).toBe(false);
    expect(isWellFormedJoinCode('ABCDEFGH01')).toBe(false);
    expect(isWellFormedJoinCode('abcdefgh23')).toBe(false);
  });

  it('pick a code not known yet, trying at most 8', () => {
    const tried: string[] = [];
    const generate = () => {
      tried.push(`CODE${tried.length}`);
      return tried.at(-1) as string;
    };
    expect(pickJoinCode((code) => code !== 'CODE2', 8, generate)).toBe('CODE2');
    tried.length = 0;
    expect(pickJoinCode(() => true, 8, generate)).toBeNull();
    expect(tried).toHaveLength(8);
  });
});
