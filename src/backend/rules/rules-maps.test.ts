import { describe } from 'vitest';
import { errors as errorsOf, truths as truthsOf } from '../../../assurance/rules/rules-test-kit';

/** rules.Map and rules.MapDiff (firebase.google.com/docs/reference/rules/rules.Map, rules.MapDiff). */

const data = { name: 'Ann', age: 7, team: { id: 't1', coach: { name: 'Cy' } }, tags: ['a'], nothing: null };
const truths = (cases: string[], vars: Record<string, unknown> = { data }) => truthsOf(cases, vars);
const errors = (cases: string[], vars: Record<string, unknown> = { data }) => errorsOf(cases, vars);

describe('fields', () => {
  truths([
    "data.name == 'Ann'",
    "data['name'] == 'Ann'",
    "data.team.coach.name == 'Cy'",
    "data['team']['id'] == 't1'",
    'data.nothing == null',
    'data is map',
  ]);
  // a field the map does not have is an error, not null, nested too
  errors([
    'data.typo',
    'data.typo == null',
    'data.team.typo == null',
    "data['typo']",
    'data.constructor',
    'data.name.first',
    'data[1]',
  ]);
});

describe('in: own keys only', () => {
  truths([
    "'name' in data",
    "!('typo' in data)",
    "!('toString' in data)",
    "!('constructor' in data)",
    "!('__proto__' in data)",
    "'nothing' in data",
    "'toString' in {'toString': 1}",
    "data.keys().hasOnly(['name', 'age', 'team', 'tags', 'nothing'])",
  ]);
  errors(['1 in data', 'null in data']);
});

describe('map literals and equality', () => {
  truths([
    "{'a': 1, 'b': [2]} == {'b': [2], 'a': 1}",
    "{'a': 1} != {'a': 2}",
    "{'a': 1} != {'a': 1, 'b': 2}",
    '{} == {}',
    "{'a': {'b': 1}}.a.b == 1",
  ]);
  errors(['{1: 2}', "{'a': 1} < {'a': 2}", "{'a': 1} + {'b': 2}"]);
});

describe('get with a default', () => {
  truths([
    "data.get('name', 'x') == 'Ann'",
    "data.get('typo', 'x') == 'x'",
    "data.get('typo', null) == null",
    "data.get('nothing', 1) == null",
    "data.get(['team', 'coach', 'name'], 'x') == 'Cy'",
    "data.get(['team', 'coach', 'typo'], 'x') == 'x'",
    "data.get(['team', 'typo', 'name'], 'x') == 'x'",
    "data.get(['typo', 'coach'], 'x') == 'x'",
    // a step that is no map gives the default: a string, an int, null
    "data.get(['name', 'first'], 'x') == 'x'",
    "data.get(['age', 'years'], 'x') == 'x'",
    "data.get(['nothing', 'x'], 'd') == 'd'",
    "data.get([], 'x') == data",
  ]);
  errors(["data.get('name')", "data.get(1, 'x')", "data.get(['team', 1], 'x')", "data.get('a', 'b', 'c')"]);
});

describe('keys, values, size', () => {
  truths([
    "{'a': 1, 'b': 2}.keys() == ['a', 'b']",
    "{'a': 1, 'b': 2}.keys() is list",
    "{'a': 1, 'b': 2}.values() == [1, 2]",
    "{'a': 1, 'b': 2}.size() == 2",
    '{}.size() == 0',
    // keys() is a list: hasAll / hasAny / hasOnly work on it
    "data.keys().hasAll(['name', 'age'])",
    "data.keys().hasAny(['typo', 'age'])",
    "!data.keys().hasOnly(['name'])",
    "data.keys().toSet().difference(['name'].toSet()).size() == 4",
  ]);
  // set algebra does not work on keys(), and a bare map.hasAll(...) is refused
  errors([
    "data.keys().difference(['name'].toSet())",
    "data.keys().union(['x'].toSet())",
    "data.hasAll(['name'])",
    "data.hasAny(['name'])",
    "data.hasOnly(['name'])",
    "data.contains('name')",
    'data.keys(1)',
  ]);
});

describe('diff and MapDiff', () => {
  const vars = {
    before: { a: 1, b: 2, c: 3, d: [1] },
    after: { a: 1, b: 20, d: [1], e: 5 },
  };
  truths(
    [
      "after.diff(before).addedKeys() == ['e'].toSet()",
      "after.diff(before).removedKeys() == ['c'].toSet()",
      "after.diff(before).changedKeys() == ['b'].toSet()",
      "after.diff(before).unchangedKeys() == ['a', 'd'].toSet()",
      "after.diff(before).affectedKeys() == ['b', 'c', 'e'].toSet()",
      'after.diff(before).affectedKeys() is set',
      'after.diff(before) is map_diff',
      "after.diff(before).affectedKeys().hasOnly(['b', 'c', 'e'])",
      "!after.diff(before).affectedKeys().hasAny(['a'])",
      'after.diff(after).affectedKeys().size() == 0',
      'after.diff(after).unchangedKeys().size() == 4',
      "{}.diff(before).removedKeys() == ['a', 'b', 'c', 'd'].toSet()",
      // an int and a float of one value are no change
      "{'n': 1}.diff({'n': 1.0}).changedKeys().size() == 0",
    ],
    vars,
  );
  errors(
    [
      'after.diff([1])',
      'after.diff(before).keys()',
      'after.diff(before).addedKeys(1)',
      'after.diff()',
      "after.diff(before).affectedKeys()[0] == 'b'",
    ],
    vars,
  );
});
