import { describe, expect, it } from 'vitest';
import { parseExpression, parseRules } from './rules-parser';
import { RulesSyntaxError } from './rules-scanner';

/**
 * A syntax error per construct, each naming the line and column where it is. In each source,
 * `‸` marks the expected position (it is removed before parsing).
 */

const MARK = '‸';

function expectedAt(marked: string) {
  const offset = marked.indexOf(MARK);
  if (offset < 0) throw new Error('no ‸ in the source');
  const before = marked.slice(0, offset).split('\n');
  return { source: marked.replace(MARK, ''), at: { line: before.length, column: (before.at(-1) ?? '').length + 1 } };
}

function syntaxError(parse: () => unknown): RulesSyntaxError {
  try {
    parse();
  } catch (error) {
    if (error instanceof RulesSyntaxError) return error;
    throw error;
  }
  throw new Error('parsed without a syntax error');
}

/** A rules file with `body` inside `match /databases/{database}/documents`, the body starting on line 4. */
const inDocuments = (body: string) => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}
`;

const FILE_CASES: { construct: string; source: string; reason: RegExp }[] = [
  {
    construct: 'a missing ; after an allow',
    source: inDocuments(`    match /docs/{id} {
      allow read: if true
    ‸}`),
    reason: /expected ';', found '}'/,
  },
  {
    construct: 'a missing ; after a return',
    source: inDocuments(`    function f() {
      return true
    ‸}`),
    reason: /expected ';'/,
  },
  {
    construct: 'a missing ; after rules_version',
    source: `rules_version = '2'
‸service cloud.firestore {}`,
    reason: /expected ';', found 'service'/,
  },
  {
    construct: 'an unterminated string',
    source: inDocuments(`    match /docs/{id} {
      allow read: if resource.data.name == ‸'Ann;
    }`),
    reason: /unterminated string/,
  },
  {
    construct: 'a string cut by the end of the line',
    source: inDocuments(`    function f() { return ‸"abc
      "; }`),
    reason: /unterminated string/,
  },
  {
    construct: 'a bad escape in a string (\\. must be written \\\\.)',
    source: inDocuments(`    match /docs/{id} {
      allow read: if resource.data.email.matches('.*@acme‸\\.com');
    }`),
    reason: /unknown escape \\\./,
  },
  {
    construct: 'a \\u escape without four hexadecimal digits',
    source: inDocuments(`    function f() { return 'a‸\\u12' == 'b'; }`),
    reason: /\\u needs four hexadecimal digits/,
  },
  {
    construct: 'an unknown method in allow',
    source: inDocuments(`    match /docs/{id} {
      allow read, ‸reed: if true;
    }`),
    reason: /unknown method 'reed'/,
  },
  {
    construct: 'an allow without a method',
    source: inDocuments(`    match /docs/{id} {
      allow ‸: if true;
    }`),
    reason: /unknown method ':'/,
  },
  {
    construct: 'a condition without if',
    source: inDocuments(`    match /docs/{id} {
      allow read: ‸true;
    }`),
    reason: /expected 'if', found 'true'/,
  },
  {
    construct: 'a {x=**} wildcard that is not the last segment',
    source: inDocuments(`    match /‸{rest=**}/docs {
      allow read;
    }`),
    reason: /must be the last segment/,
  },
  {
    construct: 'a wildcard with one *',
    source: inDocuments(`    match /docs/{id=*‸} {
      allow read;
    }`),
    reason: /expected '\*', found '}'/,
  },
  {
    construct: 'an unclosed wildcard',
    source: inDocuments(`    match /docs/{id ‸{
      allow read;
    }`),
    reason: /expected '}', found '{'/,
  },
  {
    construct: 'an unexpected token in a match path',
    source: inDocuments(`    match /docs/{id}/‸* {
      allow read;
    }`),
    reason: /a path segment is missing/,
  },
  {
    construct: 'an expression in a match path',
    source: inDocuments(`    match /docs/‸$(id) {
      allow read;
    }`),
    reason: /a path segment is missing/,
  },
  {
    construct: 'a match without a path',
    source: inDocuments(`    match ‸docs {
      allow read;
    }`),
    reason: /expected a path starting with '\/'/,
  },
  {
    construct: 'a function without return',
    source: inDocuments(`    function isOwner() {
      ‸resource.data.owner == request.auth.uid;
    }`),
    reason: /expected 'let' or 'return'/,
  },
  {
    construct: 'a let after return',
    source: inDocuments(`    function f() {
      return true;
      ‸let x = 1;
    }`),
    reason: /expected '}', found 'let'/,
  },
  {
    construct: 'a let without =',
    source: inDocuments(`    function f() {
      let x ‸1;
      return x;
    }`),
    reason: /expected '='/,
  },
  {
    construct: 'a parameter declared twice',
    source: inDocuments(`    function f(a, ‸a) { return a; }`),
    reason: /parameter 'a' is declared twice/,
  },
  {
    construct: 'a missing closing parenthesis',
    source: inDocuments(`    match /docs/{id} {
      allow read: if (true && (false || true)‸;
    }`),
    reason: /expected '\)', found ';'/,
  },
  {
    construct: 'an extra closing parenthesis',
    source: inDocuments(`    match /docs/{id} {
      allow read: if (true && false)‸);
    }`),
    reason: /expected ';', found '\)'/,
  },
  {
    construct: 'an unclosed call',
    source: inDocuments(`    match /docs/{id} {
      allow read: if exists(/databases/$(database)/documents/x/$(id)‸;
    }`),
    reason: /expected ',', found ';'/,
  },
  {
    construct: 'a bad rules_version',
    source: `rules_version = ‸'3';
service cloud.firestore {}`,
    reason: /rules_version must be '1' or '2'/,
  },
  {
    construct: 'a rules_version that is not a string',
    source: `rules_version = ‸2;
service cloud.firestore {}`,
    reason: /rules_version must be '1' or '2'/,
  },
  {
    construct: 'an allow outside a match',
    source: `rules_version = '2';
service cloud.firestore {
  ‸allow read;
}`,
    reason: /expected 'match', 'function' or '}'/,
  },
  {
    construct: 'a match outside the service',
    source: `rules_version = '2';
‸match /docs/{id} { allow read; }
service cloud.firestore {}`,
    reason: /expected 'service' or 'function'/,
  },
  {
    construct: 'a file without a service',
    source: `rules_version = '2';
function f() { return true; }
‸`,
    reason: /needs a service block/,
  },
  {
    construct: 'a missing closing brace',
    source: `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /docs/{id} {
      allow read;
    }
}
‸`,
    reason: /expected 'match', 'function' or '}', found the end of the file/,
  },
  {
    construct: 'an unterminated comment',
    source: inDocuments(`    ‸/* a comment
    match /docs/{id} { allow read; }`),
    reason: /unterminated comment/,
  },
  {
    construct: 'an unexpected character',
    source: inDocuments(`    match /docs/{id} {
      allow read: if request.auth.uid ‸# 'x';
    }`),
    reason: /unexpected character '#'/,
  },
  {
    construct: 'a missing operand',
    source: inDocuments(`    match /docs/{id} {
      allow read: if true && ‸;
    }`),
    reason: /expected an expression, found ';'/,
  },
];

describe('syntax errors in a rules file name line and column', () => {
  it.each(FILE_CASES)('$construct', ({ source: marked, reason }) => {
    const { source, at } = expectedAt(marked);
    const error = syntaxError(() => parseRules(source));
    expect({ at: error.at, reason: error.reason }).toEqual({ at, reason: expect.stringMatching(reason) });
    expect(error.message).toBe(`firestore.rules ${at.line}:${at.column}: ${error.reason}`);
  });
});

const EXPRESSION_CASES: { construct: string; source: string; reason: RegExp }[] = [
  { construct: 'a ternary without :', source: 'a ? b ‸', reason: /expected ':'/ },
  { construct: 'is without a type', source: 'a is ‸1', reason: /expected a type name/ },
  { construct: 'a map entry without :', source: "{'a' ‸1}", reason: /expected ':'/ },
  { construct: 'an empty index', source: 'a[‸]', reason: /expected an expression/ },
  { construct: 'a call of something that is no function', source: 'a[0]‸(b)', reason: /expected an operator/ },
  { construct: 'an unclosed $( in a path', source: '/a/$(b ‸', reason: /expected '\)'/ },
  { construct: 'an empty path segment', source: '/a/‸/b', reason: /a path segment is missing/ },
  { construct: 'an exponent without digits', source: '‸1e+', reason: /an exponent needs digits/ },
  { construct: 'a hexadecimal number without digits', source: '‸0x', reason: /a hexadecimal number needs digits/ },
  { construct: 'a member without a name', source: 'a.‸1', reason: /expected a field or method name/ },
  { construct: 'an unclosed list', source: '[1, 2‸', reason: /expected ',', found the end of the file/ },
  { construct: 'two expressions in a row', source: 'a ‸b', reason: /expected the end of the expression/ },
  { construct: 'a lone operator', source: '‸== 1', reason: /expected an expression/ },
  { construct: 'a second line', source: 'a &&\n  b ||\n  ‸)', reason: /expected an expression, found '\)'/ },
];

describe('syntax errors in an expression name line and column', () => {
  it.each(EXPRESSION_CASES)('$construct', ({ source: marked, reason }) => {
    const { source, at } = expectedAt(marked);
    const error = syntaxError(() => parseExpression(source));
    expect({ at: error.at, reason: error.reason }).toEqual({ at, reason: expect.stringMatching(reason) });
  });
});

describe('what parses', () => {
  it('parses every construct the reference documents', () => {
    const file = parseRules(`rules_version = '2';
function top(a) { return a; }
service cloud.firestore {
  function svc() { return true; }
  match /databases/{database}/documents {
    match /a/{b}/c/{d=**} {
      function f(x, y) {
        let z = x + y;
        let w = [z, {'k': z}, -1, 1.5e2, 0x10, "dq", r'raw\\.', null];
        return w[0] in [z] && w[1:2] is list && (z is int ? !false : true) && /p/$(x)/q == path('p');
      }
      allow get, list: if f(1, 2) && top(true) && svc();
      allow create, update, delete: if request.time < timestamp.value(0) || math.abs(-1) % 2 == 1;
      allow write;
    }
  }
}`);
    expect(file.version).toBe('2');
    expect(file.functions.map((each) => each.name)).toEqual(['top']);
    const match = file.services[0]?.matches[0]?.matches[0];
    expect(match?.pattern).toEqual([
      { kind: 'literal', text: 'a' },
      { kind: 'variable', name: 'b' },
      { kind: 'literal', text: 'c' },
      { kind: 'rest', name: 'd' },
    ]);
    expect(match?.allows.map((each) => each.methods)).toEqual([
      ['get', 'list'],
      ['create', 'update', 'delete'],
      ['write'],
    ]);
    expect(match?.allows[2]?.condition).toBeNull();
  });

  it('parses firestore.rules', async () => {
    const { readFileSync } = await import('node:fs');
    const file = parseRules(readFileSync('firestore.rules', 'utf8'));
    expect(file.services.map((each) => each.name)).toEqual(['cloud.firestore']);
  });

  it('binds by precedence: ?: < || < && < relations < + - < * / % < unary < postfix', () => {
    expect(parseExpression('a || b && c')).toMatchObject({ op: '||', right: { op: '&&' } });
    expect(parseExpression('a && b == c')).toMatchObject({ op: '&&', right: { op: '==' } });
    expect(parseExpression('a == b + c')).toMatchObject({ op: '==', right: { op: '+' } });
    expect(parseExpression('a + b * c')).toMatchObject({ op: '+', right: { op: '*' } });
    expect(parseExpression('!a.b()')).toMatchObject({ kind: 'unary', op: '!', operand: { kind: 'call' } });
    expect(parseExpression('a ? b : c || d')).toMatchObject({ kind: 'ternary', otherwise: { op: '||' } });
    expect(parseExpression('a in b && c is string')).toMatchObject({
      op: '&&',
      left: { op: 'in' },
      right: { kind: 'is', type: 'string' },
    });
    expect(parseExpression('a - b - c')).toMatchObject({ op: '-', left: { op: '-' } });
  });
});
