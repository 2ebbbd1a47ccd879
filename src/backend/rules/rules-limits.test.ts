import { describe, expect, it } from 'vitest';
import { MAX_CALL_DEPTH } from './rules-eval';
import { MAX_EXPRESSIONS } from './rules-engine';
import { judgeDoc, rulesText } from '../../../assurance/rules/rules-test-kit';
import { RulesLimitError } from './rules-values';

/**
 * Firestore's limits, each at its edge: documents read by the rules (10 for one request or one
 * write; the batch's 20 is summed by the port, write by write), 1,000 evaluated expressions per
 * request, function calls 20 deep, and no recursion. A limit refuses the whole request (a
 * RulesLimitError through judge); it is never absorbed by && or || as an error is.
 */

const get = { method: 'get' as const, path: 'docs/d1' };
const store = { before: { 'docs/d1': { a: 1 }, 'probes/p1': { n: 1 } } };
const probe = (i: number) => `/databases/$(database)/documents/probes/p${i}`;

/** A condition reading `count` distinct documents (all but probes/p1 missing), true when it is done. */
const readsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => (i === 0 ? `exists(${probe(1)})` : `!exists(${probe(i + 1)})`)).join(' && ');

const docRule = (condition: string, functions = '') =>
  rulesText(`${functions}\n    match /docs/{id} { allow read: if ${condition}; }`);

describe('documents read by the rules', () => {
  it('allows a request whose rules read 10 documents', async () => {
    const verdict = await judgeDoc(docRule(readsOf(10)), get, store);
    expect(verdict.allowed).toBe(true);
    expect(verdict.reads).toHaveLength(10);
    expect(verdict.reads).toContain('probes/p10');
  });

  it('refuses a request whose rules read 11, whole (a RulesLimitError)', async () => {
    await expect(judgeDoc(docRule(readsOf(11)), get, store)).rejects.toBeInstanceOf(RulesLimitError);
    await expect(judgeDoc(docRule(readsOf(11)), get, store)).rejects.toThrow(/at most 10 documents for one write/);
  });

  it('refuses the request whole when one allow passes the limit, though another allow would grant it', async () => {
    const rules = rulesText(`match /docs/{id} {
      allow read: if ${readsOf(11)};
      allow get: if true;
    }`);
    await expect(judgeDoc(rules, get, store)).rejects.toBeInstanceOf(RulesLimitError);
  });

  // the Firestore emulator, measured: a function whose unused let errs still answers
  it('evaluates a let binding even when nothing uses it: its read counts, its error only where it is read', async () => {
    const functions = `function unusedLet() {
      let missing = get(/databases/$(database)/documents/probes/none);
      return true;
    }
    function usedLet() {
      let missing = get(/databases/$(database)/documents/probes/none).data;
      return missing.n == 1 || true;
    }
    function keptLet() {
      let missing = get(/databases/$(database)/documents/probes/none).data;
      return missing.n == 1 && true;
    }`;
    expect(await judgeDoc(docRule('unusedLet()', functions), get, store)).toMatchObject({
      allowed: true,
      reads: ['probes/none'],
    });
    expect((await judgeDoc(docRule('usedLet()', functions), get, store)).allowed).toBe(true);
    expect((await judgeDoc(docRule('keptLet()', functions), get, store)).allowed).toBe(false);
    const reading = `function readingLet() {
      let found = exists(${probe(1)});
      return true;
    }`;
    expect(await judgeDoc(docRule('readingLet()', reading), get, store)).toMatchObject({
      allowed: true,
      reads: ['probes/p1'],
    });
  });

  it('does not let || or && absorb the limit as they absorb an error', async () => {
    await expect(judgeDoc(docRule(`(${readsOf(11)}) || true`), get, store)).rejects.toBeInstanceOf(RulesLimitError);
    await expect(judgeDoc(docRule(`(${readsOf(11)}) && false`), get, store)).rejects.toBeInstanceOf(RulesLimitError);
    await expect(judgeDoc(docRule(`!(${readsOf(11)})`), get, store)).rejects.toBeInstanceOf(RulesLimitError);
  });

  it('stops reading once a condition is decided: reads past the limit that are never made do not count', async () => {
    const verdict = await judgeDoc(docRule(`true || (${readsOf(11)})`), get, store);
    expect(verdict).toMatchObject({ allowed: true, reads: [] });
  });

  it('counts a document once however often and in whichever stage it is read (get, getAfter)', async () => {
    const p = probe(1);
    const condition = `get(${p}).data.n == 1 && getAfter(${p}).data.n == 1 && get(${p}).data.n == 1 && exists(${p}) && existsAfter(${p}) && ${readsOf(9).replace(`exists(${p})`, `get(${p}).data.n == 1`)}`;
    const verdict = await judgeDoc(docRule(condition), get, store);
    expect(verdict.allowed).toBe(true);
    expect(verdict.reads).toHaveLength(9);
  });

  // the Firestore emulator, measured: `exists(p)` then `get(p)` is 2 reads, `get(p)` then `exists(p)` 1
  it('counts an exists before a get of the same document as a read of its own', async () => {
    const p = probe(1);
    const count = async (condition: string) => (await judgeDoc(docRule(condition), get, store)).readCount;
    expect(await count(`exists(${p}) && get(${p}).data.n == 1`)).toBe(2);
    expect(await count(`get(${p}).data.n == 1 && exists(${p})`)).toBe(1);
    expect(await count(`exists(${p}) && exists(${p})`)).toBe(1);
    expect(await count(`get(${p}).data.n == 1 && getAfter(${p}).data.n == 1`)).toBe(1);
    expect((await judgeDoc(docRule(`exists(${p}) && get(${p}).data.n == 1`), get, store)).reads).toEqual(['probes/p1']);
  });

  it('refuses at 11 when an exists before a get makes the tenth document the eleventh read', async () => {
    const p = probe(1);
    const tenDocuments = readsOf(10);
    expect((await judgeDoc(docRule(tenDocuments), get, store)).allowed).toBe(true);
    await expect(judgeDoc(docRule(`${tenDocuments} && get(${p}).data.n == 1`), get, store)).rejects.toBeInstanceOf(
      RulesLimitError,
    );
  });

  // the Firestore emulator, measured: both operands of `==` and every argument are evaluated
  // beside an error, and their reads count
  it('counts the reads of an operand or argument evaluated beside an error', async () => {
    const p = probe(1);
    const operand = await judgeDoc(docRule(`(request.auth.uid == get(${p}).data.n) || true`), get, store);
    expect(operand).toMatchObject({ allowed: true, reads: ['probes/p1'] });
    const argument = await judgeDoc(
      docRule(`f(request.auth.uid, get(${p}).data.n) || true`, 'function f(a, b) { return true; }'),
      get,
      store,
    );
    expect(argument).toMatchObject({ allowed: true, reads: ['probes/p1'] });
    const method = await judgeDoc(docRule(`request.auth.uid.matches(get(${p}).data.s) || true`), get, store);
    expect(method).toMatchObject({ allowed: true, reads: ['probes/p1'] });
  });

  it('counts reads across all the allows of a request', async () => {
    const rules = rulesText(`match /docs/{id} {
      allow read: if ${readsOf(6)} && false;
      allow get: if ${Array.from({ length: 5 }, (_, i) => `!exists(${probe(i + 20)})`).join(' && ')};
    }`);
    await expect(judgeDoc(rules, get, store)).rejects.toBeInstanceOf(RulesLimitError);
  });

  it('takes the limit the request carries (20 for what the port judges as a batch)', async () => {
    expect((await judgeDoc(docRule(readsOf(20)), { ...get, readLimit: 20 }, store)).allowed).toBe(true);
    await expect(judgeDoc(docRule(readsOf(21)), { ...get, readLimit: 20 }, store)).rejects.toBeInstanceOf(
      RulesLimitError,
    );
  });
});

describe('evaluated expressions', () => {
  // `[1, ..., 1] != null` evaluates the comparison, the list, its n items and null: n + 3
  const expressions = (count: number) =>
    docRule(`[${Array.from({ length: count - 3 }, () => '1').join(', ')}] != null`);

  it(`allows a request that evaluates ${MAX_EXPRESSIONS} expressions`, async () => {
    expect(MAX_EXPRESSIONS).toBe(1000);
    const verdict = await judgeDoc(expressions(1000), get, store);
    expect(verdict).toMatchObject({ allowed: true, expressions: 1000 });
  });

  it('refuses one that evaluates 1,001, whole', async () => {
    await expect(judgeDoc(expressions(1001), get, store)).rejects.toBeInstanceOf(RulesLimitError);
    await expect(judgeDoc(expressions(1001), get, store)).rejects.toThrow(/at most 1000 expressions/);
  });

  // the Firestore emulator, measured: each evaluated `&&`, `||` and `?:` counts 2
  it('counts each evaluated &&, || and ?: as 2 expressions, their operands as usual', async () => {
    expect((await judgeDoc(docRule('true && true'), get, store)).expressions).toBe(4);
    expect((await judgeDoc(docRule('false || true'), get, store)).expressions).toBe(4);
    // decided by the left operand: the right one is not evaluated
    expect((await judgeDoc(docRule('true || false'), get, store)).expressions).toBe(3);
    expect((await judgeDoc(docRule('(true ? 1 : 2) == 1'), get, store)).expressions).toBe(6);
    expect((await judgeDoc(docRule('1 == 1'), get, store)).expressions).toBe(3);
  });

  it('refuses at 1,001 when the && that joins two conditions tips the count over', async () => {
    // `[1, ..., 1] != null` of n + 3 expressions, `&& true` adds 3
    const list = (count: number) => `[${Array.from({ length: count - 3 }, () => '1').join(', ')}] != null`;
    expect((await judgeDoc(docRule(`${list(997)} && true`), get, store)).expressions).toBe(1000);
    await expect(judgeDoc(docRule(`${list(998)} && true`), get, store)).rejects.toBeInstanceOf(RulesLimitError);
  });

  it('counts the expressions of every allow and every function body entered', async () => {
    const rules = rulesText(`
    function big() { return [${Array.from({ length: 600 }, () => '1').join(', ')}] != null; }
    match /docs/{id} {
      allow read: if big() && false;
      allow get: if big();
    }`);
    await expect(judgeDoc(rules, get, store)).rejects.toBeInstanceOf(RulesLimitError);
  });
});

describe('function calls', () => {
  /** f1() calls f2() ... fN() returns true */
  const chain = (depth: number) =>
    Array.from(
      { length: depth },
      (_, i) => `function f${i + 1}() { return ${i + 1 === depth ? 'true' : `f${i + 2}()`}; }`,
    ).join('\n    ');

  it(`allows calls nested ${MAX_CALL_DEPTH} deep`, async () => {
    expect(MAX_CALL_DEPTH).toBe(20);
    expect((await judgeDoc(docRule('f1()', chain(20)), get, store)).allowed).toBe(true);
  });

  it('refuses calls nested 21 deep, whole', async () => {
    await expect(judgeDoc(docRule('f1()', chain(21)), get, store)).rejects.toBeInstanceOf(RulesLimitError);
    await expect(judgeDoc(docRule('f1() || true', chain(21)), get, store)).rejects.toBeInstanceOf(RulesLimitError);
  });

  it('counts depth, not the number of calls: 30 calls side by side are fine', async () => {
    const calls = Array.from({ length: 30 }, () => 'f1()').join(' && ');
    expect((await judgeDoc(docRule(calls, chain(3)), get, store)).allowed).toBe(true);
  });

  it('makes a direct recursion an error: the condition is false', async () => {
    const countdown = 'function down(n) { return n <= 0 || down(n - 1); }';
    const verdict = await judgeDoc(docRule('down(3)', countdown), get, store);
    expect(verdict.allowed).toBe(false);
    // an error, absorbed like any other
    expect((await judgeDoc(docRule('down(3) || true', countdown), get, store)).allowed).toBe(true);
    expect((await judgeDoc(docRule('!down(3)', countdown), get, store)).allowed).toBe(false);
  });

  it('makes a mutual recursion an error too', async () => {
    const fns =
      'function ping(n) { return n == 0 || pong(n - 1); }\n    function pong(n) { return n == 0 || ping(n - 1); }';
    expect((await judgeDoc(docRule('ping(4)', fns), get, store)).allowed).toBe(false);
  });

  it('lets a recursive function that does not recurse on this input answer', async () => {
    const countdown = 'function down(n) { return n <= 0 || down(n - 1); }';
    expect((await judgeDoc(docRule('down(0)', countdown), get, store)).allowed).toBe(true);
  });

  it('makes a call with the wrong number of arguments an error', async () => {
    const fns = 'function one(a) { return a; }';
    expect((await judgeDoc(docRule('one(true, true)', fns), get, store)).allowed).toBe(false);
    expect((await judgeDoc(docRule('one()', fns), get, store)).allowed).toBe(false);
    expect((await judgeDoc(docRule('one(true)', fns), get, store)).allowed).toBe(true);
  });
});
