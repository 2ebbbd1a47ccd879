import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyMutation,
  describeMutant,
  MUTATION_OPERATORS,
  type Mutation,
  mutationsOf,
  sampleMutants,
  seededRandom,
} from './rules-mutants';
import { parseRules } from '../../src/backend/rules/rules-parser';
import { rulesText } from './rules-test-kit';

/** The mutants of rules-mutants.ts: one change each, at a token, deterministic per seed. */

const SOURCE = rulesText(`    // a comment: == && true get( are not tokens here
    function isOwner(uid) {
      return uid == request.auth.uid && !(resource.data.locked == true);
    }
    match /docs/{id} {
      allow read: if isOwner(resource.data.owner) || resource.data.size <= 10;
      allow update: if request.resource.data.keys().hasOnly(['a', 'b']) && get(/databases/$(database)/documents/x/$(id)).data.get('n', 0) > 1;
      allow delete: if false;
    }`);

const changes = (mutations: Mutation[]) =>
  mutations.map((each) => `${each.at.line}:${each.at.column} ${each.operator} ${each.description}`);

describe('mutationsOf', () => {
  const all = mutationsOf(SOURCE);
  const of = (operator: Mutation['operator']) => changes(all.filter((each) => each.operator === operator));

  it('swaps == and !=, && and ||', () => {
    expect(of('equality')).toEqual(["6:18 equality '==' → '!='", "6:64 equality '==' → '!='"]);
    expect(of('logical')).toEqual([
      "6:38 logical '&&' → '||'",
      "9:51 logical '||' → '&&'",
      "10:73 logical '&&' → '||'",
    ]);
  });

  it('moves the boundary and the direction of a comparison', () => {
    expect(of('relational')).toEqual([
      "9:73 relational '<=' → '<'",
      "9:73 relational '<=' → '>='",
      "10:139 relational '>' → '<'",
      "10:139 relational '>' → '>='",
    ]);
  });

  it('flips true and false, and drops a !', () => {
    // `if false` → true is the condition's mutation, counted once
    expect(of('boolean')).toEqual(["6:67 boolean 'true' → 'false'"]);
    expect(of('negation')).toEqual(["6:41 negation '!' dropped"]);
  });

  it('swaps get and getAfter (a function, not the map method), hasOnly and hasAll', () => {
    expect(of('after')).toEqual(["10:76 after 'get' → 'getAfter'"]);
    expect(of('method')).toEqual(["10:53 method 'hasOnly' → 'hasAll'"]);
  });

  it('replaces a function body and an allow condition by true and by false', () => {
    expect(of('body')).toEqual(['6:14 body body of isOwner() → false', '6:14 body body of isOwner() → true']);
    expect(of('condition')).toEqual([
      '9:22 condition condition of allow read in /docs/{id} → false',
      '9:22 condition condition of allow read in /docs/{id} → true',
      '10:24 condition condition of allow update in /docs/{id} → false',
      '10:24 condition condition of allow update in /docs/{id} → true',
      // `if false` → false would change nothing
      '11:24 condition condition of allow delete in /docs/{id} → true',
    ]);
  });

  it('drops one operand of && (→ true) or of || (→ false), also inside parentheses', () => {
    expect(of('operand')).toEqual([
      "6:14 operand && operand 'uid == request.auth.uid' → true",
      "6:41 operand && operand '!(resource.data.locked == true)' → true",
      "9:22 operand || operand 'isOwner(resource.data.owner)' → false",
      "9:54 operand || operand 'resource.data.size <= 10' → false",
      "10:24 operand && operand 'request.resource.data.keys().hasOnly(['a', 'b'])' → true",
      "10:76 operand && operand 'get(/databases/$(database)/documents/x/$(id)).data.get('n...' → true",
    ]);
  });

  it('does not swap get and getAfter where only reads reach: there the mutant would be equivalent', () => {
    const source = rulesText(`    function readHelper() { return exists(/databases/$(database)/documents/a/b); }
    function writeHelper() { return exists(/databases/$(database)/documents/a/b); }
    function both() { return get(/databases/$(database)/documents/a/b).data.x == 1; }
    match /docs/{id} {
      allow get, list: if readHelper() && both() && getAfter(/databases/$(database)/documents/a/c) != null;
      allow create: if writeHelper() && both() && getAfter(/databases/$(database)/documents/a/c) != null;
    }`);
    expect(changes(mutationsOf(source).filter((each) => each.operator === 'after'))).toEqual([
      "5:37 after 'exists' → 'existsAfter'",
      "6:30 after 'get' → 'getAfter'",
      "9:51 after 'getAfter' → 'get'",
    ]);
  });

  it('swaps hasAny([one]) for hasOnly, not hasAll (which would agree)', () => {
    const source = rulesText(
      "    match /docs/{id} { allow read: if resource.data.keys().hasAny(['a']) && resource.data.keys().hasAny(['a', 'b']); }",
    );
    expect(changes(mutationsOf(source).filter((each) => each.operator === 'method'))).toEqual([
      "4:60 method 'hasAny' → 'hasOnly'",
      "4:98 method 'hasAny' → 'hasAll'",
    ]);
  });

  it('notes the match blocks around each change', () => {
    expect(new Set(all.filter((each) => each.at.line >= 9).map((each) => each.match))).toEqual(
      new Set(['/databases/{database}/documents/docs/{id}']),
    );
    expect(new Set(all.filter((each) => each.at.line === 6).map((each) => each.match))).toEqual(
      new Set(['/databases/{database}/documents']),
    );
  });

  it('leaves comments, strings and match paths alone', () => {
    expect(all.every((each) => each.at.line >= 5)).toBe(true);
    expect(all.some((each) => each.at.line === 8)).toBe(false);
  });

  it('notes the function each change is in, none in an allow', () => {
    expect(
      all
        .filter((each) => each.at.line === 6)
        .every((each) => each.within?.name === 'isOwner' && each.within.at.line === 5),
    ).toBe(true);
    expect(all.filter((each) => each.at.line >= 9).every((each) => each.within === undefined)).toBe(true);
  });

  it('changes exactly one place, and the result still parses', () => {
    for (const mutation of all) {
      const mutated = applyMutation(SOURCE, mutation);
      expect(mutated.slice(0, mutation.offset)).toBe(SOURCE.slice(0, mutation.offset));
      expect(mutated.slice(mutation.offset + mutation.replacement.length)).toBe(
        SOURCE.slice(mutation.offset + mutation.length),
      );
      expect(mutated).not.toBe(SOURCE);
      expect(() => parseRules(mutated)).not.toThrow();
    }
  });
});

describe('sampleMutants', () => {
  it('is deterministic for a seed, and differs across seeds', () => {
    const first = sampleMutants(SOURCE, { seed: 7, count: 10 });
    expect(sampleMutants(SOURCE, { seed: 7, count: 10 })).toEqual(first);
    expect(sampleMutants(SOURCE, { seed: 8, count: 10 }).map((each) => each.description)).not.toEqual(
      first.map((each) => each.description),
    );
  });

  it('takes the operators in turn, so each is sampled, and returns them in source order', () => {
    const sample = sampleMutants(SOURCE, { seed: 1, count: MUTATION_OPERATORS.length });
    expect(new Set(sample.map((each) => each.operator))).toEqual(new Set(MUTATION_OPERATORS));
    expect(sample.map((each) => each.offset)).toEqual([...sample.map((each) => each.offset)].sort((a, b) => a - b));
  });

  it('gives at most every mutation once', () => {
    expect(sampleMutants(SOURCE, { seed: 1, count: 10_000 })).toHaveLength(mutationsOf(SOURCE).length);
  });

  it('keeps to the operators asked for', () => {
    expect(
      new Set(sampleMutants(SOURCE, { seed: 3, count: 50, operators: ['equality'] }).map((each) => each.operator)),
    ).toEqual(new Set(['equality']));
  });

  it('describes a mutant by file, line, column, operator and change', () => {
    const [first] = sampleMutants(SOURCE, { seed: 1, count: 1, operators: ['negation'] });
    expect(first && describeMutant(first)).toBe("firestore.rules:6:41 [negation] '!' dropped");
  });
});

describe('firestore.rules', () => {
  const source = readFileSync('firestore.rules', 'utf8');

  it('has mutations of every operator kind but the rarest, and a default sample that parses', () => {
    const all = mutationsOf(source);
    expect(all.length).toBeGreaterThan(500);
    for (const operator of [
      'equality',
      'logical',
      'negation',
      'after',
      'method',
      'body',
      'condition',
      'operand',
    ] as const) {
      expect(
        all.some((each) => each.operator === operator),
        operator,
      ).toBe(true);
    }
    for (const mutant of sampleMutants(source, { seed: 20260701, count: 40 }))
      expect(() => parseRules(mutant.source), describeMutant(mutant)).not.toThrow();
    // a bound on waiting, not a speed claim: it parses the whole rules file once per sampled
    // mutant, which takes about 2 s alone and 7 s beside a loaded machine's other files
  }, 30_000);
});

describe('seededRandom', () => {
  it('gives numbers in [0, 1), the same for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 100 }, () => a());
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(Array.from({ length: 100 }, () => b())).toEqual(values);
  });
});
