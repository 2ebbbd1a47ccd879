import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRules, formatProblem, type Problem } from './rules-check';
import { parseRules } from './rules-parser';
import { rulesText } from '../../../assurance/rules/rules-test-kit';

/** The static check of rules-check.ts, one small rules text per kind of problem. */

const check = (source: string) => checkRules(parseRules(source));
const brief = (problems: Problem[]) => problems.map((each) => `${each.at.line}:${each.at.column} ${each.kind}`);

// the body of rulesText starts on line 4
describe('unknown functions', () => {
  it('reports a call of a function no scope declares, and no builtin is', () => {
    const problems = check(
      rulesText(`    function isOwner() { return true; }
    match /docs/{id} {
      allow read: if isOwnr() && isOwner();
    }`),
    );
    expect(brief(problems)).toEqual(['6:22 unknown-function']);
    expect(problems[0]?.message).toBe('unknown function isOwnr()');
  });

  it('reports an unknown function of a namespace, and bool()', () => {
    const problems = check(
      rulesText(`    match /docs/{id} {
      allow read: if math.isInfinite(1.0) || bool('x') || math.abs(-1) == 1 || timestamp.date(2026, 1, 1) < request.time;
    }`),
    );
    expect(problems.map((each) => each.message)).toEqual([
      'unknown function math.isInfinite()',
      'unknown function bool()',
    ]);
    expect(brief(problems)).toEqual(['5:22 unknown-function', '5:46 unknown-function']);
  });

  it('sees the functions of enclosing blocks, the service and the file, but not those of a sibling block', () => {
    const source = `rules_version = '2';
function top() { return true; }
service cloud.firestore {
  function svc() { return top(); }
  match /databases/{database}/documents {
    function outer() { return svc(); }
    match /a/{id} {
      function local() { return outer(); }
      allow read: if local() && get(/databases/$(database)/documents/a/$(id)).data.x == 1 && exists(/databases/$(database)/documents/a/b);
    }
    match /b/{id} {
      allow read: if local();
    }
  }
}`;
    expect(brief(check(source))).toEqual(['12:22 unknown-function']);
  });

  it('knows the builtins: int, float, string, path, debug, get, exists, getAfter, existsAfter', () => {
    const source = rulesText(`    match /docs/{id} {
      allow read: if int('1') == 1 && float(1) == 1.0 && string(1) == '1' && path('a/b') is path && debug(true)
        && getAfter(/databases/$(database)/documents/x/y) != null && existsAfter(/databases/$(database)/documents/x/y);
    }`);
    expect(check(source)).toEqual([]);
  });
});

describe('unknown variables', () => {
  it('reports a name that is no parameter, let, wildcard, request or resource', () => {
    const problems = check(
      rulesText(`    function owns(uid) {
      let data = resource.data;
      return data.owner == uid && data.team == teamId;
    }
    match /docs/{docId} {
      allow read: if owns(request.auth.uid) && docId != '' && database != '' && id == 'x';
    }`),
    );
    expect(brief(problems)).toEqual(['6:48 unknown-variable', '9:81 unknown-variable']);
    expect(problems.map((each) => each.message)).toEqual(['unknown variable teamId', 'unknown variable id']);
  });

  it('lets a function see the wildcards of the block it is declared in, not those of its callers', () => {
    const problems = check(
      rulesText(`    function docOf() { return docId; }
    match /docs/{docId} {
      function mine() { return docId == request.auth.uid; }
      allow read: if mine() && docOf() == docId;
    }`),
    );
    expect(brief(problems)).toEqual(['4:31 unknown-variable']);
  });

  it('reads lets in order: a let cannot use a later one, or itself', () => {
    const problems = check(
      rulesText(`    function f(a) {
      let b = a + c;
      let c = 1;
      let d = d;
      return b + c + d;
    }
    match /docs/{id} { allow read: if f(1) > 0; }`),
    );
    expect(problems.map((each) => each.message)).toEqual(['unknown variable c', 'unknown variable d']);
  });

  it('reports a namespace used as a value', () => {
    expect(
      check(rulesText('    match /docs/{id} { allow read: if math == null; }')).map((each) => each.message),
    ).toEqual(['math is a namespace, not a value']);
  });

  it('takes the wildcard of a {rest=**} as a variable', () => {
    expect(check(rulesText('    match /docs/{rest=**} { allow read: if rest is path; }'))).toEqual([]);
  });
});

describe('unknown methods', () => {
  it('reports a method no type has', () => {
    const problems = check(
      rulesText(`    match /docs/{id} {
      allow read: if resource.data.keys().hasAll(['a'])
        && resource.data.name.toLowerCase() == 'x'
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['a'])
        && resource.data.tags.contains('x');
    }`),
    );
    expect(problems.map((each) => each.message)).toEqual([
      'unknown method toLowerCase() (no type has it)',
      'unknown method contains() (no type has it)',
    ]);
    expect(brief(problems)).toEqual(['6:12 unknown-method', '8:12 unknown-method']);
  });
});

describe('wrong arity', () => {
  it('reports a user function called with too many or too few arguments', () => {
    const problems = check(
      rulesText(`    function two(a, b) { return a == b; }
    function none() { return true; }
    match /docs/{id} {
      allow read: if two(1) || two(1, 2, 3) || none(1) || two(1, 2) || none();
    }`),
    );
    expect(problems.map((each) => each.message)).toEqual([
      'two() takes 2 argument(s), called with 1',
      'two() takes 2 argument(s), called with 3',
      'none() takes 0 argument(s), called with 1',
    ]);
    expect(brief(problems)).toEqual(['7:22 arity', '7:32 arity', '7:48 arity']);
  });

  it('reports get() or exists() without exactly one path', () => {
    const problems = check(rulesText('    match /docs/{id} { allow read: if exists() || get(/a/b, /c/d) != null; }'));
    expect(problems.map((each) => each.message)).toEqual([
      'exists() takes 1 argument, called with 0',
      'get() takes 1 argument, called with 2',
    ]);
  });
});

describe('unknown types after is', () => {
  it('reports a type the language does not have', () => {
    const problems = check(
      rulesText(`    match /docs/{id} {
      allow read: if resource.data.n is integer || resource.data.s is string || resource.data.m is object || resource.data.t is timestamp;
    }`),
    );
    expect(problems.map((each) => each.message)).toEqual([
      'unknown type integer after is',
      'unknown type object after is',
    ]);
    expect(brief(problems)).toEqual(['5:22 unknown-type', '5:81 unknown-type']);
  });
});

describe('unreachable match blocks', () => {
  it('reports a match not under /databases/{database}/documents', () => {
    const source = `rules_version = '2';
service cloud.firestore {
  match /users/{id} {
    allow read;
  }
  match /databases/{db}/docs {
    match /x/{y} { allow read; }
  }
  match /databases/(default)/documents/ok/{id} { allow read; }
}`;
    const problems = check(source);
    expect(brief(problems)).toEqual(['3:3 unreachable-match', '6:3 unreachable-match']);
    expect(problems[0]?.message).toMatch(/match \/users\/\{id\} is not under \/databases\/\{database\}\/documents/);
  });

  it('reports a match whose path below the root has an odd number of segments', () => {
    const problems = check(
      rulesText(`    match /users {
      allow read;
    }
    match /users/{id}/posts {
      allow read;
    }
    match /teams {
      match /{teamId} { allow read; }
    }
    match /clubs/{id} { allow read; }`),
    );
    expect(brief(problems)).toEqual(['4:5 unreachable-match', '7:5 unreachable-match']);
    expect(problems[0]?.message).toMatch(/has 1 segment\(s\) below .*a collection, never a document/);
    expect(problems[1]?.message).toMatch(/\/users\/\{id\}\/posts has 3 segment/);
  });

  it('reports allows on the documents root itself, and a block below a {rest=**}', () => {
    const source = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    allow read;
    match /{rest=**} {
      allow read;
      match /x/{y} { allow read; }
    }
  }
}`;
    expect(brief(check(source))).toEqual(['3:3 unreachable-match', '7:7 unreachable-match']);
  });

  it('accepts a {rest=**} of any length and a match split across nested blocks', () => {
    const source = rulesText(`    match /a/{rest=**} { allow read; }
    match /{document=**} { allow read; }
    match /b/{id}/c/{sub} { allow read; }`);
    expect(check(source)).toEqual([]);
    const nested = `service cloud.firestore {
  match /databases/{database} {
    match /documents/users/{id} { allow read; }
  }
}`;
    expect(check(nested)).toEqual([]);
  });

  it('reports a service other than cloud.firestore', () => {
    const source = `service firebase.storage {
  match /b/{bucket}/o {
    allow read;
  }
}`;
    expect(brief(check(source))).toEqual(['1:1 unreachable-match']);
    expect(check(source)[0]?.message).toMatch(/service firebase.storage is not cloud.firestore/);
  });
});

describe('recursion', () => {
  it('reports a function that calls itself', () => {
    const problems = check(
      rulesText(`    function down(n) { return n <= 0 || down(n - 1); }
    match /docs/{id} { allow read: if down(3); }`),
    );
    expect(brief(problems)).toEqual(['4:5 recursion']);
    expect(problems[0]?.message).toBe('down() calls itself (recursion is not allowed)');
  });

  it('reports every function of a mutual recursion, and not the functions that merely call into it', () => {
    const problems = check(
      rulesText(`    function ping(n) { return n == 0 || pong(n - 1); }
    function pong(n) { return n == 0 || pang(n); }
    function pang(n) { return ping(n); }
    function start() { return ping(3); }
    match /docs/{id} { allow read: if start(); }`),
    );
    expect(brief(problems)).toEqual(['4:5 recursion', '5:5 recursion', '6:5 recursion']);
    expect(problems[0]?.message).toBe('ping() is recursive through ping(), pong(), pang() (recursion is not allowed)');
  });

  it('follows calls to the declaration the caller sees: a shadowing function is another function', () => {
    const source = `rules_version = '2';
function f() { return true; }
service cloud.firestore {
  match /databases/{database}/documents {
    match /docs/{id} {
      function f() { return g(); }
      function g() { return true; }
      allow read: if f();
    }
  }
}`;
    expect(check(source)).toEqual([]);
  });
});

describe('formatProblem', () => {
  it('names file, line and column', () => {
    expect(
      formatProblem({ kind: 'unknown-function', at: { line: 12, column: 5 }, message: 'unknown function isOwnr()' }),
    ).toBe('firestore.rules:12:5: unknown function isOwnr() [unknown-function]');
  });
});

describe('firestore.rules', () => {
  it('has no problem', () => {
    const problems = checkRules(parseRules(readFileSync('firestore.rules', 'utf8')));
    expect(problems.map((each) => formatProblem(each))).toEqual([]);
  });
});
