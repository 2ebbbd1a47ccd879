import { describe } from 'vitest';
import { errors, truths } from '../../../assurance/rules/rules-test-kit';

/** rules.List and rules.Set (firebase.google.com/docs/reference/rules/rules.List, rules.Set). */

describe('list operators', () => {
  truths([
    '[1, 2] + [3] == [1, 2, 3]',
    '[1, 2] == [1, 2]',
    '[1, 2] != [2, 1]',
    '[] == []',
    '[1, [2, 3]][1][0] == 2',
    "['a', 'b', 'c'][2] == 'c'",
    '[1, 2, 3] is list',
  ]);
  errors(['[1, 2][2]', '[1, 2][-1]', "[1, 2]['0']", '[1, 2][0.0]', '[1] + 1', '[1] < [2]']);
});

describe('in on a list', () => {
  truths([
    "'b' in ['a', 'b']",
    "!('c' in ['a', 'b'])",
    '1 in [1.0, 2.0]',
    '[1] in [[1], [2]]',
    '!(null in [])',
    'null in [null]',
  ]);
  errors(["'a' in 'abc'", "'a' in 1", "'a' in null"]);
});

describe('hasAll, hasAny, hasOnly', () => {
  truths([
    "['a', 'b', 'c'].hasAll(['a', 'c'])",
    "!['a', 'b'].hasAll(['a', 'x'])",
    "['a'].hasAll([])",
    "['a', 'b'].hasAny(['x', 'b'])",
    "!['a', 'b'].hasAny(['x'])",
    "![].hasAny(['x'])",
    "['a', 'b'].hasOnly(['a', 'b', 'c'])",
    "!['a', 'd'].hasOnly(['a', 'b', 'c'])",
    "[].hasOnly(['a'])",
    "['a', 'a'].hasOnly(['a'])",
    // a set as the argument
    "['a', 'b'].hasAll(['a', 'b'].toSet())",
  ]);
  errors(["['a'].hasAll('a')", "['a'].hasAny()", "['a'].hasOnly(['a'], ['b'])"]);
});

describe('concat, removeAll, join, toSet, size', () => {
  truths([
    "['x', 'y'].concat(['p', 'q']).size() == 4",
    // concat keeps order and duplicates
    "['a', 'b'].concat(['c'])[2] == 'c'",
    "['a', 'b'].concat(['a', 'b']) == ['a', 'b', 'a', 'b']",
    // removeAll removes every occurrence
    "['a', 'b', 'c', 'b'].removeAll(['b']) == ['a', 'c']",
    "['a', 'b', 'c'].removeAll([]) == ['a', 'b', 'c']",
    "['a', 'b', 'c'].removeAll(['x']).size() == 3",
    "['a', 'b', 'c'].join('-') == 'a-b-c'",
    "[].join(',') == ''",
    "['a', 'b', 'a', 'c'].toSet().size() == 3",
    "['a', 'b'].toSet() is set",
    "['a', 'b'].toSet() == ['b', 'a'].toSet()",
    '[1, 2, 3].size() == 3',
    '[].size() == 0',
  ]);
  errors([
    "['a'].concat('b')",
    "['a'].concat(['b'].toSet())",
    "[1, 2].join(',')",
    "['a'].join(1)",
    "['a'].removeAll('a')",
    '[1].size(1)',
  ]);
});

describe('slices of a list', () => {
  const arr = { arr: ['a', 'b', 'c', 'd'] };
  truths(
    [
      'arr[1:3].size() == 2',
      "arr[1:3][0] == 'b'",
      'arr[0:4].size() == 4',
      'arr[2:2].size() == 0',
      "arr[:1] == ['a']",
      "arr[3:] == ['d']",
    ],
    arr,
  );
  // "Index out of bound error. Index: [98], size: [4]" in production: no clamping of the end
  errors(['arr[1:99]', 'arr[1:99].size() == 3', 'arr[3:1]', "arr[0:'2']"], arr);
});

describe('sets', () => {
  truths([
    "['a', 'b'].toSet().union(['b', 'c'].toSet()) == ['a', 'b', 'c'].toSet()",
    "['a', 'b'].toSet().union(['b', 'c'].toSet()).size() == 3",
    "['a', 'b', 'c'].toSet().intersection(['b', 'c', 'd'].toSet()) == ['b', 'c'].toSet()",
    "['a'].toSet().intersection(['b'].toSet()).size() == 0",
    "['a', 'b', 'c'].toSet().difference(['a'].toSet()).hasOnly(['b', 'c'])",
    "['a', 'b', 'c'].toSet().difference(['a'].toSet()).size() == 2",
    "['a', 'b'].toSet().union(['c'].toSet()).difference(['a'].toSet()).hasOnly(['b', 'c'])",
    "'a' in ['a', 'b'].toSet()",
    "!('x' in ['a', 'b'].toSet())",
    "['a', 'b'].toSet().hasAll(['a'])",
    "['a', 'b'].toSet().hasAny(['b', 'x'])",
    "['a', 'b'].toSet().hasOnly(['a', 'b', 'c'])",
    "!['a', 'b'].toSet().hasOnly(['a'])",
    "['a', 'b'].toSet() != ['a'].toSet()",
  ]);
  // set algebra takes a set: set.difference(list) is "Unsupported operation error" in production
  errors([
    "['a', 'b'].toSet().difference(['a'])",
    "['a', 'b'].toSet().union(['c'])",
    "['a', 'b'].toSet().intersection(['a'])",
    "['a', 'b'].toSet()[0]",
    "['a'].toSet().concat(['b'])",
  ]);
  // a list has no set algebra ("Function not found error: Name: [difference]")
  errors([
    "['a', 'b'].difference(['a'].toSet())",
    "['a', 'b'].union(['c'].toSet())",
    "['a'].intersection(['a'].toSet())",
  ]);
});
