import { describe, expect, it } from 'vitest';
import { parseRules } from './rules-parser';
import { ALICE, allows, docsRule, ERROR, judgeList, outcome, rulesText } from '../../../assurance/rules/rules-test-kit';

/**
 * Each production verdict of docs/RULES-ENGINE.md (recorded by the open-source project pyric) as a test of
 * the evaluator, through RulesEngine.judge on a small rules text and an in-memory store. Where
 * an allow and a deny need telling apart from an error, `!(...)` does it: `!(false)` allows,
 * `!(error)` denies.
 */

const d1 = { before: { 'docs/d1': { owner: 'alice', flag: true, nested: { a: 1 } } } };
const getD1 = { method: 'get' as const, path: 'docs/d1' };
const allowsGet = (condition: string, functions = '') => allows(docsRule(condition, functions), getD1, d1);

// an error: reading a field the document does not have
const ERR = "resource.data.missing == 'x'";

describe('errors and booleans', () => {
  it('error || true allows: a determining operand on the right absorbs the error', async () => {
    expect(await allowsGet(`${ERR} || true`)).toBe(true);
  });

  it('true || error allows', async () => {
    expect(await allowsGet(`true || ${ERR}`)).toBe(true);
  });

  it('error || false denies: the error propagates', async () => {
    expect(await allowsGet(`${ERR} || false`)).toBe(false);
    expect(await allowsGet(`!(${ERR} || false)`)).toBe(false);
  });

  it('error && true denies: the error propagates', async () => {
    expect(await allowsGet(`${ERR} && true`)).toBe(false);
    expect(await allowsGet(`!(${ERR} && true)`)).toBe(false);
  });

  it('error && false is false (not an error): its negation allows', async () => {
    expect(await allowsGet(`${ERR} && false`)).toBe(false);
    expect(await allowsGet(`!(${ERR} && false)`)).toBe(true);
  });

  it('false && error is false: its negation allows', async () => {
    expect(await allowsGet(`false && ${ERR}`)).toBe(false);
    expect(await allowsGet(`!(false && ${ERR})`)).toBe(true);
  });

  it('(error && false) || true allows', async () => {
    expect(await allowsGet(`(${ERR} && false) || true`)).toBe(true);
  });

  it('!(missing == x) denies: an error survives !', async () => {
    expect(await allowsGet(`!(${ERR})`)).toBe(false);
    expect(outcome("!(data.typo == 'x')", { data: {} })).toBe(ERROR);
  });

  it("resource.id != 'z' denies: an error survives !=", async () => {
    expect(await allowsGet("resource.id != 'z'")).toBe(false);
    expect(await allowsGet("!(resource.id == 'z')")).toBe(false);
    expect(outcome("data.typo != 'z'", { data: {} })).toBe(ERROR);
  });

  it('a non-boolean operand of && errors and denies', async () => {
    expect(await allowsGet('1 && true')).toBe(false);
    expect(await allowsGet('(1 && true) || !(1 && true)')).toBe(false);
    expect(outcome("true && 'yes'")).toBe(ERROR);
  });

  it('a non-boolean operand of || errors and denies', async () => {
    expect(await allowsGet('false || 1')).toBe(false);
    expect(await allowsGet('(false || 1) || !(false || 1)')).toBe(false);
    expect(outcome('false || null')).toBe(ERROR);
  });

  it('a non-boolean condition of ?: errors and denies', async () => {
    expect(await allowsGet('1 ? true : false')).toBe(false);
    expect(await allowsGet('(1 ? true : false) || !(1 ? true : false)')).toBe(false);
    expect(await allowsGet('null ? true : true')).toBe(false);
  });

  it('a condition that is not a boolean denies', async () => {
    expect(await allowsGet('1')).toBe(false);
    expect(await allowsGet("'true'")).toBe(false);
  });

  it('boolean control flow evaluates normally', async () => {
    expect(await allowsGet('true && (false || true) && (true ? true : false)')).toBe(true);
  });

  it('10 / 0 is an error, not infinity; 10 / 4 == 2, -7 / 2 == -3, 10 / 4.0 == 2.5; is int and is float differ', async () => {
    expect(await allowsGet('10 / 0 > 0')).toBe(false);
    expect(await allowsGet('!(10 / 0 > 0)')).toBe(false);
    expect(await allowsGet('10 / 0 > 0 || true')).toBe(true);
    expect(await allowsGet('10 / 4 == 2 && -7 / 2 == -3 && 10 / 4.0 == 2.5 && !(10 / 4 == 2.5)')).toBe(true);
    expect(await allowsGet('10 / 4 is int && !(10 / 4 is float) && 10 / 4.0 is float && !(10 / 4.0 is int)')).toBe(
      true,
    );
  });
});

describe('missing things are errors, not null', () => {
  it('reading a field a map does not have errors (== null denies), nested too', async () => {
    expect(await allowsGet('resource.data.typo == null')).toBe(false);
    expect(await allowsGet('!(resource.data.typo == null)')).toBe(false);
    expect(await allowsGet('resource.data.nested.typo == null')).toBe(false);
    expect(await allowsGet("resource.data.owner == 'alice'")).toBe(true);
  });

  it("absence is tested with !('typo' in data)", async () => {
    expect(await allowsGet("!('typo' in resource.data) && 'owner' in resource.data")).toBe(true);
  });

  describe('get() of a missing document', () => {
    const missing = '/databases/$(database)/documents/others/none';
    const present = '/databases/$(database)/documents/others/here';
    const store = { before: { ...d1.before, 'others/here': { flag: true } } };
    const check = (condition: string) => allows(docsRule(condition), getD1, store);

    it('get(p) == null errors and denies', async () => {
      expect(await check(`get(${missing}) == null`)).toBe(false);
      expect(await check(`!(get(${missing}) == null)`)).toBe(false);
    });

    it('get(p).data.x == v errors and denies', async () => {
      expect(await check(`get(${missing}).data.flag == true`)).toBe(false);
      expect(await check(`!(get(${missing}).data.flag == true)`)).toBe(false);
    });

    it('its error is absorbed like any other: get(p).data.x == v || true allows', async () => {
      expect(await check(`get(${missing}).data.flag == true || true`)).toBe(true);
    });

    it('exists(p) && get(p)... is the guard: false for a missing document, true for a present one', async () => {
      expect(await check(`exists(${missing}) && get(${missing}).data.flag == true`)).toBe(false);
      expect(await check(`!(exists(${missing}) && get(${missing}).data.flag == true)`)).toBe(true);
      expect(await check(`exists(${present}) && get(${present}).data.flag == true`)).toBe(true);
    });

    it('a document get() returns has no id or __name__', async () => {
      expect(await check(`get(${present}).id == 'here'`)).toBe(false);
      expect(await check(`!(get(${present}).id == 'x')`)).toBe(false);
      expect(await check(`get(${present}).__name__ == ${present}`)).toBe(false);
    });
  });

  describe('resource of a missing target', () => {
    const rule = (condition: string) => docsRule(condition);
    it.each(['get', 'update', 'delete'] as const)(
      '%s: resource != null and resource == null both deny',
      async (method) => {
        const call = { method, path: 'docs/none', data: { owner: 'alice' } };
        expect(await allows(rule('resource != null'), call, d1)).toBe(false);
        expect(await allows(rule('resource == null'), call, d1)).toBe(false);
        expect(await allows(rule('resource.data.owner == null'), call, d1)).toBe(false);
      },
    );

    it.each(['get', 'update', 'delete'] as const)(
      '%s of an existing document: resource != null allows',
      async (method) => {
        expect(await allows(rule('resource != null'), { method, path: 'docs/d1', data: { owner: 'alice' } }, d1)).toBe(
          true,
        );
      },
    );
  });

  it('resource == null on create denies; request.resource carries the incoming document', async () => {
    const create = { method: 'create' as const, path: 'docs/new', data: { owner: 'alice' } };
    expect(await allows(docsRule('resource == null'), create)).toBe(false);
    expect(await allows(docsRule('!(resource == null)'), create)).toBe(false);
    expect(await allows(docsRule("request.resource.data.owner == 'alice'"), create)).toBe(true);
  });

  it.each(['get', 'update', 'delete'] as const)(
    '%s: resource.id and resource.__name__ of an existing document error',
    async (method) => {
      const call = { method, path: 'docs/d1', data: { owner: 'alice' } };
      expect(await allows(docsRule('resource.id == id'), call, d1)).toBe(false);
      expect(await allows(docsRule('resource.id is string'), call, d1)).toBe(false);
      expect(await allows(docsRule('resource.__name__ == request.path'), call, d1)).toBe(false);
      expect(await allows(docsRule("resource.id == 'zzz' || true"), call, d1)).toBe(true);
      expect(await allows(docsRule("resource.id == 'zzz' && true"), call, d1)).toBe(false);
      expect(await allows(docsRule("resource.data.owner == 'alice'"), call, d1)).toBe(true);
    },
  );

  it('request.resource.id on update errors', async () => {
    const update = { method: 'update' as const, path: 'docs/d1', data: { owner: 'alice' } };
    expect(await allows(docsRule('request.resource.id == id'), update, d1)).toBe(false);
    expect(await allows(docsRule("request.resource.id != 'zzz'"), update, d1)).toBe(false);
    expect(await allows(docsRule("request.resource.data.owner == 'alice'"), update, d1)).toBe(true);
  });

  it("'toString' in data is false (own keys only); .constructor errors", async () => {
    expect(await allowsGet("'toString' in resource.data")).toBe(false);
    expect(
      await allowsGet(
        "!('toString' in resource.data) && !('constructor' in resource.data) && !('hasOwnProperty' in resource.data)",
      ),
    ).toBe(true);
    expect(await allowsGet('resource.data.constructor == null')).toBe(false);
    expect(await allowsGet('!(resource.data.constructor == null)')).toBe(false);
    const withField = { before: { 'docs/d1': { toString: 'x' } } };
    expect(await allows(docsRule("'toString' in resource.data"), getD1, withField)).toBe(true);
    expect(await allowsGet("resource.data.keys().hasOnly(['owner', 'flag', 'nested'])")).toBe(true);
  });
});

describe('language details', () => {
  it('rules_version may be omitted: then it is version 1, and rules still evaluate', async () => {
    const v1 = rulesText("match /docs/{id} { allow read: if request.auth.uid == 'alice'; }", { version: '' });
    expect(parseRules(v1).version).toBe('1');
    expect(parseRules(rulesText('')).version).toBe('2');
    expect(await allows(v1, getD1, d1)).toBe(true);
    expect(await allows(v1, { ...getD1, auth: null }, d1)).toBe(false);
    expect(await allows(v1, { method: 'create', path: 'docs/d2' }, d1)).toBe(false);
  });

  it('version 1: {rest=**} matches one or more segments; version 2: zero or more', async () => {
    const body = 'match /docs/{id}/{rest=**} { allow read; }';
    expect(await allows(rulesText(body, { version: '' }), getD1, d1)).toBe(false);
    expect(await allows(rulesText(body), getD1, d1)).toBe(true);
  });

  it('functions may be declared at global, service and match scope; a nearer one shadows an outer one', async () => {
    const rules = `rules_version = '2';
function isAlice() { return request.auth.uid == 'alice'; }
function who() { return 'global'; }
service cloud.firestore {
  function who() { return 'service'; }
  function signedIn() { return request.auth != null; }
  match /databases/{database}/documents {
    match /globalFn/{id} { allow read: if isAlice(); }
    match /serviceFn/{id} { allow read: if signedIn() && who() == 'service'; }
    match /matchFn/{id} {
      function who() { return 'match'; }
      allow read: if who() == 'match';
    }
  }
}`;
    const store = { before: { 'globalFn/a': {}, 'serviceFn/a': {}, 'matchFn/a': {} } };
    expect(await allows(rules, { method: 'get', path: 'globalFn/a' }, store)).toBe(true);
    expect(await allows(rules, { method: 'get', path: 'globalFn/a', auth: { ...ALICE, uid: 'bob' } }, store)).toBe(
      false,
    );
    expect(await allows(rules, { method: 'get', path: 'serviceFn/a' }, store)).toBe(true);
    expect(await allows(rules, { method: 'get', path: 'serviceFn/a', auth: null }, store)).toBe(false);
    expect(await allows(rules, { method: 'get', path: 'matchFn/a' }, store)).toBe(true);
  });

  it('a function sees the names of the scope it is declared in, not the caller’s', async () => {
    const rules = rulesText(`
    function idOf() { return id; }
    match /docs/{id} { allow read: if idOf() == id; }
    match /lexical/{id} {
      function mine() { return id == 'd1'; }
      match /sub/{sub} { allow read: if mine(); }
    }`);
    // `id` is not a name where idOf is declared: an error, so denied
    expect(await allows(rules, getD1, d1)).toBe(false);
    expect(await allows(rules, { method: 'get', path: 'lexical/d1' }, { before: { 'lexical/d1': {} } })).toBe(false);
  });

  it('let and ?: are accepted', async () => {
    const fn = `function ownerIs(uid) {
      let data = resource.data;
      let owner = data.get('owner', null);
      return owner == null ? false : owner == uid;
    }`;
    expect(await allowsGet("ownerIs('alice')", fn)).toBe(true);
    expect(await allowsGet("ownerIs('bob')", fn)).toBe(false);
  });

  describe('nested match blocks', () => {
    const rules = rulesText(`
    match /parents/{parentId} {
      match /children/{childId} {
        allow read: if parentId == 'p1' && childId == 'c1';
      }
    }`);
    it('resolve relative to their parent', async () => {
      const store = { before: { 'parents/p1': {} } };
      // only top-level documents are stored locally; a nested match is judged on its path alone
      expect(parseRules(rules).services[0]?.matches[0]?.matches[0]?.matches[0]?.pattern).toEqual([
        { kind: 'literal', text: 'children' },
        { kind: 'variable', name: 'childId' },
      ]);
      expect(await allows(rules, { method: 'get', path: 'parents/p1' }, store)).toBe(false);
    });

    it('an exact nested path does not cover its parent, siblings or deeper paths', async () => {
      const exact = rulesText(`
    match /groups/{groupId} {
      match /exact {
        match /{docId} { allow read: if true; }
      }
    }
    match /plain/{id} {
      match /deeper/{sub} { allow read; }
    }
    match /exactDoc/fixed { allow read; }`);
      const store = { before: { 'exactDoc/fixed': {}, 'exactDoc/other': {}, 'plain/p': {} } };
      expect(await allows(exact, { method: 'get', path: 'exactDoc/fixed' }, store)).toBe(true);
      expect(await allows(exact, { method: 'get', path: 'exactDoc/other' }, store)).toBe(false);
      // the parent of a nested match is not covered by it
      expect(await allows(exact, { method: 'get', path: 'plain/p' }, store)).toBe(false);
      // a document of another collection (a sibling) is not covered either
      expect(await allows(exact, { method: 'get', path: 'groups/g1' }, { before: { 'groups/g1': {} } })).toBe(false);
    });
  });

  it('a document several match blocks cover is allowed when any of their allows is', async () => {
    const rules = rulesText(`
    match /docs/{id} { allow read: if id == 'd1'; }
    match /{document=**} { allow read: if resource.data.flag == true; }`);
    const store = { before: { 'docs/d1': { flag: false }, 'docs/d2': { flag: true }, 'docs/d3': { flag: false } } };
    expect(await allows(rules, { method: 'get', path: 'docs/d1' }, store)).toBe(true);
    expect(await allows(rules, { method: 'get', path: 'docs/d2' }, store)).toBe(true);
    expect(await allows(rules, { method: 'get', path: 'docs/d3' }, store)).toBe(false);
  });

  it("matches() is a full-string RE2 match; '\\\\.' reaches the regex as \\.", async () => {
    const rules = docsRule(
      "resource.data.owner.matches('ali.*') && !resource.data.owner.matches('lic') && 'a.b'.matches('a\\\\.b') && !'axb'.matches('a\\\\.b')",
    );
    expect(await allows(rules, getD1, d1)).toBe(true);
  });

  it('map.get(key, default) and map.get([k1, k2], default) give the default for any missing or non-map step', async () => {
    expect(
      await allowsGet(
        "resource.data.get('typo', 7) == 7 && resource.data.get(['nested', 'a'], 0) == 1 && resource.data.get(['owner', 'x'], 0) == 0 && resource.data.get(['nested', 'b'], 0) == 0",
      ),
    ).toBe(true);
  });

  it('map.keys() is a list: hasAll/hasAny/hasOnly work, set algebra does not; toSet gives a set', async () => {
    expect(
      await allowsGet(
        "resource.data.keys().hasAll(['owner']) && resource.data.keys().hasAny(['flag']) && resource.data.keys().hasOnly(['owner', 'flag', 'nested'])",
      ),
    ).toBe(true);
    expect(await allowsGet("resource.data.keys().difference(['owner'].toSet()).size() == 2")).toBe(false);
    expect(await allowsGet("resource.data.keys().toSet().difference(['owner'].toSet()).size() == 2")).toBe(true);
    expect(
      await allowsGet(
        "resource.data.keys().toSet().union(['x'].toSet()).size() == 4 && resource.data.keys().toSet().intersection(['owner'].toSet()).size() == 1",
      ),
    ).toBe(true);
  });

  it('concat keeps order and duplicates; removeAll removes every occurrence', async () => {
    expect(
      await allowsGet("['a', 'b'].concat(['a']) == ['a', 'b', 'a'] && ['a', 'b', 'a'].removeAll(['a']) == ['b']"),
    ).toBe(true);
  });

  it('a bare map.hasAll(...) is refused', async () => {
    expect(await allowsGet("resource.data.hasAll(['owner'])")).toBe(false);
    expect(await allowsGet("!resource.data.hasAll(['owner'])")).toBe(false);
  });

  it('slices [i:j] work on lists and strings; an end past the length is an error in production (not clamped)', async () => {
    // the observation it cites recorded "Index out of bound error.
    // Index: [98], size: [4]" and a deny: the evaluator follows the observation (the stricter reading)
    expect(
      await allowsGet("['a', 'b', 'c', 'd'][1:3] == ['b', 'c'] && 'hello world'[6:11] == 'world' && 'abc'[1:1] == ''"),
    ).toBe(true);
    expect(await allowsGet("['a', 'b', 'c', 'd'][1:99].size() == 3")).toBe(false);
    expect(await allowsGet("'hello world'[6:99] == 'world'")).toBe(false);
    expect(await allowsGet("!('hello world'[6:99] == 'x')")).toBe(false);
  });

  it('timestamp ± duration is a timestamp, timestamp − timestamp a duration; timestamp.date, duration.value', async () => {
    expect(
      await allowsGet(
        "request.time + duration.value(1, 'h') is timestamp && request.time - duration.value(1, 'h') is timestamp" +
          " && request.time - timestamp.date(2026, 1, 1) is duration && duration.value(2, 'h') > duration.value(1, 'h')",
      ),
    ).toBe(true);
  });

  it('math.abs/ceil/floor/round/sqrt/pow/isNaN exist', async () => {
    expect(
      await allowsGet(
        'math.abs(-1) == 1 && math.ceil(1.2) == 2 && math.floor(1.8) == 1 && math.round(1.5) == 2 && math.sqrt(4) == 2.0 && math.pow(2, 3) == 8.0 && !math.isNaN(1.0)',
      ),
    ).toBe(true);
  });

  it('bool() and math.isInfinite() do not exist', async () => {
    expect(await allowsGet("bool('true')")).toBe(false);
    expect(await allowsGet("!bool('true')")).toBe(false);
    expect(await allowsGet('!math.isInfinite(1.0)')).toBe(false);
  });

  it('request.path is a path', async () => {
    expect(await allowsGet('request.path is path && request.path == /databases/$(database)/documents/docs/d1')).toBe(
      true,
    );
  });

  it('request.query exists only for list requests', async () => {
    expect(await allowsGet('request.query.limit == null')).toBe(false);
    expect(await allowsGet('!(request.query.limit == 5)')).toBe(false);
    const list = rulesText('match /docs/{id} { allow list: if request.query.limit == 5; }');
    expect((await judgeList(list, { collection: 'docs', limit: 5 })).allowed).toBe(true);
    expect((await judgeList(list, { collection: 'docs', limit: 6 })).allowed).toBe(false);
  });

  describe('getAfter() and existsAfter() in a batch', () => {
    const rules = rulesText(`
    match /docs/{id} {
      allow create, update: if getAfter(/databases/$(database)/documents/docs/$(id)).data == request.resource.data
        && getAfter(/databases/$(database)/documents/teams/t1).data.name == 'After'
        && getAfter(/databases/$(database)/documents/teams/t1).data.kept == 'yes'
        && get(/databases/$(database)/documents/teams/t1).data.name == 'Before';
      allow delete: if !existsAfter(/databases/$(database)/documents/docs/$(id));
    }
    match /checks/{id} {
      allow create: if existsAfter(/databases/$(database)/documents/docs/created)
        && !existsAfter(/databases/$(database)/documents/docs/deleted)
        && exists(/databases/$(database)/documents/docs/deleted)
        && !exists(/databases/$(database)/documents/docs/created)
        && existsAfter(/databases/$(database)/documents/teams/t1);
    }`);
    const store = {
      before: { 'teams/t1': { name: 'Before', kept: 'yes' }, 'docs/d1': { a: 1 }, 'docs/deleted': { a: 1 } },
      // a sibling write of the batch, merged over the stored fields by the port
      batch: { 'teams/t1': { name: 'After', kept: 'yes' }, 'docs/created': { a: 1 }, 'docs/deleted': null },
    };

    it('getAfter sees the document as the whole batch leaves it, the request’s own write included; get the state before', async () => {
      expect(await allows(rules, { method: 'update', path: 'docs/d1', data: { a: 2 } }, store)).toBe(true);
      expect(await allows(rules, { method: 'create', path: 'docs/d9', data: { a: 2 } }, store)).toBe(true);
      expect(await allows(rules, { method: 'update', path: 'docs/d1', data: { a: 2 } }, { before: store.before })).toBe(
        false,
      );
    });

    it('existsAfter is true after a create in the batch and false after a delete', async () => {
      expect(await allows(rules, { method: 'create', path: 'checks/c1', data: {} }, store)).toBe(true);
      expect(await allows(rules, { method: 'delete', path: 'docs/d1' }, store)).toBe(true);
      expect(await allows(rules, { method: 'create', path: 'checks/c1', data: {} }, { before: store.before })).toBe(
        false,
      );
    });
  });
});
