import { describe, expect, it } from 'vitest';
import { parseExpression } from './rules-parser';
import { allows, docsRule, ERROR, evaluate, outcome } from '../../../assurance/rules/rules-test-kit';
import { RPath } from './rules-values';

/** rules.Path: path literals with `$(...)`, `path()`, and `request.path`. */

const vars = { database: '(default)', id: 'u1', club: 'c1', n: 7 };

describe('path literals', () => {
  it('are read raw, segment by segment, with $(...) evaluated', () => {
    expect(evaluate('/databases/$(database)/documents/users/$(id)', vars)).toEqual(
      new RPath(['databases', '(default)', 'documents', 'users', 'u1']),
    );
    expect(evaluate("/databases/$(database)/documents/clubMemberships/$(club + '_' + id)", vars)).toEqual(
      new RPath(['databases', '(default)', 'documents', 'clubMemberships', 'c1_u1']),
    );
  });

  it('take an int as a segment, and splice in a path', () => {
    expect(evaluate('/a/$(n)', vars)).toEqual(new RPath(['a', '7']));
    expect(evaluate("/a/$(path('b/c'))/d", vars)).toEqual(new RPath(['a', 'b', 'c', 'd']));
  });

  it.each([
    '/a/$(id) == /a/u1',
    '/a/$(id) != /a/u2',
    '/a/b is path',
    '!(/a/b is string)',
    "path('/a/b') == /a/b",
    "path('a/b') == /a/b",
    "path('a/b') is path",
    "/a/b/c[1] == 'b'",
    "(/a/$(id))[1] == 'u1'",
    "/databases/(default)/documents/x == path('databases/(default)/documents/x')",
  ])('%s', (source) => expect(outcome(source, vars)).toBe(true));

  it.each(['/a/$(true)', '/a/$(null)', "/a/$(['x'])", '/a/b[5]', 'path(1)'])('%s is an error', (source) =>
    expect(outcome(source, vars)).toBe(ERROR),
  );

  it('ends a path before an operator, a parenthesis or a comma', () => {
    expect(parseExpression('/a/b == /a/$(x)')).toMatchObject({ kind: 'binary', op: '==' });
    expect(parseExpression('f(/a/b, /c/d)')).toMatchObject({
      kind: 'call',
      args: [{ kind: 'path' }, { kind: 'path' }],
    });
  });
});

describe('request.path', () => {
  it('is the document’s whole path', async () => {
    const rules = docsRule('request.path is path && request.path == /databases/$(database)/documents/docs/$(id)');
    expect(await allows(rules, { method: 'get', path: 'docs/d1' }, { before: { 'docs/d1': {} } })).toBe(true);
    const literal = docsRule('request.path == /databases/(default)/documents/docs/d1');
    expect(await allows(literal, { method: 'get', path: 'docs/d1' }, { before: { 'docs/d1': {} } })).toBe(true);
    expect(await allows(literal, { method: 'get', path: 'docs/d2' }, { before: { 'docs/d2': {} } })).toBe(false);
  });
});

describe('get() and exists() of a built path', () => {
  const store = { before: { 'users/u1': { role: 'coach' }, 'clubMemberships/c1_alice': { role: 'owner' } } };

  it('read the document the path names', async () => {
    const rules = docsRule(
      "get(/databases/$(database)/documents/users/$(id)).data.role == 'coach'" +
        " && exists(/databases/$(database)/documents/clubMemberships/$('c1' + '_' + request.auth.uid))",
    );
    expect(await allows(rules, { method: 'get', path: 'docs/u1' }, store)).toBe(true);
    expect(await allows(rules, { method: 'get', path: 'docs/u2' }, store)).toBe(false);
  });

  it('refuse a path outside the database’s documents, or of a collection', async () => {
    expect(
      await allows(
        docsRule('exists(/databases/$(database)/documents/users)'),
        { method: 'get', path: 'docs/u1' },
        store,
      ),
    ).toBe(false);
    expect(await allows(docsRule('exists(/other/u1)'), { method: 'get', path: 'docs/u1' }, store)).toBe(false);
    expect(await allows(docsRule("exists('users/u1')"), { method: 'get', path: 'docs/u1' }, store)).toBe(false);
    expect(await allows(docsRule('!exists(/other/u1)'), { method: 'get', path: 'docs/u1' }, store)).toBe(false);
  });
});
