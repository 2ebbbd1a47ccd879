import { describe } from 'vitest';
import { errors, truths } from '../../../assurance/rules/rules-test-kit';

/** rules.String (firebase.google.com/docs/reference/rules/rules.String): its operators and methods. */

describe('string operators', () => {
  truths([
    "'ab' + 'cd' == 'abcd'",
    "'abc' < 'abd'",
    "'b' > 'abc'",
    "'abc' <= 'abc' && 'abc' >= 'abc'",
    "'abc' != 'ABC'",
    "'abc'[1] == 'b'",
    "'abc'[0] == 'a' && 'abc'[2] == 'c'",
  ]);
  errors(["'abc'[3]", "'abc'['x']", "'a' + 1", "'a' - 'b'", "'a' < 1"]);
});

describe('size, lower, upper, trim', () => {
  truths([
    "'hello'.size() == 5",
    "''.size() == 0",
    "'hello'.size() is int",
    "'HeLLo'.lower() == 'hello'",
    "'HeLLo'.upper() == 'HELLO'",
    "'  padded \\t'.trim() == 'padded'",
    "'none'.trim() == 'none'",
  ]);
  errors(["'a'.size(1)", "'a'.lower('x')", "'a'.length()", "'a'.toUpperCase()"]);
});

/**
 * Google's Firestore emulator, measured at each edge (docs/RULES-ENGINE.md "Strings"): sizes,
 * indexes and slices in UTF-16 code units; `trim()` strips only characters up to U+0020;
 * `lower()` and `upper()` change ASCII letters only; `matches()` sees code points.
 */
describe('strings as the Firestore emulator counts them', () => {
  truths([
    "'é'.size() == 1",
    "'中'.size() == 1",
    "'🏆'.size() == 2",
    "'e\u0301'.size() == 2",
    "'🇳🇴'.size() == 4",
    "'👨‍👩‍👧'.size() == 8",
    "'🏆x'[2] == 'x'",
    "'🏆x'[2:3] == 'x'",
    "'🏆x'[0:2] == '🏆'",
    "'🏆🏆🏆'.size() == 6",
    "'\u00a0x\u00a0'.trim() == '\u00a0x\u00a0'",
    "'\u3000x'.trim() == '\u3000x'",
    "'\u0001 x\u0020'.trim() == 'x'",
    "'JÜRGEN'.lower() == 'jÜrgen'",
    "'straße'.upper() == 'STRAßE'",
    "'ÉCOLE'.lower() == 'École'",
    "'🏆🏆🏆'.matches('.{3}')",
    "!'🏆🏆🏆'.matches('.{6}')",
  ]);
  errors(["'🏆x'[3]", "'🏆'[0:3]"]);
});

describe('matches: a full-string (anchored) RE2 match', () => {
  truths([
    "'hello'.matches('hello')",
    "!'hello world'.matches('world')",
    "!'hello world'.matches('hello')",
    "'hello world'.matches('.*world')",
    "'abc123'.matches('[a-z]+[0-9]+')",
    "!'abc123!'.matches('[a-z]+[0-9]+')",
    "'alice@acme.com'.matches('[a-z]+@acme[.]com')",
    "!'1alice@acme.com'.matches('[a-z]+@acme[.]com')",
    // a string literal unescapes \\. to \. before the regular expression sees it
    "'alice@acme.com'.matches('.*@acme\\\\.com')",
    "!'bob@acmexcom'.matches('.*@acme\\\\.com')",
    "'alice@acmexcom'.matches('.*@acme.com')",
    // an alternation is anchored as a whole
    "!'xab'.matches('a|xa')",
    "'xa'.matches('a|xa')",
    "!'name'.matches('.*\\t.*')",
    "'2026-07-01'.matches('([0-9]{4}-[0-9]{2}-[0-9]{2})?')",
    "''.matches('([0-9]{4}-[0-9]{2}-[0-9]{2})?')",
  ]);
  errors(["'a'.matches(1)", "'a'.matches('(')", "'a'.matches()"]);
});

describe('split and replace', () => {
  truths([
    "'a,b,c'.split(',') == ['a', 'b', 'c']",
    "'a,b,c'.split(',').size() == 3",
    "'abc'.split(',') == ['abc']",
    "'a1b22c'.split('[0-9]+') == ['a', 'b', 'c']",
    "'club-1_user-2'.split('_')[0] == 'club-1'",
    "'banana'.replace('a', 'o') == 'bonono'",
    "'a.b.c'.replace('[.]', '/') == 'a/b/c'",
    "'aaa'.replace('a+', 'b') == 'b'",
    "'abc'.replace('x', 'y') == 'abc'",
  ]);
  errors(["'a'.split(1)", "'a'.replace('a')", "'a'.replace('a', 1)"]);
});

describe('slices', () => {
  truths([
    "'hello world'[6:11] == 'world'",
    "'hello world'[0:5] == 'hello'",
    "'hello'[3:3] == ''",
    "'hello'[:2] == 'he'",
    "'hello'[2:] == 'llo'",
    "'hello'[0:5] == 'hello'",
  ]);
  // production: "Index out of bound error" for an end past the length (pyric's
  // range-slice-list-and-string observation), so the slice errs rather than clamps
  errors(["'hello world'[6:99]", "'hello'[4:2]", "'hello'[1.0:2]", "'hello'[-1:2]"]);
});

describe('in, is and conversions', () => {
  truths([
    "'abc' is string",
    "!('abc' is list)",
    "string(12) == '12'",
    "string(true) == 'true'",
    "string(null) == 'null'",
    "int('42') == 42",
    "float('1.5') == 1.5",
  ]);
  errors(["'a' in 'abc'", "int('4x')", "float('x')", "string({'a': 1})"]);
});
