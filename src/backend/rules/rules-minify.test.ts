import { describe, expect, it } from 'vitest';
import rulesSource from '../../../firestore.rules?raw';
import { minifyRules } from './rules-minify';
import { parseRules } from './rules-parser';

/** The syntax tree without positions: what the rules mean, wherever they stand in the text. */
const meaning = (source: string) =>
  JSON.stringify(parseRules(source), (key, value) =>
    key === 'at' ? undefined : typeof value === 'bigint' ? `${value}n` : value,
  );

describe('minifyRules', () => {
  it('keeps firestore.rules meaning the same, in well under half its size', () => {
    const minified = minifyRules(rulesSource);
    expect(meaning(minified)).toBe(meaning(rulesSource));
    expect(minified.length).toBeLessThan(rulesSource.length * 0.6);
    expect(minified).not.toMatch(/\/\/ /);
  });

  it('keeps what looks like a comment inside a string, and drops block comments', () => {
    const source =
      'service cloud.firestore { match /a/{b} { allow read: if /* x */ b == \'// not a comment\' && b != "/* nor this */"; } } // end';
    expect(minifyRules(source)).toBe(
      'service cloud.firestore { match /a/{b} { allow read: if   b == \'// not a comment\' && b != "/* nor this */"; } }',
    );
    expect(meaning(minifyRules(source))).toBe(meaning(source));
  });
});
